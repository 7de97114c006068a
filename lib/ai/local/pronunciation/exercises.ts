// Pronunciation exercises for all 22 languages: picked from the language's bank by
// difficulty and category, with a phonetic spelling and tips about the sounds in the text.
import type { Difficulty, PronunciationCategory } from "@/lib/schemas/ai";
import type { PronunciationExercise } from "@/lib/schemas/ai";
import { baseLanguage } from "@/lib/languages";
import { CS, DA, DE, EN, ES, FI, FR, IT, NL, NO, PL, PT, SV, TR } from "@/lib/ai/local/pronunciation/banks-europe";
import { AR, HI, JA, KO, RU, ZH } from "@/lib/ai/local/pronunciation/banks-world";
import { CATEGORY_TIPS, TIP_RULES, decomposeHangul } from "@/lib/ai/local/pronunciation/tips";
import { loadCmu, respellText } from "@/lib/ai/local/pronunciation/cmu";

export type BankItem = { text: string; phonetic?: string; level: Difficulty; category: PronunciationCategory };

const LEVELS: Record<string, Difficulty> = { b: "beginner", i: "intermediate", a: "advanced" };
const CATEGORIES: Record<string, PronunciationCategory> = { w: "words", p: "phrases", s: "sentences", t: "tongue-twisters" };
const SOURCES: Record<string, string> = {
  en: EN, es: ES, fr: FR, de: DE, it: IT, pt: PT, nl: NL, sv: SV, no: NO, da: DA, fi: FI, pl: PL, cs: CS, tr: TR,
  ja: JA, ko: KO, zh: ZH, ru: RU, ar: AR, hi: HI,
};

/** British spellings for the en-GB bank. */
const BRITISH: Array<[RegExp, string]> = [[/\bcolor/g, "colour"], [/\bcenter/g, "centre"], [/\btheater/g, "theatre"]];

const parsed = new Map<string, BankItem[]>();

export function bankFor(language: string): BankItem[] {
  const base = baseLanguage(language);
  const cached = parsed.get(base);
  if (cached) return cached;
  const items = (SOURCES[base] ?? SOURCES.en)
    .trim()
    .split("\n")
    .map((line) => line.split("|"))
    .filter((parts) => parts.length >= 3)
    .map(([level, category, text, phonetic]) => ({
      level: LEVELS[level],
      category: CATEGORIES[category],
      text: text.trim(),
      ...(phonetic ? { phonetic: phonetic.trim() } : {}),
    }));
  parsed.set(base, items);
  return items;
}

const ORDER: Difficulty[] = ["beginner", "intermediate", "advanced"];

/** Items for the cell, widened to neighbouring levels when the cell has too few. */
function candidates(language: string, difficulty: Difficulty, category: PronunciationCategory, count: number): BankItem[] {
  const bank = bankFor(language).filter((i) => i.category === category);
  const exact = bank.filter((i) => i.level === difficulty);
  if (exact.length >= count) return exact;
  const idx = ORDER.indexOf(difficulty);
  const near = bank.filter((i) => i.level !== difficulty).sort((a, b) => Math.abs(ORDER.indexOf(a.level) - idx) - Math.abs(ORDER.indexOf(b.level) - idx));
  return [...exact, ...near];
}

function wordsOf(text: string): string[] {
  return text.split(/[\s,.!?¿¡;:、。，！？]+/).filter(Boolean);
}

/** Tips that match the sounds in the text, naming the word that has each sound. */
export function tipsFor(language: string, text: string, category: PronunciationCategory, limit = 3, phonetic?: string): string[] {
  const base = baseLanguage(language);
  const rules = TIP_RULES[base] ?? [];
  const words = wordsOf(text);
  const tips: string[] = [];
  for (const [pattern, tip] of rules) {
    if (tips.length >= limit) break;
    // British English drops the 'r' after a vowel, so the 'r' tip needs an 'r' before a vowel.
    if (language === "en-GB" && pattern.source === "r" && !/r[aeiouy]/i.test(text)) continue;
    const probe = (w: string) => pattern.test(base === "ko" ? decomposeHangul(w) : w);
    let word = words.find(probe) ?? (probe(text) ? text : undefined);
    // Tone and length tips for Chinese and Japanese are read from the romanisation.
    if (!word && phonetic && (base === "zh" || base === "ja") && pattern.test(phonetic)) word = phonetic.split(/[\s,]+/).find((p) => pattern.test(p)) ?? phonetic;
    if (word) tips.push(tip.replace("{w}", word.replace(/[.,!?¿¡。、！？]/g, "")));
  }
  tips.push(CATEGORY_TIPS[category]);
  if (language === "es-ES" && /[zc]/i.test(text)) tips.unshift("You chose Spanish from Spain: say 'z' and 'c' before e or i like the 'th' in 'think'.");
  if (language === "en-GB" && /r(?![aeiouy])/i.test(text)) tips.unshift("In British English the 'r' after a vowel is usually silent: 'car' sounds like 'cah'.");
  return tips.slice(0, limit + 1);
}

async function phoneticFor(language: string, item: BankItem): Promise<string | undefined> {
  if (item.phonetic) return item.phonetic;
  if (baseLanguage(language) !== "en") return undefined;
  const dict = await loadCmu();
  return respellText(dict, item.text, language === "en-GB");
}

export async function generateExercises(
  language: string,
  difficulty: Difficulty,
  category: PronunciationCategory,
  count = 1,
  random: () => number = Math.random,
): Promise<PronunciationExercise[]> {
  const pool = [...candidates(language, difficulty, category, count)];
  const chosen: BankItem[] = [];
  while (chosen.length < count && pool.length) {
    // Prefer the requested level; pick randomly inside it so "Next Exercise" changes.
    const sameLevel = pool.filter((i) => i.level === difficulty);
    const from = sameLevel.length ? sameLevel : pool;
    const item = from[Math.floor(random() * from.length) % from.length];
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  return Promise.all(
    chosen.map(async (item) => {
      const text = language === "en-GB" ? BRITISH.reduce((t, [re, to]) => t.replace(re, to), item.text) : item.text;
      const phonetic = await phoneticFor(language, { ...item, text });
      return { text, ...(phonetic ? { phonetic } : {}), tips: tipsFor(language, text, category, 3, phonetic) };
    }),
  );
}
