// Real-word confusions decided by the words around them: for "of" in "turn of the light", how
// often did "turn" come before, and "the" after, "of" and "off" in a few million words of
// English? When another word of the set fits its neighbours far better, the word is flagged.
import { CONFUSION_SETS, confusionSetOf } from "./confusions";
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
// a sentence (or clause) break between two words: the pair is not counted as neighbours
const BREAK_RE = /[.!?;:\n]/;

export function contextModel(data: ContextData, margin = CONTEXT_MARGIN): ContextModel {
  return { ...data, margin };
}

function fit(model: ContextModel, word: string, prev: string, next: string): { score: number; evidence: number } {
  const b = model.before[word]?.[prev] ?? 0;
  const a = model.after[word]?.[next] ?? 0;
  const n = model.unigram[word] ?? 0;
  return { score: Math.log(b + 0.5) + Math.log(a + 0.5) - Math.log(n + 1), evidence: b + a };
}

const escape = (w: string) => w.replace(/'/g, "['\u2019]");
// only the confusable words are matched (a long text has few of them), with their neighbours
// read from the text just before and after
const CONFUSABLE_RE = new RegExp(
  `(?<![\\p{L}'\u2019])(?:${CONFUSION_SETS.flatMap((s) => s.words).sort((a, b) => b.length - a.length).map(escape).join("|")})(?![\\p{L}]|['\u2019]\\p{L})`,
  "giu",
);
const WORD_BEFORE_RE = /(\p{L}+(?:['\u2019]\p{L}+)*)?([^\p{L}]*)$/u;
const WORD_AFTER_RE = /^([^\p{L}]*)(\p{L}+(?:['\u2019]\p{L}+)*)?/u;
const norm = (t: string) => t.toLowerCase().replace(/\u2019/g, "'");

function neighbours(text: string, start: number, end: number): { prev: string; next: string } {
  const before = WORD_BEFORE_RE.exec(text.slice(Math.max(0, start - 40), start));
  const after = WORD_AFTER_RE.exec(text.slice(end, end + 40));
  const prev = before?.[1] && !BREAK_RE.test(before[2]) ? norm(before[1]) : "<s>";
  const next = after?.[2] && !BREAK_RE.test(after[1]) ? norm(after[2]) : "</s>";
  return { prev, next };
}

export function contextFlags(model: ContextModel, text: string): SpellingFlag[] {
  const flags: SpellingFlag[] = [];
  for (const m of text.matchAll(CONFUSABLE_RE)) {
    const written = m[0];
    const word = norm(written);
    const set = confusionSetOf(word);
    if (!set) continue;
    const start = m.index;
    const { prev, next } = neighbours(text, start, start + written.length);
    const own = fit(model, word, prev, next);
    let best: { word: string; score: number } | undefined;
    for (const other of set.words) {
      if (other === word) continue;
      const f = fit(model, other, prev, next);
      if (f.evidence >= MIN_EVIDENCE && f.score - own.score > model.margin && (!best || f.score > best.score)) best = { word: other, score: f.score };
    }
    if (best) flags.push({ start, end: start + written.length, word: written, kind: "confusion", suggestions: [matchCase(written, best.word)], hint: set.hint });
  }
  return flags;
}
