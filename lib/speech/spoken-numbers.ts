// Numbers said naturally, typed the way a person writes them in running text:
// "twenty twenty six" -> 2026, "three point five" -> 3.5, "fifteen percent" -> 15%,
// "half past two" -> 2:30, "one hundred and twenty" -> 120.
//
// What stays words, and why: a number under ten on its own ("one of the best", "two cats") is
// written in words in running text (house style guides agree), and "choose two" or "heading two"
// are commands. So a run of number words becomes digits only when it is 10 or more, has a
// decimal point, is followed by "percent", or is a time ("half past two", "quarter to five",
// "three thirty pm"). The person can keep every number as words (a setting in Voice Control).
import { spokenKey as clean } from "@/lib/speech/spoken-key";

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** Punctuation a recogniser put after a word ("five," "ten."), kept after the number. */
const trailing = (token: string) => token.match(/[^\p{L}\p{N}]*$/u)?.[0] ?? "";

const isNumberWord = (w: string) => w in UNITS || w in TENS || w in SCALES;

/** A number 0-99 said as words from `at`: "seven", "twenty", "twenty six". */
function underHundred(words: readonly string[], at: number): { value: number; length: number } | null {
  const w = words[at];
  if (w === undefined) return null;
  if (w in UNITS && w !== "oh") return { value: UNITS[w], length: 1 };
  if (w in TENS) {
    const next = words[at + 1];
    if (next !== undefined && next in UNITS && UNITS[next] > 0 && UNITS[next] < 10 && next !== "oh") return { value: TENS[w] + UNITS[next], length: 2 };
    return { value: TENS[w], length: 1 };
  }
  return null;
}

/** A cardinal number from `at`: "one hundred and twenty", "three thousand four hundred", "twenty six". */
function cardinal(words: readonly string[], at: number): { value: number; length: number } | null {
  let i = at;
  let total = 0;
  let current = 0;
  let any = false;
  while (i < words.length) {
    const part = underHundred(words, i);
    if (part) {
      if (current % 100 !== 0 || (current > 0 && current < 100)) break; // "twenty twenty": a year, read elsewhere
      current += part.value;
      i += part.length;
      any = true;
      continue;
    }
    const w = words[i];
    if (w in SCALES && any) {
      const scale = SCALES[w];
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      i++;
      // "one hundred and twenty"
      if (words[i] === "and" && underHundred(words, i + 1)) i++;
      continue;
    }
    break;
  }
  return any ? { value: total + current, length: i - at } : null;
}

/** "twenty twenty six", "nineteen eighty four", "twenty oh five": a year said in two pairs. */
function year(words: readonly string[], at: number): { value: number; length: number } | null {
  const first = underHundred(words, at);
  if (!first || first.value < 10 || first.value > 99) return null;
  const i = at + first.length;
  if (words[i] === "oh") {
    const unit = words[i + 1];
    if (unit !== undefined && unit in UNITS && UNITS[unit] > 0 && UNITS[unit] < 10) return { value: first.value * 100 + UNITS[unit], length: first.length + 2 };
    return null;
  }
  if (words[i] === "hundred") return null;
  const second = underHundred(words, i);
  if (!second || second.value < 10) return null;
  return { value: first.value * 100 + second.value, length: first.length + second.length };
}

const HOUR_WORDS = (w: string | undefined) => (w !== undefined && w in UNITS && UNITS[w] >= 1 && UNITS[w] <= 12 ? UNITS[w] : null);

/** "half past two" 2:30, "quarter past ten" 10:15, "quarter to five" 4:45, "ten past six" 6:10. */
function time(words: readonly string[], at: number): { text: string; length: number } | null {
  let i = at;
  let minutes: number | null = null;
  if (words[i] === "half" && words[i + 1] === "past") {
    minutes = 30;
    i += 2;
  } else if ((words[i] === "quarter" || (words[i] === "a" && words[i + 1] === "quarter")) && true) {
    if (words[i] === "a") i++;
    const dir = words[i + 1];
    if (dir !== "past" && dir !== "to") return null;
    minutes = dir === "past" ? 15 : -15;
    i += 2;
  } else {
    return null;
  }
  const hour = HOUR_WORDS(words[i]);
  if (hour === null) return null;
  i++;
  let h = hour;
  let m = minutes;
  if (m < 0) {
    h = hour === 1 ? 12 : hour - 1;
    m = 60 + m;
  }
  return { text: `${h}:${String(m).padStart(2, "0")}`, length: i - at };
}

/** Rewrites number words in a phrase as digits where a writer would use them (see above). */
export function spokenNumbersToDigits(phrase: string): string {
  const tokens = phrase.trim().split(/\s+/).filter(Boolean);
  const words = tokens.map(clean);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    // a word with punctuation inside the run ends it ("five, six") unless it is the run's last word
    const t = time(words, i);
    if (t && !hasInnerPunctuation(tokens, i, t.length)) {
      out.push(t.text + trailing(tokens[i + t.length - 1]));
      i += t.length;
      continue;
    }
    if (!isNumberWord(words[i]) || words[i] === "oh") {
      out.push(tokens[i]);
      i++;
      continue;
    }
    const y = year(words, i);
    let value: string | null = null;
    let length = 0;
    if (y && !hasInnerPunctuation(tokens, i, y.length)) {
      value = String(y.value);
      length = y.length;
    } else {
      const c = cardinal(words, i);
      if (c && !hasInnerPunctuation(tokens, i, c.length)) {
        length = c.length;
        value = String(c.value);
        // "three point five", "nought point two five"
        if (words[i + length] === "point" && !trailing(tokens[i + length - 1])) {
          const digits: string[] = [];
          let j = i + length + 1;
          while (j < words.length && words[j] in UNITS && UNITS[words[j]] < 10) {
            digits.push(String(UNITS[words[j]]));
            if (trailing(tokens[j])) {
              j++;
              break;
            }
            j++;
          }
          if (digits.length) {
            value = `${value}.${digits.join("")}`;
            length = j - i;
          }
        }
      }
    }
    if (value === null) {
      out.push(tokens[i]);
      i++;
      continue;
    }
    const after = words[i + length];
    const percent = (after === "percent" || after === "per") && (after === "percent" || words[i + length + 1] === "cent") && !trailing(tokens[i + length - 1]);
    const isDigits = percent || value.includes(".") || Number(value) >= 10;
    if (!isDigits) {
      for (let k = 0; k < length; k++) out.push(tokens[i + k]);
      i += length;
      continue;
    }
    const lead = tokens[i].match(/^[^\p{L}\p{N}]*/u)?.[0] ?? "";
    if (percent) {
      const pLength = after === "per" ? 2 : 1;
      out.push(`${lead}${value}%${trailing(tokens[i + length + pLength - 1])}`);
      i += length + pLength;
    } else {
      out.push(`${lead}${value}${trailing(tokens[i + length - 1])}`);
      i += length;
    }
  }
  return out.join(" ");
}

function hasInnerPunctuation(tokens: readonly string[], at: number, length: number): boolean {
  for (let k = at; k < at + length - 1; k++) if (trailing(tokens[k])) return true;
  return false;
}
