// Local pronunciation engine: English text normalisation (case, punctuation, numbers as words).

const ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ");
const TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

function underThousand(n: number): string[] {
  const out: string[] = [];
  if (n >= 100) {
    out.push(ONES[Math.floor(n / 100)], "hundred");
    n %= 100;
    if (n === 0) return out;
  }
  if (n < 20) out.push(ONES[n]);
  else {
    out.push(TENS[Math.floor(n / 10)]);
    if (n % 10) out.push(ONES[n % 10]);
  }
  return out;
}

/** 0..999,999,999 as English words (no "and"): 2024 -> "two thousand twenty four". */
export function numberToWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) return String(n).split("");
  if (n === 0) return ["zero"];
  const out: string[] = [];
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  if (millions) out.push(...underThousand(millions), "million");
  if (thousands) out.push(...underThousand(thousands), "thousand");
  if (rest) out.push(...underThousand(rest));
  return out;
}

const ORDINAL_SPECIAL: Record<string, string> = { one: "first", two: "second", three: "third", five: "fifth", eight: "eighth", nine: "ninth", twelve: "twelfth" };

function ordinal(words: string[]): string[] {
  const last = words[words.length - 1];
  const head = words.slice(0, -1);
  if (ORDINAL_SPECIAL[last]) return [...head, ORDINAL_SPECIAL[last]];
  if (last.endsWith("y")) return [...head, `${last.slice(0, -1)}ieth`];
  return [...head, `${last}th`];
}

const FILLERS = new Set(["um", "umm", "uh", "uhh", "er", "erm", "hmm", "mm", "ah"]);

/**
 * Lower-case word tokens with numbers spelled out ("21st" -> "twenty first", "3,000" -> "three thousand"),
 * "&" as "and", "%" as "percent", hyphens and dashes as spaces, curly apostrophes straightened.
 */
export function englishWords(text: string, keepCase = false): string[] {
  const prepared = (keepCase ? text : text.toLowerCase())
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/&/g, " and ")
    .replace(/%/g, " percent ")
    .replace(/[-\u2010-\u2015]/g, " ");
  const tokens = prepared.match(/[a-z0-9]+(?:'[a-z]+)*/gi) ?? [];
  const out: string[] = [];
  for (const token of tokens) {
    const number = /^(\d+)(st|nd|rd|th|s)?$/.exec(token);
    if (number) {
      const words = numberToWords(Number(number[1]));
      if (number[2] === "s") out.push(...words.slice(0, -1), words[words.length - 1].replace(/y$/, "ie") + "s");
      else out.push(...(number[2] ? ordinal(words) : words));
    } else out.push(token);
  }
  return out;
}

/**
 * How to show each lower-case token in feedback: as the target writes it ("I", "Siobhan"), or in lower
 * case when the text also writes it that way somewhere ("The ... the" -> "the").
 */
export function displayForms(lower: readonly string[], cased: readonly string[]): (word: string) => string {
  const forms = new Map<string, string>();
  if (lower.length === cased.length)
    lower.forEach((w, i) => {
      const seen = forms.get(w);
      if (seen === undefined || cased[i] === w) forms.set(w, cased[i]);
    });
  return (word) => forms.get(word) ?? word;
}

/** The heard words without hesitation sounds ("um", "uh"), unless the target itself has them. */
export function withoutFillers(heard: string[], target: string[]): string[] {
  const targetSet = new Set(target);
  return heard.filter((w) => !FILLERS.has(w) || targetSet.has(w));
}
