// "Do no harm" scoring for the voice tools (issue 43): the writer's words and marks, as a careful
// typist would write them (the reference), must come back unchanged. Each sentence of the
// reference is found in the output by local alignment (so a tool may reorder sentences, number
// them or put headings between them), and a harm is a word or mark of the reference lost or
// changed (a capital counts) or a word or mark put inside the sentence that was not there.
const TOKEN = /[\p{L}\p{N}]+(?:['’.\-/][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export const tokensOf = (text: string): string[] => (text.match(TOKEN) ?? []).map((t) => t.replace(/’/g, "'"));

/** The reference's sentences: split after . ? ! and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.?!]["')\]]?)\s+(?=["'(\[]?\p{Lu})/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type SentenceHarm = { sentence: string; lost: number; added: number; found: string };

/** Smith-Waterman alignment of one sentence's tokens inside the output's tokens. */
function alignSentence(ref: string[], out: string[]): { matched: number; added: number; from: number; to: number } {
  const [m, n] = [ref.length, out.length];
  const score = Array.from({ length: m + 1 }, () => new Int32Array(n + 1));
  let best = { s: 0, i: 0, j: 0 };
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const diag = score[i - 1][j - 1] + (ref[i - 1] === out[j - 1] ? 3 : -2);
      const s = Math.max(0, diag, score[i - 1][j] - 2, score[i][j - 1] - 2);
      score[i][j] = s;
      if (s > best.s) best = { s, i, j };
    }
  }
  let [i, j, matched, added] = [best.i, best.j, 0, 0];
  const to = j;
  while (i > 0 && j > 0 && score[i][j] > 0) {
    if (score[i][j] === score[i - 1][j - 1] + (ref[i - 1] === out[j - 1] ? 3 : -2)) {
      if (ref[i - 1] === out[j - 1]) matched++;
      else added++; // a changed token: the reference's is lost (counted below), the output's is new
      i--;
      j--;
    } else if (score[i][j] === score[i - 1][j] - 2) i--;
    else {
      added++;
      j--;
    }
  }
  return { matched, added, from: j, to };
}

/** Harms of each reference sentence in the output, and the reference's token count. */
export function harmOf(reference: string, output: string): { tokens: number; harms: number; sentences: SentenceHarm[] } {
  const out = tokensOf(output);
  let tokens = 0;
  let harms = 0;
  const sentences: SentenceHarm[] = [];
  for (const sentence of sentencesOf(reference)) {
    const ref = tokensOf(sentence);
    const a = alignSentence(ref, out);
    const lost = ref.length - a.matched;
    tokens += ref.length;
    harms += lost + a.added;
    if (lost + a.added) sentences.push({ sentence, lost, added: a.added, found: out.slice(a.from, a.to).join(" ") });
  }
  // letter conventions the writer did not write ("Dear Sir or Madam," above "Dear Mr X")
  const conventions = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => /^(?:Dear|Yours|Kind regards|Best regards|Sincerely)\b/i.test(l));
  const written = new Set(conventions(reference));
  for (const line of conventions(output)) {
    if (written.has(line)) continue;
    harms += tokensOf(line).length;
    sentences.push({ sentence: "(added line)", lost: 0, added: tokensOf(line).length, found: line });
  }
  return { tokens, harms, sentences };
}
