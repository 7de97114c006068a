// Numbers as speech recognisers write them: "ninety eight", "one hundred and sixty two",
// "four point two", "two point four million", years ("nineteen eighty", "twenty twenty four",
// "two thousand and nine") and digit by digit ("three one two", "four one nine"). Each parser
// reads lower-case words from position i and says where the number ends. Pure code.

export type Parsed = { value: number; next: number; text: string };

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const DIGIT: Record<string, string> = { zero: "0", oh: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9" };

const num = (value: number, next: number): Parsed => ({ value, next, text: String(value) });

/** 0-99: "seven", "twenty", "twenty one", "42". */
export function belowHundred(w: readonly string[], i: number): Parsed | null {
  const word = w[i];
  if (word === undefined) return null;
  if (/^\d{1,2}$/.test(word)) return num(Number(word), i + 1);
  if (word in TENS) {
    const unit = UNITS[w[i + 1]];
    return unit >= 1 && unit <= 9 ? num(TENS[word] + unit, i + 2) : num(TENS[word], i + 1);
  }
  return word in UNITS ? num(UNITS[word], i + 1) : null;
}

/** 0-999: "four hundred", "one hundred and five", "a hundred". */
function belowThousand(w: readonly string[], i: number): Parsed | null {
  const head = w[i] === "a" && w[i + 1] === "hundred" ? num(1, i + 1) : belowHundred(w, i);
  if (!head || w[head.next] !== "hundred" || head.value < 1 || head.value > 9) return head;
  const after = head.next + 1;
  const tail = belowHundred(w, w[after] === "and" ? after + 1 : after);
  return tail && tail.value > 0 ? num(head.value * 100 + tail.value, tail.next) : num(head.value * 100, after);
}

/** A whole number in words: "thirty thousand", "one million two hundred thousand", "2,500". */
export function cardinal(w: readonly string[], i: number): Parsed | null {
  if (/^\d{1,3}(?:,\d{3})+$|^\d+$/.test(w[i] ?? "")) return num(Number(w[i].replace(/,/g, "")), i + 1);
  let total = 0;
  let at = i;
  let group = w[at] === "a" && w[at + 1] in SCALES ? num(1, at + 1) : belowThousand(w, at);
  if (!group) return null;
  for (;;) {
    const scale = SCALES[w[group.next]];
    if (!scale || group.value === 0) break;
    total += group.value * scale;
    at = group.next + 1;
    const rest = belowThousand(w, w[at] === "and" ? at + 1 : at);
    if (!rest || rest.value === 0) return num(total, at);
    group = rest;
  }
  return num(total + group.value, group.next);
}

/** Digits said one by one ("three one two", "four one nine"): at least `min` of them. */
export function digitRun(w: readonly string[], i: number, min = 2): Parsed | null {
  let text = "";
  let k = i;
  while (k < w.length && w[k] in DIGIT && text.length < 6) text += DIGIT[w[k++]];
  return text.length >= min ? { value: Number(text), next: k, text } : null;
}

/** A number with an optional decimal part: "four point two", "thirty one point six", "1.5". */
export function decimal(w: readonly string[], i: number): Parsed | null {
  if (/^\d+\.\d+$/.test(w[i] ?? "")) return { value: Number(w[i]), next: i + 1, text: w[i] };
  const whole = cardinal(w, i);
  if (!whole || w[whole.next] !== "point") return whole;
  const after = whole.next + 1;
  // "point two five" is said digit by digit; "point twelve" as one number.
  const part = digitRun(w, after, 1) ?? belowHundred(w, after);
  if (!part) return whole;
  const text = `${whole.value}.${part.text}`;
  return { value: Number(text), next: part.next, text };
}

/** A year: "nineteen eighty", "eighteen sixty eight", "nineteen oh five", "twenty twenty four", "two thousand and nine". */
export function year(w: readonly string[], i: number): Parsed | null {
  const word = w[i];
  if (/^(?:1[5-9]|20)\d{2}$/.test(word ?? "")) return num(Number(word), i + 1);
  const century = UNITS[word];
  if (century >= 15 && century <= 19) {
    if (w[i + 1] === "hundred") return num(century * 100, i + 2);
    if (w[i + 1] === "oh" && UNITS[w[i + 2]] >= 1 && UNITS[w[i + 2]] <= 9) return num(century * 100 + UNITS[w[i + 2]], i + 3);
    const rest = belowHundred(w, i + 1);
    return rest && rest.value >= 10 ? num(century * 100 + rest.value, rest.next) : null;
  }
  if (word === "twenty") {
    const rest = belowHundred(w, i + 1);
    return rest && rest.value >= 10 && !/^\d/.test(w[i + 1]) ? num(2000 + rest.value, rest.next) : null;
  }
  if (word === "two" && w[i + 1] === "thousand") {
    const at = w[i + 2] === "and" ? i + 3 : i + 2;
    const rest = belowHundred(w, at);
    return rest && rest.value > 0 && !(w[rest.next] in SCALES) && w[rest.next] !== "hundred" ? num(2000 + rest.value, rest.next) : null;
  }
  return null;
}

const ORDINALS = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
];

/** A day of the month said as an ordinal: "fourteenth", "twenty first", "thirtieth", "21st". */
export function ordinal(w: readonly string[], i: number): Parsed | null {
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w[i] ?? "");
  if (digits) return num(Number(digits[1]), i + 1);
  const n = ORDINALS.indexOf(w[i]) + 1;
  if (n > 0) return num(n, i + 1);
  if (w[i] === "thirtieth") return num(30, i + 1);
  if (w[i] === "twenty" || w[i] === "thirty") {
    const unit = ORDINALS.indexOf(w[i + 1]) + 1;
    if (unit >= 1 && unit <= 9 && (w[i] === "twenty" || unit === 1)) return num(TENS[w[i]] + unit, i + 2);
  }
  return null;
}

export const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "1200000" -> "1,200,000". */
export function groupThousands(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
