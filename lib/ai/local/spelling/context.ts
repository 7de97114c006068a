// Real-word confusions decided by the words around them: for "of" in "turn of the light", how
// often did "turn" come before, and "the" after, "of" and "off" in a few million words of
// English? When another word of the set fits its neighbours far better, the word is flagged.
import { confusionSetOf } from "./confusions";
import type { SpellingFlag } from "./check";
import { matchCase } from "@/lib/text/homophones";

export type ContextData = {
  unigram: Record<string, number>;
  before: Record<string, Record<string, number>>;
  after: Record<string, Record<string, number>>;
};
export type ContextModel = ContextData & { margin: number };

/** How much better (natural log) another word must fit before a real word is flagged. */
export const CONTEXT_MARGIN = 4;
const MIN_EVIDENCE = 3;
const TOKEN_RE = /[\p{L}]+(?:['\u2019][\p{L}]+)*|[.!?;:]+/gu;

export function contextModel(data: ContextData, margin = CONTEXT_MARGIN): ContextModel {
  return { ...data, margin };
}

function fit(model: ContextModel, word: string, prev: string, next: string): { score: number; evidence: number } {
  const b = model.before[word]?.[prev] ?? 0;
  const a = model.after[word]?.[next] ?? 0;
  const n = model.unigram[word] ?? 0;
  return { score: Math.log(b + 0.5) + Math.log(a + 0.5) - Math.log(n + 1), evidence: b + a };
}

export function contextFlags(model: ContextModel, text: string): SpellingFlag[] {
  const tokens = [...text.matchAll(TOKEN_RE)];
  const flags: SpellingFlag[] = [];
  const norm = (t: string) => t.toLowerCase().replace(/\u2019/g, "'");
  for (let i = 0; i < tokens.length; i++) {
    const written = tokens[i][0];
    const word = norm(written);
    const set = confusionSetOf(word);
    if (!set) continue;
    const prevTok = tokens[i - 1]?.[0];
    const nextTok = tokens[i + 1]?.[0];
    const prev = !prevTok || /^[.!?;:]/.test(prevTok) ? "<s>" : norm(prevTok);
    const next = !nextTok || /^[.!?;:]/.test(nextTok) ? "</s>" : norm(nextTok);
    const own = fit(model, word, prev, next);
    let best: { word: string; score: number } | undefined;
    for (const other of set.words) {
      if (other === word) continue;
      const f = fit(model, other, prev, next);
      if (f.evidence >= MIN_EVIDENCE && f.score - own.score > model.margin && (!best || f.score > best.score)) best = { word: other, score: f.score };
    }
    if (best) {
      const start = tokens[i].index;
      flags.push({ start, end: start + written.length, word: written, kind: "confusion", suggestions: [matchCase(written, best.word)], hint: set.hint });
    }
  }
  return flags;
}
