// "Do no harm" scoring for the voice tools: the writer's words and marks, as a careful
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

/** How tokens compare: the same token, and an output token that may be put in at no cost (not a harm). */
export type Compare = {
  same: (ref: string, out: string) => boolean;
  /** An output token that may be put in at no cost. */
  free: (out: string) => boolean;
  /** A reference token that may be left out or rewritten at no cost. */
  optional: (ref: string) => boolean;
};
const EXACT: Compare = { same: (a, b) => a === b, free: () => false, optional: () => false };

/** Smith-Waterman alignment of one sentence's tokens inside the output's tokens. */
function alignSentence(ref: string[], out: string[], cmp: Compare): { lost: number; added: number; from: number; to: number } {
  const [m, n] = [ref.length, out.length];
  const score = Array.from({ length: m + 1 }, () => new Int32Array(n + 1));
  const diagonal = (i: number, j: number) => score[i - 1][j - 1] + (cmp.same(ref[i - 1], out[j - 1]) ? 3 : -2);
  const insert = (j: number) => (cmp.free(out[j - 1]) ? 0 : -2);
  const drop = (i: number) => (cmp.optional(ref[i - 1]) ? 0 : -2);
  let best = { s: 0, i: 0, j: 0 };
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const s = Math.max(0, diagonal(i, j), score[i - 1][j] + drop(i), score[i][j - 1] + insert(j));
      score[i][j] = s;
      if (s > best.s) best = { s, i, j };
    }
  }
  let [i, j, lost, added] = [best.i, best.j, 0, 0];
  const to = j;
  const loses = (k: number) => (cmp.optional(ref[k - 1]) ? 0 : 1);
  for (let k = best.i + 1; k <= m; k++) lost += loses(k); // after the aligned part
  while (i > 0 && j > 0 && score[i][j] > 0) {
    if (score[i][j] === diagonal(i, j)) {
      if (!cmp.same(ref[i - 1], out[j - 1])) {
        lost += loses(i); // a changed token: the reference's is lost, the output's is new
        if (!cmp.free(out[j - 1])) added++;
      }
      i--;
      j--;
    } else if (score[i][j] === score[i - 1][j] + drop(i)) {
      lost += loses(i);
      i--;
    } else {
      if (!cmp.free(out[j - 1])) added++;
      j--;
    }
  }
  for (let k = 1; k <= i; k++) lost += loses(k); // before it
  return { lost, added, from: j, to };
}

const NUMBER = /^(?:\d[\d,.:]*(?:st|nd|rd|th)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|point|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth|pounds?|dollars?|euros?|percent|per|cent|oh)$/i;
const isNumberish = (t: string) => NUMBER.test(t) || /^[£$€%()]$/.test(t);

const isMark = (t: string) => !/[\p{L}\p{N}]/u.test(t);
/**
 * Against the writer's own input: a word may gain a capital (never lose one) and, where the input
 * had no mark, the engine may add one; a mark the writer typed or said must stay.
 */
export const KEEPS_INPUT: Compare = {
  same: (a, b) => a === b || (a.toLowerCase() === b.toLowerCase() && a === a.toLowerCase()) || (a === NUMBER_AND && b.toLowerCase() === "and"),
  // numbers may be written as figures ("eleven thousand two hundred pounds" -> "£11,200")
  free: (t) => isMark(t) || isNumberish(t),
  optional: (t) => t === NUMBER_AND || isNumberish(t),
};

/**
 * The "and" inside a number said in words ("four hundred and eighty pounds"): part of the number,
 * so it goes with it when the number is written as a figure ("£480"). Marked so that only
 * `KEEPS_INPUT` may leave it out; kept as a word, it still matches "and".
 */
const NUMBER_AND = "and\u0000number";
function numbersJoined(ref: string[]): string[] {
  return ref.map((t, i) =>
    t.toLowerCase() === "and" && /^(?:hundred|thousand|million|billion)$/i.test(ref[i - 1] ?? "") && NUMBER.test(ref[i + 1] ?? "") && !/^(?:pounds?|dollars?|euros?|percent|per|cent)$/i.test(ref[i + 1] ?? "")
      ? NUMBER_AND
      : t,
  );
}

/** Harms of each reference sentence in the output, and the reference's token count. */
export function harmOf(reference: string, output: string, cmp: Compare = EXACT): { tokens: number; harms: number; sentences: SentenceHarm[] } {
  const out = tokensOf(output);
  let tokens = 0;
  let harms = 0;
  const sentences: SentenceHarm[] = [];
  for (const sentence of sentencesOf(reference)) {
    const ref = cmp === KEEPS_INPUT ? numbersJoined(tokensOf(sentence)) : tokensOf(sentence);
    const a = alignSentence(ref, out, cmp);
    const lost = a.lost;
    tokens += ref.length;
    harms += lost + a.added;
    if (lost + a.added) sentences.push({ sentence, lost, added: a.added, found: out.slice(a.from, a.to).join(" ") });
  }
  // letter conventions the writer did not write ("Dear Sir or Madam," above "Dear Mr X")
  const conventions = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => /^(?:Dear|Yours|Kind regards|Best regards|Sincerely)\b/i.test(l));
  const said = ` ${tokensOf(reference).filter((t) => !isMark(t)).join(" ").toLowerCase()} `;
  const wasSaid = (line: string) => said.includes(` ${tokensOf(line).filter((t) => !isMark(t)).join(" ").toLowerCase()} `);
  for (const line of conventions(output)) {
    if (wasSaid(line)) continue;
    harms += tokensOf(line).length;
    sentences.push({ sentence: "(added line)", lost: 0, added: tokensOf(line).length, found: line });
  }
  return { tokens, harms, sentences };
}
