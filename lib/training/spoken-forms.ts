// One spelling for words a speech recogniser may write in several ways (pure), so a practice
// score does not count them as wrong: numbers as digits or words ("2" / "two", "400" / "four
// hundred", "21" / "twenty-one"), times ("2:00" / "two o'clock", "2:30" / "two thirty") and
// "o'clock" / "o clock" / "oclock". Each word keeps how it was written, to show it back.

export type SpokenWord = { key: string; shown: string };

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

type Parsed = { value: number; next: number };

const unitAt = (w: string[], i: number) => (i < w.length ? UNITS.indexOf(w[i]) : -1);
const tensAt = (w: string[], i: number) => (i < w.length && TENS.indexOf(w[i]) >= 2 ? TENS.indexOf(w[i]) * 10 : -1);

/** "seven", "twenty", "twenty one": 0-99 from words[i]. */
function belowHundred(w: string[], i: number): Parsed | null {
  const tens = tensAt(w, i);
  if (tens > 0) {
    const unit = unitAt(w, i + 1);
    return unit >= 1 && unit <= 9 ? { value: tens + unit, next: i + 2 } : { value: tens, next: i + 1 };
  }
  const unit = unitAt(w, i);
  return unit >= 0 ? { value: unit, next: i + 1 } : null;
}

/** Continues a number at words[i] with "<scale> [and] <rest>", e.g. "hundred and five". */
function scaled(w: string[], head: Parsed, scale: string, factor: number, max: number, rest: (w: string[], i: number) => Parsed | null): Parsed {
  if (w[head.next] !== scale || head.value < 1 || head.value > max) return head;
  const value = head.value * factor;
  const after = head.next + 1;
  const tail = rest(w, w[after] === "and" ? after + 1 : after);
  return tail && tail.value > 0 ? { value: value + tail.value, next: tail.next } : { value, next: after };
}

/** 0-999 in words from words[i]: "seven", "four hundred", "one hundred and five". */
function belowThousand(w: string[], i: number): Parsed | null {
  const head = belowHundred(w, i);
  return head && scaled(w, head, "hundred", 100, 9, belowHundred);
}

/** A number in words from words[i], up to 999,999: "two thousand and twenty". */
function numberInWords(w: string[], i: number): Parsed | null {
  const head = belowThousand(w, i);
  return head && scaled(w, head, "thousand", 1000, 999, belowThousand);
}

/** Splits digit forms: "2:00" -> 2 o'clock, "2:30" -> 2 30, "2:05" -> 2 oh 5, "1,000" -> 1000. */
function digitWords(token: string): string[] | null {
  const time = /^(\d{1,2})[:.](\d{2})$/.exec(token);
  if (time) {
    const minutes = Number(time[2]);
    const hour = String(Number(time[1]));
    return minutes === 0 ? [hour, "o'clock"] : minutes < 10 ? [hour, "oh", String(minutes)] : [hour, String(minutes)];
  }
  if (/^\d{1,3}(,\d{3})+$/.test(token)) return [token.replace(/,/g, "")];
  return /^\d+$/.test(token) ? [String(Number(token))] : null;
}

/** The words of a tokenized text, each with the one key that all its written forms share. */
export function normalizeSpoken(tokens: readonly string[]): SpokenWord[] {
  const words = tokens.flatMap((t) => (/^[a-z]+(-[a-z]+)+$/.test(t) && t.split("-").every((p) => UNITS.includes(p) || TENS.includes(p)) ? t.split("-") : [t]));
  const out: SpokenWord[] = [];
  for (let i = 0; i < words.length; ) {
    const w = words[i];
    if ((w === "o" || w === "o'") && words[i + 1] === "clock") {
      out.push({ key: "o'clock", shown: "o'clock" });
      i += 2;
      continue;
    }
    if (w === "oclock") {
      out.push({ key: "o'clock", shown: "o'clock" });
      i++;
      continue;
    }
    const number = numberInWords(words, i);
    if (number) {
      out.push({ key: String(number.value), shown: words.slice(i, number.next).join(" ") });
      i = number.next;
      continue;
    }
    const digits = digitWords(w);
    out.push(...(digits ? digits.map((key) => ({ key, shown: w })) : [{ key: w, shown: w }]));
    i++;
  }
  return out;
}
