// Local pronunciation engine: text -> words -> comparable letter units for every script, and the cost of a
// letter swap (a missing accent costs a little, a wrong letter costs 1).
import { baseLanguage } from "@/lib/languages";
import { diacriticCost, scriptKind } from "./language-info";

export type Unit = { text: string; base: string };

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const FOLD: Record<string, string> = {
  ø: "o", æ: "a", œ: "o", ł: "l", ı: "i", đ: "d", ß: "s", ð: "d", þ: "t",
  أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ى: "ي", ة: "ه", ؤ: "و", ئ: "ي",
  "\u0901": "\u0902",
};
const CLOSE: Record<string, number> = { "е:ё": 0.1, "ё:е": 0.1, "\u0901:\u0902": 0.25, "\u0902:\u0901": 0.25 };

/** Lower-cases (Turkish-aware), drops punctuation and symbols, and Arabic short-vowel marks. */
export function normaliseText(text: string, code: string, keepCase = false): string {
  const base = baseLanguage(code);
  const script = scriptKind(code);
  let s = script === "cjk" ? text.normalize("NFKC") : text.normalize("NFC");
  if (!keepCase) s = s.toLocaleLowerCase(base === "tr" ? "tr-TR" : base === "en" ? "en" : undefined);
  if (script === "arabic") s = s.replace(ARABIC_MARKS, "");
  // Apostrophes inside words stay ("l'archiduchesse", "İstanbul'a"); other punctuation goes.
  return s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\p{P}\p{S}]/gu, (c) => (c === "'" ? c : " "))
    .replace(/'(?!\p{L})|(?<!\p{L})'/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words to align: space-separated words, or single characters for Chinese and Japanese. */
export function wordsOf(text: string, code: string, keepCase = false): string[] {
  const s = normaliseText(text, code, keepCase);
  if (!s) return [];
  if (scriptKind(code) === "cjk") return Array.from(s.replace(/\s+/g, ""));
  return s.split(" ");
}

const L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
const T = ["", ..."ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"];

/** Splits Hangul syllables into their letters (jamo): "강" -> ㄱ ㅏ ㅇ. */
export function hangulLetters(word: string): string[] {
  const out: string[] = [];
  for (const ch of word) {
    const n = ch.codePointAt(0)! - 0xac00;
    if (n < 0 || n > 11171) {
      out.push(ch);
      continue;
    }
    out.push(L[Math.floor(n / 588)], V[Math.floor((n % 588) / 28)]);
    if (n % 28) out.push(T[n % 28]);
  }
  return out;
}

const fold = (s: string) => FOLD[s] ?? s;

/** The comparable units of one word in this language's script. */
export function unitsOf(word: string, code: string): Unit[] {
  switch (scriptKind(code)) {
    case "hangul":
      return hangulLetters(word).map((text) => ({ text, base: text }));
    case "cjk":
    case "arabic":
      return Array.from(word).map((text) => ({ text, base: fold(text) }));
    case "devanagari":
      // Vowel signs are letters of their own; only the nukta dot belongs to the consonant before it.
      return (word.normalize("NFD").match(/.\u093C?/gsu) ?? []).map((text) => ({
        text: text.normalize("NFC"),
        base: fold(text.replace("\u093C", "")),
      }));
    default:
      return (word.normalize("NFD").match(/\P{M}\p{M}*/gu) ?? []).map((text) => ({
        text: text.normalize("NFC"),
        base: fold(text.replace(/\p{M}/gu, "")),
      }));
  }
}

/** 0 for the same letter, a fraction when only the accent (or an equivalent spelling) differs, else 1. */
export function unitCost(a: Unit, b: Unit, code: string): number {
  if (a.text === b.text) return 0;
  const close = CLOSE[`${a.text}:${b.text}`];
  if (close !== undefined) return close;
  return a.base === b.base ? diacriticCost(code) : 1;
}
