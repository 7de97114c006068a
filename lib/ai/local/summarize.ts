// Extractive summaries and key phrases: sentences are scored by how many of the text's
// frequent content words they carry, plus cue phrases a speaker uses for important points;
// a diversity pass stops near-duplicates from filling the summary.
import { contentStems, splitSentences, wordTokens, isContentWord, stem, countWords } from "@/lib/ai/local/text";

const CUE_POSITIVE = /\b(?:important|key|main|remember|essential|crucial|in summary|to sum up|in conclusion|the point|means|is called|are called|defined as|refers to|the difference|we (?:agreed|decided)|decision|because|therefore|so that|result)\b/i;
const CUE_NEGATIVE = /\b(?:good morning|thank you for listening|see you|handout|let us begin|let's begin|any questions|that is all for today|that's all for today|make sure you have|page \d+)\b/i;

export type ScoredSentence = { index: number; text: string; score: number; stems: Set<string> };

export function stemFrequencies(sentences: string[]): Map<string, number> {
  const freq = new Map<string, number>();
  for (const s of sentences) for (const st of contentStems(s)) freq.set(st, (freq.get(st) ?? 0) + 1);
  return freq;
}

export function scoreSentences(sentences: string[]): ScoredSentence[] {
  const freq = stemFrequencies(sentences);
  const n = sentences.length;
  return sentences.map((text, index) => {
    const stems = new Set(contentStems(text));
    let score = 0;
    for (const st of stems) score += Math.log(1 + (freq.get(st) ?? 0));
    const words = Math.max(4, countWords(text));
    score /= Math.sqrt(words);
    if (CUE_POSITIVE.test(text)) score *= 1.35;
    if (CUE_NEGATIVE.test(text)) score *= 0.35;
    if (/\?$/.test(text)) score *= 0.6;
    if (words < 6) score *= 0.5;
    if (words > 45) score *= 0.8;
    // Openings and closings of a talk carry its outline.
    if (n > 6 && (index < n * 0.1 || index > n * 0.9)) score *= 1.1;
    return { index, text, score, stems };
  });
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / Math.min(a.size, b.size);
}

/** The `count` most informative, mutually different sentences, in their original order. */
export function topSentences(sentences: string[], count: number, exclude: Set<number> = new Set()): ScoredSentence[] {
  const scored = scoreSentences(sentences).filter((s) => !exclude.has(s.index));
  const chosen: ScoredSentence[] = [];
  const pool = [...scored].sort((a, b) => b.score - a.score);
  while (chosen.length < count && pool.length) {
    let bestIdx = 0;
    let best = -Infinity;
    for (let i = 0; i < pool.length; i++) {
      const redundancy = chosen.reduce((m, c) => Math.max(m, overlap(pool[i].stems, c.stems)), 0);
      const value = pool[i].score * (1 - 0.7 * redundancy);
      if (value > best) {
        best = value;
        bestIdx = i;
      }
    }
    chosen.push(pool.splice(bestIdx, 1)[0]);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

export function summarize(text: string, count: number): string[] {
  return topSentences(splitSentences(text), count).map((s) => s.text);
}

/** Frequent content words and two-word phrases, most important first. */
export function keyPhrases(text: string, limit = 10): Array<{ phrase: string; count: number }> {
  const tokens = wordTokens(text);
  const counts = new Map<string, { phrase: string; count: number }>();
  const add = (key: string, phrase: string, weight = 1) => {
    const entry = counts.get(key) ?? { phrase, count: 0 };
    entry.count += weight;
    counts.set(key, entry);
  };
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    if (!isContentWord(a)) continue;
    add(stem(a), a);
    const b = tokens[i + 1];
    if (b && isContentWord(b)) add(`${stem(a)} ${stem(b)}`, `${a} ${b}`, 1);
  }
  const list = [...counts.values()].filter((e) => e.count >= 2);
  // A two-word phrase that appears as often as its words replaces them.
  const phrases = list.filter((e) => e.phrase.includes(" "));
  const singles = list.filter((e) => !e.phrase.includes(" ") && !phrases.some((p) => p.count >= e.count * 0.6 && p.phrase.split(" ").includes(e.phrase)));
  const weight = (e: { phrase: string; count: number }) => e.count * (e.phrase.includes(" ") ? 1.5 : 1);
  return [...phrases, ...singles].sort((x, y) => weight(y) - weight(x)).slice(0, limit);
}
