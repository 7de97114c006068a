// The spelling evaluation sets (tests/fixtures/ai/spelling, written once by build-eval-sets.ts
// and split into development and test halves before any tuning) and the correct text the
// false-flag rate is measured on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brownSplit, loadBrown, nlpCorpusSentences, NLP_TEST_FILES, type RefDoc } from "../corpora";

export type SpellingItem = { misspelling: string; intended: string; pattern: string; source: string };
export type SetName = "phonetic-dev" | "phonetic-test" | "typing-dev" | "typing-test";

export const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "ai", "spelling");

export function loadSet(name: SetName): SpellingItem[] {
  return readFileSync(path.join(FIXTURES, `${name}.tsv`), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [misspelling, intended, pattern, source] = line.split("\t");
      return { misspelling, intended, pattern, source };
    });
}

/** Brown samples as running text with the sentence marks put back ("word word, word."). */
function brownText(doc: RefDoc): string {
  return doc.tokens.map((t) => t.word + (t.mark === "period" ? "." : t.mark === "question" ? "?" : t.mark === "comma" ? "," : "")).join(" ");
}

/**
 * Correct edited English for the false-flag rate: the Brown Corpus test split (samples whose
 * number ends in 0, about 100,000 words), never used for tuning or for the word frequencies;
 * the tuning split (ending in 5) is where the flagging thresholds were set.
 */
export function correctText(split: "test" | "tune"): string[] {
  return loadBrown()
    .filter((d) => brownSplit(d.id) === split)
    .map(brownText);
}

export type RealWordItem = { written: string; correct: string; start: number; intended: string };
/**
 * dev, test: the hand-made confusion sets' sentences; alike-dev: words written for one that
 * sounds the same (margins set here); slot-dev: errors the class of the slot decides (the slot
 * model's weight set here); meaning-dev, meaning-test: errors the meaning of the sentence decides
 * (the meaning model's weight set on the development half); clause-dev: errors the clause so far
 * decides (the clause model's weight set here); public: ten confusion sets of a published list,
 * never tuned on.
 */
export type RealWordSet = "dev" | "test" | "alike-dev" | "slot-dev" | "meaning-dev" | "meaning-test" | "clause-dev" | "public";

const lines = (file: string) =>
  readFileSync(path.join(FIXTURES, file), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));

/** "Turn [of|off] the light." -> the sentence as written, as meant, and where the word is. */
export function loadRealWord(which: RealWordSet): RealWordItem[] {
  return lines(`realword-${which}.txt`).map((line) => {
    const m = /\[([^|\]]+)\|([^\]]+)\]/.exec(line)!;
    return { written: line.replace(m[0], m[1]), correct: line.replace(m[0], m[2]), start: m.index, intended: m[2] };
  });
}

/** A paragraph as written, with where each marked mistake is and the word meant there. */
export type Paragraph = { text: string; source: ParagraphSource; mistakes: Array<{ start: number; end: number; intended: string }> };
export type ParagraphSource = "learner" | "learner, corrected" | "public: Brown test split" | "public: nlp-corpus (web, chat, SMS; not all correct)";

/** "I [no|know] the way" -> the text as written, each mistake's place; or as meant, with none. */
function marked(line: string, corrected: boolean): Paragraph {
  const mistakes: Paragraph["mistakes"] = [];
  let text = "";
  let last = 0;
  for (const m of line.matchAll(/\[([^|\]]+)\|([^\]]+)\]/g)) {
    text += line.slice(last, m.index);
    const shown = corrected ? m[2] : m[1];
    if (!corrected) mistakes.push({ start: text.length, end: text.length + shown.length, intended: m[2] });
    text += shown;
    last = m.index + m[0].length;
  }
  text += line.slice(last);
  return { text, source: corrected ? "learner, corrected" : "learner", mistakes };
}

/** Running text cut into paragraphs of about 100 words, at sentence ends. */
function paragraphsOf(sentences: string[], source: ParagraphSource, words: number): Paragraph[] {
  const out: Paragraph[] = [];
  let paragraph: string[] = [];
  let total = 0;
  for (const sentence of sentences) {
    if (total >= words) break;
    paragraph.push(sentence.trim());
    total += sentence.split(/\s+/).length;
    if (paragraph.join(" ").split(/\s+/).length >= 100) {
      out.push({ text: paragraph.join(" "), source, mistakes: [] });
      paragraph = [];
    }
  }
  if (paragraph.length) out.push({ text: paragraph.join(" "), source, mistakes: [] });
  return out;
}

/**
 * The mixed paragraph set for the false-flag rate: learner writing (ours, as written and as
 * corrected), edited public prose never counted for the checker's data (the Brown Corpus test
 * split, MIT), and, apart, public web text never counted either (nlp-corpus files 0-4, MIT: news,
 * reviews, UN documents, but also SMS chat whose "ur", "gudnit" and "completly" are real
 * misspellings, so its flags are not all false).
 */
export function mixedParagraphs(publicWords = 12_000): Paragraph[] {
  const learner = lines("paragraphs-learner.txt");
  const perFile = Math.ceil(publicWords / NLP_TEST_FILES.length);
  return [
    ...learner.map((l) => marked(l, false)),
    ...learner.map((l) => marked(l, true)),
    // the start of every test sample, for every kind of text the corpus has (news to fiction)
    ...correctText("test").flatMap((t, _, all) => paragraphsOf(t.split(/(?<=[.?])\s+/), "public: Brown test split", publicWords / all.length)),
    ...NLP_TEST_FILES.flatMap((file) => paragraphsOf(nlpCorpusSentences(file), "public: nlp-corpus (web, chat, SMS; not all correct)", perFile)),
  ];
}
