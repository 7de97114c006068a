// The punctuation models' training text, shared by the training scripts: word classes built
// from the training text (set for the model and written out), and the prepared training and
// tuning docs. Brown's test split and nlp-corpus files 0-4 (the measuring sets) are never read
// here. PUNCT_DATA_CACHE=<file> keeps the prepared docs and classes between experiment runs
// (tagging 1.5 million words takes minutes): a JSON copy of exactly what preparing gives, so
// weights trained from it are the same (the committed perceptron table came out byte-identical).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brownSplit, loadAmi, loadBrown, nlpPassages, NLP_TEST_FILES, NLP_TRAIN_FILES, nlpCorpusSentences, sentenceKeys, textTokens, withoutShared, bareWord, MIN_SHARED_WORDS, type RefDoc } from "./corpora";
import { buildWordClasses } from "./word-classes";
import { devCases } from "@/tests/fixtures/ai/punctuation-dev";
import { devReferences } from "@/tests/fixtures/ai/punctuation-dev2";
import { dev3References } from "@/tests/fixtures/ai/punctuation-dev3";
import { dev4References } from "@/tests/fixtures/ai/punctuation-dev4";
import { prepareDoc, type PreparedDoc } from "./prepare";
import { setWordClasses } from "@/lib/ai/local/punctuation/model";

const DICTATION_REPEATS = Number(process.env.PUNCT_DICTATION_REPEATS ?? 0);
/**
 * PUNCT_SPEECH=1 adds the AMI meetings' training part (transcribed speech, about 790,000 words) to
 * the training docs. The committed models were trained without it (docs/ai.md: "Pretrained word
 * vectors"), so `npm run train:punctuation` without it rebuilds them.
 */
const SPEECH = process.env.PUNCT_SPEECH === "1";

export type TrainingData = { trainDocs: PreparedDoc[]; tuneDocs: PreparedDoc[] };

export function trainingData(): TrainingData {
  const cache = process.env.PUNCT_DATA_CACHE;
  if (cache && existsSync(cache)) {
    const { classes, ...data } = JSON.parse(readFileSync(cache, "utf8")) as TrainingData & { classes: Array<[string, string]> };
    setWordClasses(new Map(classes));
    return data;
  }
  const data = prepareTrainingData();
  if (cache) writeFileSync(cache, JSON.stringify({ ...data, classes: [...currentClasses] }));
  return data;
}

let currentClasses = new Map<string, string>();

/**
 * The text the models learn or are tuned from, before tagging: Brown's training and tuning
 * splits, nlp-corpus files 5-99 (as passages for the models, as sentences for the word classes;
 * minus any entry that shares a sentence with files 0-4), our development dictation and the AMI
 * meetings outside AMI's test partition (minus any sentence a test meeting has). The measuring
 * sets (Brown's test split, nlp-corpus files 0-4, the held-out dictation, AMI's test meetings) are never read here;
 * tests/unit/ai/training-split.test.ts checks that none of their sentences is in this text.
 */
export function trainingTexts() {
  const brown = loadBrown();
  // Compared without case or marks, sentence by sentence: the same lyric line with "!" in one
  // file and "." in another, or a sentence one file has alone and another after a second one.
  const measured = new Set(NLP_TEST_FILES.flatMap((f) => nlpCorpusSentences(f).flatMap(sentenceKeys)));
  // each training file without the measured sentences, worked out once for both uses below
  const nlpKept = NLP_TRAIN_FILES.map((f) => ({ f, sentences: withoutShared(nlpCorpusSentences(f), measured) }));
  const nlpSentences: string[][] = [];
  for (const { sentences } of nlpKept) for (const sentence of sentences) {
    nlpSentences.push(sentence.toLowerCase().split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "")).filter(Boolean));
  }
  return {
    brownTrain: brown.filter((d) => brownSplit(d.id) === "train"),
    brownTune: brown.filter((d) => brownSplit(d.id) === "tune").slice(0, 20),
    nlpSentences,
    nlpTrain: nlpKept.flatMap(({ f, sentences }) => nlpPassages(f, sentences)),
    amiTrain: loadAmi("train", new Set(loadAmi("test").flatMap((d) => sentenceKeysOf(d.tokens)))),
    dictation: [...devCases.map((c) => c.reference), ...devReferences, ...dev3References, ...dev4References].map((r, i) => ({ id: `dev-${i}`, tokens: textTokens(r) })),
  };
}

/** The keys (lower-case bare words) of a document's sentences of six words or more. */
function sentenceKeysOf(tokens: RefDoc["tokens"]): string[] {
  const keys: string[] = [];
  let words: string[] = [];
  for (const t of tokens) {
    const w = bareWord(t.word);
    if (w) words.push(w);
    if (t.mark !== "period" && t.mark !== "question") continue;
    if (words.length >= MIN_SHARED_WORDS) keys.push(words.join(" "));
    words = [];
  }
  return keys;
}

function prepareTrainingData(): TrainingData {
  const started = Date.now();
  const { brownTrain, brownTune, nlpSentences, nlpTrain, amiTrain, dictation } = trainingTexts();
  // Word classes from the training text only: Brown's training split and nlp-corpus files 5-99.
  const seqs = [...brownTrain.map((d) => d.tokens.map((t) => t.word.toLowerCase())), ...nlpSentences];
  const classes = buildWordClasses(seqs);
  setWordClasses(classes);
  currentClasses = classes;
  const classesOut = process.env.PUNCT_CLASSES_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "word-classes.json");
  writeFileSync(classesOut, JSON.stringify({ classes: [...classes].map(([w, c]) => `${w} ${c}`).join("\n") }) + "\n");
  console.log(`word classes: ${classes.size} words (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // Brown input keeps capitals on proper nouns (tag np...) and "I", as a recogniser would.
  const prepBrown = (docs: RefDoc[]) => docs.map((d) => prepareDoc(d, d.tokens.map((t) => t.word === "I" || /^np/.test(t.tag))));
  const prep = (docs: RefDoc[]) => docs.map((d) => prepareDoc(d));
  // Brown's training split plus our development dictation (short spoken sentences), repeated so
  // it weighs about as much as 60,000 words. The held-out dictation and speech sets stay out.
  const dictationDocs = prep(dictation);
  const nlpDocs = prep(nlpTrain);
  const trainDocs = [...prepBrown(brownTrain), ...nlpDocs, ...(SPEECH ? prep(amiTrain) : []), ...Array.from({ length: DICTATION_REPEATS }, () => dictationDocs).flat()];
  const tuneDocs = [...prepBrown(brownTune), ...dictationDocs];
  console.log(`train: ${trainDocs.length} samples, ${trainDocs.reduce((s, d) => s + d.words.length, 0)} words; tune: ${tuneDocs.length} samples (tagged in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { trainDocs, tuneDocs };
}
