// Local pronunciation engine: generateExercisesLocally picks practice items from the curated banks for all
// 22 languages, 3 difficulties and 4 categories, skipping recently used texts. English respellings come
// from the CMU dictionary; other languages carry a hand-written respelling or romanisation.
import type { PronunciationExercise, PronunciationExercises } from "@/lib/ai/schemas";
import { baseLanguage } from "@/lib/languages";
import { bankFor, difficulties, type BankItem, type Category, type Difficulty } from "./bank";
import { loadCmuDictionary } from "./cmu-dictionary";
import { applyVariant, resolveLanguage } from "./language-info";
import { respellEnglish } from "./respell";

export type { Category as PronunciationCategory, Difficulty as PronunciationDifficulty } from "./bank";

export type GenerateExercisesInput = {
  language: string;
  difficulty: Difficulty;
  category: Category;
  /** How many exercises (1-5; the client asks for 1). */
  count?: number;
  /** Recently used texts to avoid. */
  exclude?: string[];
  /** Random source in [0, 1); injectable so tests can be repeatable. */
  random?: () => number;
};

const CATEGORY_TIP: Record<Category, string> = {
  words: "Say it slowly first, then at your normal speed.",
  phrases: "Link the words smoothly, the way you would in a conversation.",
  sentences: "Read the sentence once in your head, then say it at a steady pace.",
  "tongue-twisters": "Start slowly and speed up only when every sound is clear.",
};

const key = (s: string) => s.normalize("NFC").toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, "");
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** Items of the cell, then of the nearest other difficulty, that were not used recently; repeats only as a last resort. */
function candidates(items: (d: Difficulty) => BankItem[], difficulty: Difficulty, excluded: Set<string>, count: number): BankItem[] {
  const fresh = (list: BankItem[]) => list.filter((item) => !excluded.has(key(item.text)));
  const pool = fresh(items(difficulty));
  if (pool.length >= count) return pool;
  const at = difficulties.indexOf(difficulty);
  const others = difficulties.filter((d) => d !== difficulty).sort((a, b) => Math.abs(difficulties.indexOf(a) - at) - Math.abs(difficulties.indexOf(b) - at));
  for (const other of others) {
    pool.push(...fresh(items(other)));
    if (pool.length >= count) return pool;
  }
  return [...pool, ...items(difficulty).filter((item) => excluded.has(key(item.text)))];
}

export async function generateExercisesLocally(input: GenerateExercisesInput): Promise<PronunciationExercises> {
  const language = resolveLanguage(input.language);
  const code = language.code;
  const isEnglish = baseLanguage(code) === "en";
  const bank = bankFor(baseLanguage(code)) ?? bankFor("en")!;
  const count = Math.min(5, Math.max(1, Math.floor(input.count ?? 1)));
  const random = input.random ?? Math.random;

  // Variants are applied first so exclusion and respelling see the text the learner sees.
  const localise = (item: BankItem): BankItem => ({
    text: applyVariant(item.text, code),
    phonetic: item.phonetic && applyVariant(item.phonetic, code),
    tips: item.tips.map((tip) => applyVariant(tip, code)),
  });
  const items = (d: Difficulty) => bank[input.category][d].map(localise);
  const excluded = new Set((input.exclude ?? []).map(key));
  const pool = candidates(items, input.difficulty, excluded, count);

  const chosen: BankItem[] = [];
  const fresh = pool.filter((item) => !excluded.has(key(item.text)));
  const remaining = [...(fresh.length ? fresh : pool)];
  while (chosen.length < count && remaining.length) chosen.push(remaining.splice(Math.floor(random() * remaining.length) % remaining.length, 1)[0]);
  for (const item of pool) if (chosen.length < count && !chosen.includes(item)) chosen.push(item);

  const dict = isEnglish ? await loadCmuDictionary() : undefined;
  const exercises = chosen.map((item): PronunciationExercise => {
    const phonetic = item.phonetic ?? (dict ? respellEnglish(dict, item.text, code === "en-GB") : undefined);
    const tips = [...item.tips, CATEGORY_TIP[input.category]].slice(0, 6).map((tip) => clip(tip, 300));
    return { text: clip(item.text, 400), ...(phonetic ? { phonetic: clip(phonetic, 400) } : {}), tips };
  });
  return { exercises };
}
