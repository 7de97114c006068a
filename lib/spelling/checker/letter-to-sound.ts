// Letters to sounds for words the pronouncing dictionary does not know, above all the spellings
// people make by ear ("enuff", "nollij", "sed"). Such spellings use the regular sound of each
// letter or letter group, so plain phonics rules read them well: the longest letter group that
// matches at each place wins, with a little context (what comes before and after).
import { encodeArpabet } from "./phonemes";

type Context = (word: string, start: number, end: number) => boolean;
type Rule = { letters: string; sound: string; when?: Context };

const VOWEL_LETTERS = "aeiouy";
const isVowelAt = (w: string, i: number) => i >= 0 && i < w.length && (VOWEL_LETTERS.includes(w[i]) && !(w[i] === "y" && i === 0));
const isConsonantAt = (w: string, i: number) => i >= 0 && i < w.length && !isVowelAt(w, i);
const atStart: Context = (_w, s) => s === 0;
const atEnd: Context = (w, _s, e) => e === w.length;
const notAtEnd: Context = (w, _s, e) => e < w.length;
const beforeSoft: Context = (w, _s, e) => "eiy".includes(w[e] ?? "#");
const afterVowel: Context = (w, s) => isVowelAt(w, s - 1);
const beforeConsonantOrEnd: Context = (w, _s, e) => e === w.length || isConsonantAt(w, e);
const beforeVowel: Context = (w, _s, e) => isVowelAt(w, e);
const hasVowelBefore = (w: string, s: number) => [...w.slice(0, s)].some((_, i) => isVowelAt(w, i));
// endings after a silent e that keep the vowel before it long: "time", "timely", "tyming"
const MAGIC_TAILS = ["", "s", "d", "ly", "ful", "ment", "ness", "r", "rs"];
/** A vowel made long by a silent e after the next consonant ("tyme", "fude", "nayme"). */
const magic: Context = (w, _s, e) => isConsonantAt(w, e) && !"wxy".includes(w[e]) && w[e + 1] === "e" && MAGIC_TAILS.includes(w.slice(e + 2));
const not = (c: Context): Context => (w, s, e) => !c(w, s, e);
const all = (...cs: Context[]): Context => (w, s, e) => cs.every((c) => c(w, s, e));

const RULES_SOURCE: Rule[] = [
  // consonant groups
  { letters: "tch", sound: "CH" },
  { letters: "sch", sound: "S K" },
  { letters: "chr", sound: "K R" },
  { letters: "ch", sound: "CH" },
  { letters: "sh", sound: "SH" },
  { letters: "th", sound: "TH" },
  { letters: "ph", sound: "F" },
  { letters: "gh", sound: "G", when: atStart },
  { letters: "gh", sound: "F", when: (w, s) => w.slice(s - 2, s) === "ou" },
  { letters: "gh", sound: "" },
  { letters: "wh", sound: "W" },
  { letters: "wr", sound: "R", when: atStart },
  { letters: "kn", sound: "N", when: atStart },
  { letters: "gn", sound: "N", when: (w, s, e) => s === 0 || e === w.length },
  { letters: "mb", sound: "M", when: atEnd },
  { letters: "ck", sound: "K" },
  { letters: "nk", sound: "NG K" },
  { letters: "ng", sound: "NG" },
  { letters: "que", sound: "K", when: atEnd },
  { letters: "qu", sound: "K W" },
  { letters: "q", sound: "K" },
  { letters: "dge", sound: "JH" },
  { letters: "tion", sound: "SH AH N" },
  { letters: "sion", sound: "ZH AH N", when: afterVowel },
  { letters: "sion", sound: "SH AH N" },
  { letters: "cian", sound: "SH AH N" },
  { letters: "ture", sound: "CH ER" },
  { letters: "sure", sound: "ZH ER", when: afterVowel },
  { letters: "sure", sound: "SH ER" },
  { letters: "cious", sound: "SH AH S" },
  { letters: "tious", sound: "SH AH S" },
  { letters: "cial", sound: "SH AH L" },
  { letters: "tial", sound: "SH AH L" },
  { letters: "ous", sound: "AH S", when: atEnd },
  { letters: "ci", sound: "SH", when: (w, s, e) => s > 0 && isVowelAt(w, e) },
  { letters: "cc", sound: "K S", when: beforeSoft },
  { letters: "cc", sound: "K" },
  { letters: "c", sound: "S", when: beforeSoft },
  { letters: "c", sound: "K" },
  { letters: "gg", sound: "G" },
  { letters: "g", sound: "JH", when: all(beforeSoft, not(atStart)) },
  { letters: "g", sound: "G" },
  { letters: "x", sound: "Z", when: atStart },
  { letters: "x", sound: "K S" },
  { letters: "le", sound: "AH L", when: (w, s, e) => e === w.length && isConsonantAt(w, s - 1) },
  { letters: "el", sound: "AH L", when: (w, s, e) => e === w.length && isConsonantAt(w, s - 1) },
  { letters: "ed", sound: "IH D", when: (w, s, e) => e === w.length && "td".includes(w[s - 1] ?? "") && hasVowelBefore(w, s) },
  { letters: "ed", sound: "D", when: (w, s, e) => e === w.length && hasVowelBefore(w, s) },
  { letters: "s", sound: "Z", when: (w, s, e) => e === w.length && s > 1 && !"sfkpt".includes(w[s - 1]) },
  { letters: "ss", sound: "S" },
  { letters: "zz", sound: "Z" },
  ...["bb", "dd", "ff", "ll", "mm", "nn", "pp", "rr", "tt", "vv"].map((d) => ({ letters: d, sound: encodeOne(d[0]) })),
  // vowel groups, r-coloured vowels first
  { letters: "wor", sound: "W ER", when: (w, _s, e) => isConsonantAt(w, e) },
  { letters: "wa", sound: "W AA", when: (w, _s, e) => isConsonantAt(w, e) && w[e] !== "r" && !magic(w, e - 1, e) },
  { letters: "are", sound: "EH R", when: atEnd },
  { letters: "air", sound: "EH R" },
  { letters: "ear", sound: "ER", when: (w, _s, e) => isConsonantAt(w, e) },
  { letters: "ear", sound: "IH R" },
  { letters: "eer", sound: "IH R" },
  { letters: "our", sound: "AO R", when: (w, _s, e) => e < w.length },
  { letters: "our", sound: "AW ER" },
  { letters: "ower", sound: "AW ER" },
  { letters: "ore", sound: "AO R", when: atEnd },
  { letters: "ar", sound: "AA R", when: beforeConsonantOrEnd },
  { letters: "er", sound: "ER", when: beforeConsonantOrEnd },
  { letters: "ir", sound: "ER", when: beforeConsonantOrEnd },
  { letters: "ur", sound: "ER", when: beforeConsonantOrEnd },
  { letters: "yr", sound: "ER", when: beforeConsonantOrEnd },
  { letters: "or", sound: "AO R", when: beforeConsonantOrEnd },
  { letters: "eigh", sound: "EY" },
  { letters: "igh", sound: "AY" },
  { letters: "ough", sound: "AO" },
  { letters: "augh", sound: "AO" },
  { letters: "all", sound: "AO L", when: (w, _s, e) => e === w.length || isConsonantAt(w, e) },
  { letters: "alk", sound: "AO K" },
  { letters: "ee", sound: "IY" },
  { letters: "ea", sound: "IY" },
  { letters: "ie", sound: "AY", when: (w, s, e) => e === w.length && s <= 2 },
  { letters: "ie", sound: "IY" },
  { letters: "ei", sound: "EY" },
  { letters: "ey", sound: "IY", when: (w, s, e) => e === w.length && s > 1 },
  { letters: "ey", sound: "EY" },
  { letters: "oo", sound: "UW" },
  { letters: "ou", sound: "AW" },
  { letters: "ow", sound: "OW", when: (w, _s, e) => e === w.length || w.slice(e) === "s" },
  { letters: "ow", sound: "AW" },
  { letters: "oa", sound: "OW" },
  { letters: "oe", sound: "OW", when: atEnd },
  { letters: "ai", sound: "EY" },
  { letters: "ay", sound: "EY" },
  { letters: "au", sound: "AO" },
  { letters: "aw", sound: "AO" },
  { letters: "oi", sound: "OY" },
  { letters: "oy", sound: "OY" },
  { letters: "ew", sound: "UW" },
  { letters: "ue", sound: "UW", when: atEnd },
  { letters: "ui", sound: "UW" },
  { letters: "eu", sound: "UW" },
  // single vowels: long before a silent e, at the end of a short word, short otherwise
  { letters: "a", sound: "EY", when: magic },
  { letters: "a", sound: "AH", when: (w, s, e) => e === w.length && s > 0 },
  { letters: "a", sound: "AE" },
  { letters: "e", sound: "IY", when: magic },
  { letters: "e", sound: "", when: (w, s, e) => e === w.length && hasVowelBefore(w, s) },
  { letters: "e", sound: "IY", when: atEnd },
  { letters: "e", sound: "EH" },
  { letters: "i", sound: "AY", when: magic },
  { letters: "i", sound: "AY", when: (w, s, e) => e === w.length && w.length <= 3 },
  { letters: "i", sound: "IY", when: (w, s, e) => e === w.length || beforeVowel(w, s, e) },
  { letters: "i", sound: "IH" },
  { letters: "o", sound: "OW", when: magic },
  { letters: "o", sound: "OW", when: (w, s, e) => e === w.length || w.slice(e, e + 2) === "ld" },
  { letters: "o", sound: "AA" },
  { letters: "u", sound: "UW", when: magic },
  { letters: "u", sound: "UW", when: atEnd },
  { letters: "u", sound: "AH" },
  { letters: "y", sound: "Y", when: (w, s, e) => s === 0 && isVowelAt(w, e) },
  { letters: "y", sound: "AY", when: (w, s, e) => magic(w, s, e) || (e === w.length && !hasVowelBefore(w, s)) },
  { letters: "y", sound: "IY", when: atEnd },
  { letters: "y", sound: "IH", when: notAtEnd },
];

function encodeOne(letter: string): string {
  return ({ b: "B", d: "D", f: "F", l: "L", m: "M", n: "N", p: "P", r: "R", t: "T", v: "V" } as Record<string, string>)[letter];
}

const SINGLE: Record<string, string> = {
  b: "B", d: "D", f: "F", h: "HH", j: "JH", k: "K", l: "L", m: "M", n: "N", p: "P", r: "R", s: "S", t: "T", v: "V", w: "W", z: "Z",
};

type CompiledRule = { letters: string; sound: string; when?: Context };
const BY_FIRST = new Map<string, CompiledRule[]>();
const ALL_RULES: Rule[] = [...RULES_SOURCE, ...Object.entries(SINGLE).map(([letters, sound]) => ({ letters, sound }))];
for (const rule of ALL_RULES) {
  const list = BY_FIRST.get(rule.letters[0]) ?? [];
  list.push({ letters: rule.letters, sound: encodeArpabet(rule.sound), when: rule.when });
  BY_FIRST.set(rule.letters[0], list);
}
// longer letter groups first; among equals, the order written above
for (const list of BY_FIRST.values()) list.sort((a, b) => b.letters.length - a.letters.length);

/** How a spelling sounds if each letter group is read the regular way: "enuff" -> "EnUf" (encoded). */
export function soundOut(word: string): string {
  return read(word, false);
}

/**
 * The regular reading, and a second one where a vowel that ends a syllable is long, as
 * phonics teaches ("nabor" = "nay-bor", "foto" = "foh-toh"); spellers by ear use both.
 */
export function soundOutReadings(word: string): string[] {
  const first = read(word, false);
  const second = read(word, true);
  return second === first ? [first] : [first, second];
}

const LONG: Record<string, string> = { a: "EY", e: "IY", i: "AY", o: "OW", u: "UW" };
const openSyllable = (w: string, i: number) => isConsonantAt(w, i + 1) && !"rwxy".includes(w[i + 1]) && isVowelAt(w, i + 2) && !(w[i + 2] === "e" && i + 3 === w.length);

function read(word: string, openLong: boolean): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  let out = "";
  let i = 0;
  while (i < w.length) {
    if (openLong && LONG[w[i]] && openSyllable(w, i) && !isVowelAt(w, i - 1)) {
      out += encodeArpabet(LONG[w[i]]);
      i++;
      continue;
    }
    const rule = BY_FIRST.get(w[i])?.find((r) => w.startsWith(r.letters, i) && (!r.when || r.when(w, i, i + r.letters.length)));
    if (!rule) {
      i++;
      continue;
    }
    // a doubled consonant across rules ("ck" after "c") sounds once
    if (!(rule.sound && out.endsWith(rule.sound) && !/[A-Z]/.test(rule.sound))) out += rule.sound;
    i += rule.letters.length;
  }
  return out;
}
