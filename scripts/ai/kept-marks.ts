// "Respect what is there" and "no fragments", measured:
// - on text that is already punctuated, how many marks the engine adds (precision of its sentence
//   ends and commas against the text's own, and the share of words given a mark they did not have);
// - on unpunctuated speech, the share of the sentences the engine ends that have no finite verb,
//   judged by compromise (a second tagger, not the one the engine's rules read).
import nlp from "compromise";
import { punctuate } from "@/lib/ai/local/punctuation";
import { parseText, renderWord } from "@/lib/ai/local/punctuation/tokens";
import { textTokens } from "./corpora";
import type { PunctuatedItem } from "./datasets";
import { scoreTexts, type TextScore } from "./prepare";

export type KeptFigures = TextScore & { words: number; newMarks: number; unchanged: number; texts: number };

const MARK = /[.,;:!?\u2014\u2013-]/g;

/** Marks after each whitespace-separated word (the word's trailing punctuation). */
function trails(text: string): Array<{ word: string; marks: string }> {
  return text.split(/\s+/).filter(Boolean).map((raw) => {
    const core = raw.replace(/[^\p{L}\p{N}]+$/u, "");
    return { word: core.toLowerCase(), marks: (raw.slice(core.length).match(MARK) ?? []).join("") };
  });
}

/** Words whose output carries a mark their input did not have (texts aligned word for word). */
export function newMarkCount(input: string, output: string): number {
  const a = trails(input);
  const b = trails(output);
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; i++, j++) {
    if (a[i].word !== b[j].word) {
      n++; // a changed or dropped word counts as harm too
      if (b[j + 1]?.word === a[i].word) j++;
      else if (a[i + 1]?.word === b[j].word) i++;
      continue;
    }
    if ([...b[j].marks].some((m) => !a[i].marks.includes(m))) n++;
  }
  return n;
}

export function keptMarkFigures(items: PunctuatedItem[], run: (text: string) => string = punctuate): KeptFigures {
  let words = 0;
  let newMarks = 0;
  let unchanged = 0;
  const scored: Array<{ ref: ReturnType<typeof textTokens>; output: string }> = [];
  for (const it of items) {
    const output = run(it.text);
    words += trails(it.text).length;
    newMarks += newMarkCount(it.text, output);
    if (output === it.text) unchanged++;
    scored.push({ ref: textTokens(it.text), output });
  }
  return { ...scoreTexts(scored), words, newMarks, unchanged, texts: items.length };
}

type Term = { normal: string; tags: string[] };

function termsOf(sentence: string): Term[] {
  return (nlp(sentence).terms().json() as Array<{ terms: Term[] }>).map((t) => t.terms[0]);
}

/**
 * A minor sentence by compromise's tags: a reply or exclamation alone ("Yeah.", "Oh, okay.",
 * "Mm-hmm."), every word an expression (a hyphenated word counts when one of its parts is).
 * Counted apart from fragments: speech ends these on purpose.
 */
export function isMinorSentenceText(sentence: string): boolean {
  const terms = termsOf(sentence);
  if (terms.length === 0) return false;
  return terms.every((t, k) => t.tags.includes("Expression") ||
    (t.tags.includes("Hyphenated") && [terms[k - 1], terms[k + 1]].some((n) => n?.tags.includes("Hyphenated") && n.tags.includes("Expression"))));
}

/** Does the sentence carry a finite verb, by compromise's tags? */
export function hasFiniteVerb(sentence: string): boolean {
  const flat = termsOf(sentence);
  return flat.some((t, k) => {
    const tags = new Set(t.tags);
    if (!tags.has("Verb") && !tags.has("Copula") && !tags.has("Modal") && !tags.has("Auxiliary")) return false;
    if (tags.has("Gerund") || flat[k - 1]?.normal === "to") return false;
    return true;
  });
}

/** Sentences of the engine's output (each closed by . ? or !; an abbreviation's full stop closes none). */
export function sentencesOf(output: string): string[] {
  const out: string[] = [];
  for (const lines of parseText(output)) for (const line of lines) {
    let cur: string[] = [];
    for (const w of line.words) {
      cur.push(renderWord(w));
      if (!w.hard) continue;
      out.push(cur.join(" "));
      cur = [];
    }
  }
  return out.filter((s) => /\p{L}/u.test(s));
}

export type FragmentFigures = { sentences: number; fragments: number; minor: number; examples: string[] };

/**
 * Verbless sentences among those the engine ended, over unpunctuated inputs: fragments, and
 * minor sentences (replies and exclamations alone) counted apart.
 */
export function fragmentFigures(outputs: string[]): FragmentFigures {
  let sentences = 0;
  let fragments = 0;
  let minor = 0;
  const examples: string[] = [];
  for (const out of outputs) for (const s of sentencesOf(out)) {
    sentences++;
    if (hasFiniteVerb(s)) continue;
    if (isMinorSentenceText(s)) {
      minor++;
      continue;
    }
    fragments++;
    if (examples.length < 12) examples.push(s);
  }
  return { sentences, fragments, minor, examples };
}
