// TextRank (Mihalcea and Tarau, 2004) for extractive summaries: sentences are nodes, linked by
// how many content words they share (normalised by their lengths), and a sentence ranks high
// when many high-ranking sentences share its words: the ones that carry the talk's main topics.

/** Shared words of two sentences over the log of their lengths (TextRank's similarity). */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size < 2 || b.size < 2) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (Math.log(a.size) + Math.log(b.size));
}

/** PageRank over the similarity graph; one score per sentence (they sum to the sentence count). */
export function textRank(sentences: ReadonlyArray<ReadonlySet<string>>, iterations = 30, damping = 0.85): number[] {
  const n = sentences.length;
  if (n === 0) return [];
  const weights: number[][] = sentences.map(() => new Array<number>(n).fill(0));
  const out = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const w = similarity(sentences[i], sentences[j]);
      weights[i][j] = w;
      weights[j][i] = w;
      out[i] += w;
      out[j] += w;
    }
  let score = new Array<number>(n).fill(1);
  for (let it = 0; it < iterations; it++) {
    const next = new Array<number>(n).fill(1 - damping);
    for (let j = 0; j < n; j++) {
      if (out[j] === 0) continue;
      const share = (damping * score[j]) / out[j];
      const row = weights[j];
      for (let i = 0; i < n; i++) if (row[i] > 0) next[i] += share * row[i];
    }
    score = next;
  }
  return score;
}
