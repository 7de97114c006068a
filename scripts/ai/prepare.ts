// Shared by training and evaluation: reference words -> the model's view (lower case, tagged
// exactly as the engine tags dictation), and precision/recall/F1 per mark.
import { modelCaps, nameSet, tagForRules } from "@/lib/ai/local/punctuation";
import { findSentenceStarts } from "@/lib/ai/local/punctuation/boundaries";
import { toModelWords, type Mark, type ModelWord } from "@/lib/ai/local/punctuation/model";
import { makeWord } from "@/lib/ai/local/punctuation/tokens";
import { textTokens as textTokensOf, type RefDoc } from "./corpora";

export type PreparedDoc = { id: string; words: ModelWord[]; marks: Mark[] };

/**
 * `written`: which words the dictated input capitalises (names and "I"); by default a word with a
 * capital that does not open a sentence.
 */
export function prepareDoc(doc: RefDoc, written?: boolean[]): PreparedDoc {
  const words = doc.tokens.map((t) => makeWord(t.word.toLowerCase()));
  for (const w of words) w.trail = "";
  const names = nameSet();
  tagForRules(words, names);
  const ruleStarts = findSentenceStarts(words, { names });
  const caps = written ?? doc.tokens.map((t, i) => t.word === "I" || (i > 0 && !["period", "question"].includes(doc.tokens[i - 1].mark) && /^\p{Lu}/u.test(t.word)));
  return { id: doc.id, words: toModelWords(words, names, ruleStarts, modelCaps(words, names, caps)), marks: doc.tokens.map((t) => t.mark) };
}

export type PRF = { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number };

export function prf(tp: number, fp: number, fn: number): PRF {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), tp, fp, fn };
}

/**
 * Scores aligned mark sequences (the last word of each text is not scored: the engine always
 * ends a text). "stop" is any sentence end (full stop or question mark, either way round);
 * "question" and "comma" need the exact mark.
 */
export function markScores(pairs: Array<{ gold: Mark[]; got: Mark[] }>): { stop: PRF; comma: PRF; question: PRF } {
  const c = { stop: [0, 0, 0], comma: [0, 0, 0], question: [0, 0, 0] };
  const isStop = (m: Mark) => m === "period" || m === "question";
  for (const { gold, got } of pairs) {
    for (let i = 0; i < gold.length - 1; i++) {
      const g = gold[i];
      const h = got[i];
      count(c.stop, isStop(g), isStop(h));
      count(c.comma, g === "comma", h === "comma");
      count(c.question, g === "question", h === "question");
    }
  }
  return { stop: prf(c.stop[0], c.stop[1], c.stop[2]), comma: prf(c.comma[0], c.comma[1], c.comma[2]), question: prf(c.question[0], c.question[1], c.question[2]) };
}

function count(cell: number[], gold: boolean, got: boolean): void {
  if (gold && got) cell[0]++;
  else if (got) cell[1]++;
  else if (gold) cell[2]++;
}

/**
 * Pairs of indices of equal words. The engine keeps every word in order and only drops fillers,
 * so a greedy walk that re-synchronises within a few words finds the same pairs as a full
 * longest-common-subsequence match, in linear time.
 */
export function alignWords(a: string[], b: string[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  const LOOK = 8;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i++, j++]);
      continue;
    }
    let best: [number, number] | undefined;
    for (let d = 1; d <= LOOK && !best; d++)
      for (let x = 0; x <= d; x++) {
        const y = d - x;
        if (i + x < a.length && j + y < b.length && a[i + x] === b[j + y]) {
          best = [x, y];
          break;
        }
      }
    if (!best) {
      i++;
      j++;
      continue;
    }
    i += best[0];
    j += best[1];
  }
  return pairs;
}

export type TextScore = { stop: PRF; comma: PRF; question: PRF; capital: PRF; sentenceStartCapital: number };

/**
 * Scores engine output against reference tokens: marks after each aligned word (the last word
 * is not scored) and capital first letters (a word the reference capitalises vs the output).
 */
export function scoreTexts(items: Array<{ ref: RefDoc["tokens"]; output: string }>): TextScore {
  const pairs: Array<{ gold: Mark[]; got: Mark[] }> = [];
  const cap = [0, 0, 0];
  // Sentence starts (the reference's first word and each word after its full stop or question
  // mark) that the output also starts with a capital.
  const starts = [0, 0];
  const norm = (w: string) => w.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  for (const { ref, output } of items) {
    const hyp = textTokensOf(output);
    const gold: Mark[] = [];
    const got: Mark[] = [];
    for (const [i, j] of alignWords(ref.map((t) => norm(t.word)), hyp.map((t) => norm(t.word)))) {
      if (i === 0 || ref[i - 1].mark === "period" || ref[i - 1].mark === "question") {
        starts[1]++;
        if (/^\p{Lu}/u.test(hyp[j].word)) starts[0]++;
      }
      if (i === ref.length - 1) continue;
      gold.push(ref[i].mark);
      got.push(hyp[j].mark);
      count(cap, /^\p{Lu}/u.test(ref[i].word), /^\p{Lu}/u.test(hyp[j].word));
    }
    gold.push("none");
    got.push("none");
    pairs.push({ gold, got });
  }
  return { ...markScores(pairs), capital: prf(cap[0], cap[1], cap[2]), sentenceStartCapital: starts[1] ? starts[0] / starts[1] : 0 };
}
