// Spelling figures for `npm run eval:ai`: top-1 and top-3 suggestions on the phonetic and
// typing sets, for our checker and for hunspell (nspell + dictionary-en) in the same run, the
// false-flag rate on correct text, and real-word confusions found by context.
import { loadSpellingChecker, type SpellingChecker } from "@/lib/ai/local/spelling";
import { contextFlags } from "@/lib/ai/local/spelling/context";
import { loadHunspell, type Hunspell } from "./baseline";
import { correctText, loadRealWord, loadSet, type SetName, type SpellingItem } from "./sets";

export type Figures = { items: number; flagged: number; top1: number; top3: number };
export type Checker = { name: string; flagged(word: string): boolean; suggest(word: string): string[] };

export function ours(checker: SpellingChecker): Checker {
  return {
    name: "SayWrite (sound + spelling)",
    flagged: (w) => !checker.isKnown(w) || checker.soundsLike(w) !== undefined,
    suggest: (w) => (checker.isKnown(w) ? [checker.soundsLike(w)!] : checker.suggestionsFor(w)),
  };
}

export function hunspellChecker(h: Hunspell): Checker {
  return { name: "hunspell (nspell + dictionary-en)", flagged: (w) => !h.correct(w), suggest: (w) => h.suggest(w) };
}

/** A hit: the word is flagged and the intended word is among the first k suggestions. */
export function figures(items: SpellingItem[], c: Checker): Figures {
  let flagged = 0;
  let top1 = 0;
  let top3 = 0;
  for (const it of items) {
    if (!c.flagged(it.misspelling)) continue;
    flagged++;
    const s = c.suggest(it.misspelling).map((w) => w.toLowerCase());
    if (s[0] === it.intended) top1++;
    if (s.slice(0, 3).includes(it.intended)) top3++;
  }
  const n = items.length;
  return { items: n, flagged: flagged / n, top1: top1 / n, top3: top3 / n };
}

const WORD_RE = /[\p{L}]+(?:['\u2019][\p{L}]+)*/gu;

/** Words of correct text each checker flags, with one rule for names for both: a capital inside a sentence is a name. */
export function falseFlags(texts: string[], checker: SpellingChecker, h: Hunspell): { words: number; ours: number; hunspell: number; oursWords: string[] } {
  let words = 0;
  let oursCount = 0;
  let hunspellCount = 0;
  const oursWords: string[] = [];
  for (const text of texts) {
    const flaggedAt = new Map(checker.check(text).map((f) => [f.start, f.word]));
    for (const m of text.matchAll(WORD_RE)) {
      if (m[0].length < 2) continue;
      words++;
      const start = m.index;
      const midSentenceCapital = /^\p{Lu}/u.test(m[0]) && start > 0 && !/[.!?]\s*$/.test(text.slice(Math.max(0, start - 3), start));
      if (flaggedAt.has(start)) {
        oursCount++;
        oursWords.push(m[0]);
      }
      if (!midSentenceCapital && !(m[0] === m[0].toUpperCase()) && !h.correct(m[0].replace(/\u2019/g, "'"))) hunspellCount++;
    }
  }
  return { words, ours: oursCount, hunspell: hunspellCount, oursWords };
}

/** Real-word confusions: found (flagged with the intended word) and flagged in the corrected sentences. */
export function realWordFigures(checker: SpellingChecker, which: "dev" | "test") {
  const items = loadRealWord(which);
  let found = 0;
  let falseFlagged = 0;
  for (const it of items) {
    const flags = contextFlags(checker.model!, it.written);
    if (flags.some((f) => f.start === it.start && f.suggestions[0].toLowerCase() === it.intended.toLowerCase())) found++;
    if (contextFlags(checker.model!, it.correct).length > 0) falseFlagged++;
  }
  return { sentences: items.length, found: found / items.length, falseFlagged: falseFlagged / items.length };
}

const pct = (x: number) => x.toFixed(3);

export async function evaluateSpelling(row: (cells: string[]) => void) {
  const [checker, h] = await Promise.all([loadSpellingChecker(), loadHunspell()]);
  const checkers = [ours(checker), hunspellChecker(h)];
  console.log("\n## Spelling: suggestions (a hit: flagged, and the intended word among the first 1 or 3)\n");
  row(["set", "items", "checker", "flagged", "top-1", "top-3"]);
  row(["---", "---", "---", "---", "---", "---"]);
  const sets: Array<[SetName, string]> = [
    ["phonetic-test", "phonetic misspellings, test half (never tuned on)"],
    ["phonetic-dev", "phonetic misspellings, development half (tuned on)"],
    ["typing-test", "typing slips, test half (never tuned on)"],
    ["typing-dev", "typing slips, development half (tuned on)"],
  ];
  for (const [set, label] of sets) {
    const items = loadSet(set);
    for (const c of checkers) {
      const f = figures(items, c);
      row([label, String(f.items), c.name, pct(f.flagged), pct(f.top1), pct(f.top3)]);
    }
  }
  console.log("\n## Spelling: false flags on correct text (Brown Corpus; a capital inside a sentence counts as a name for both)\n");
  row(["text", "words", "checker", "flagged", "rate"]);
  row(["---", "---", "---", "---", "---"]);
  for (const split of ["test", "tune"] as const) {
    const f = falseFlags(correctText(split), checker, h);
    const label = split === "test" ? "Brown test split (never tuned on)" : "Brown tune split (thresholds set here)";
    row([label, String(f.words), checkers[0].name, String(f.ours), pct(f.ours / f.words)]);
    row([label, String(f.words), checkers[1].name, String(f.hunspell), pct(f.hunspell / f.words)]);
  }
  console.log("\n## Spelling: real-word confusions by context (hunspell has none)\n");
  row(["sentences", "count", "found", "flagged when correct"]);
  row(["---", "---", "---", "---"]);
  for (const which of ["test", "dev"] as const) {
    const r = realWordFigures(checker, which);
    row([which === "test" ? "test half (never tuned on)" : "development half (tuned on)", String(r.sentences), pct(r.found), pct(r.falseFlagged)]);
  }
}
