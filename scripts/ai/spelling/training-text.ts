// The text the spelling checker's counts come from (build-lexicon.ts, build-meaning.ts): the Brown
// Corpus train and tune samples (edited English, first) and nlp-corpus files 5-99, as lower-case
// sentences. The Brown test samples (number ending in 0) and nlp-corpus files 0-4 are never read.
import { brownSplit, loadBrown, nlpCorpusSentences, NLP_TRAIN_FILES } from "../corpora";

export const WORD = /^[a-z]+(?:'[a-z]+)?$/;

/** Word counts (all text, and the edited English alone), the sentences, and how many of them, from the first, are edited English. */
export function countText(): { counts: Map<string, number>; edited: Map<string, number>; sentences: string[][]; editedSentences: number } {
  const counts = new Map<string, number>();
  const edited = new Map<string, number>();
  const sentences: string[][] = [];
  const add = (words: string[]) => {
    const lower = words.map((w) => w.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
    for (const w of lower) if (WORD.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    sentences.push(lower);
  };
  for (const doc of loadBrown()) {
    if (brownSplit(doc.id) === "test") continue;
    let sentence: string[] = [];
    for (const t of doc.tokens) {
      sentence.push(t.word);
      const lower = t.word.toLowerCase();
      edited.set(lower, (edited.get(lower) ?? 0) + 1);
      if (t.mark === "period" || t.mark === "question") {
        add(sentence);
        sentence = [];
      }
    }
    if (sentence.length) add(sentence);
  }
  const editedSentences = sentences.length;
  for (const file of NLP_TRAIN_FILES) for (const s of nlpCorpusSentences(file)) add(s.match(/[\p{L}]+(?:['\u2019][\p{L}]+)?/gu) ?? []);
  return { counts, edited, sentences, editedSentences };
}

