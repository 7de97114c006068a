// The punctuation models never learn from the text they are measured on: no sentence of the
// measuring sets (Brown's test split, nlp-corpus files 0-4, AMI's test meetings, our held-out dictation) occurs in
// the text training or tuning reads (scripts/ai/training-data.ts), compared word for word in
// lower case without marks. Short sentences ("He nodded.") may repeat in any English text, so
// only sentences of six words or more count.
import { bareWord, MIN_SHARED_WORDS as MIN_WORDS, textTokens, type RefToken } from "@/scripts/ai/corpora";
import { amiTestSet, brownTestSet, dictationHeldOut, nlpCorpusSet, punctuatedSpeeches, punctuatedSpeechesHeldOut } from "@/scripts/ai/datasets";
import { trainingTexts } from "@/scripts/ai/training-data";

/** Closing lines any dictated email may have: in both our development and held-out dictation. */
const STOCK = new Set(["let me know if you need anything else"]);

/** The sentences of a text (split after full stops and question marks), as lower-case words. */
function sentencesOf(tokens: RefToken[]): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  for (const t of tokens) {
    const w = bareWord(t.word);
    if (w) cur.push(w);
    if (t.mark === "period" || t.mark === "question") {
      out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The training sentences of six words or more, as keys: built once per training text, not per check. */
const keysOf = new WeakMap<string[][], Set<string>>();
function trainingKeys(training: string[][]): Set<string> {
  let keys = keysOf.get(training);
  if (!keys) keysOf.set(training, (keys = new Set(training.filter((s) => s.length >= MIN_WORDS).map((s) => s.join(" ")))));
  return keys;
}

/** Sentences of the measured texts (six words or more) that also occur in the training text. */
function shared(measured: RefToken[][], training: string[][]): string[] {
  const seen = trainingKeys(training);
  return measured.flatMap(sentencesOf).filter((s) => s.length >= MIN_WORDS).map((s) => s.join(" ")).filter((s) => seen.has(s) && !STOCK.has(s));
}

const LONG = 120_000;

describe("training text and measuring sets", () => {
  let training: string[][] = [];
  // read once (it is the same text every time it is read): the sentence checks and the AMI check share it
  let t: ReturnType<typeof trainingTexts>;

  beforeAll(() => {
    t = trainingTexts();
    training = [...[...t.brownTrain, ...t.brownTune, ...t.nlpTrain, ...t.amiTrain, ...t.dictation].flatMap((d) => sentencesOf(d.tokens)), ...t.nlpSentences.map((s) => s.map(bareWord).filter(Boolean))];
  }, LONG);

  it("finds a measured sentence that was put into the training text (the check can fail)", () => {
    const item = brownTestSet()[0];
    const planted = sentencesOf(item.ref).find((s) => s.length >= MIN_WORDS)!;
    expect(shared([item.ref], [...training, planted])).toEqual([planted.join(" ")]);
  }, LONG);

  it("no sentence of Brown's test split is in the training text", () => {
    expect(shared(brownTestSet().map((it) => it.ref), training)).toEqual([]);
  }, LONG);

  it("no sentence of nlp-corpus files 0-4 (the measured passages) is in the training text", () => {
    expect(shared(nlpCorpusSet().map((it) => it.ref), training)).toEqual([]);
  }, LONG);

  it("no sentence of the already-punctuated speeches is in the training text", () => {
    expect(shared([...punctuatedSpeeches(), ...punctuatedSpeechesHeldOut()].map((it) => textTokens(it.text)), training)).toEqual([]);
  }, LONG);

  it("training reads transcribed speech: the AMI meetings outside the test partition, whole meetings only", () => {
    const meetings = (ids: string[]) => new Set(ids.map((id) => id.split("-")[1].slice(0, 6)));
    const trained = meetings(t.amiTrain.map((d) => d.id));
    expect(trained.size).toBeGreaterThan(30);
    expect([...meetings(amiTestSet().map((it) => it.id))].filter((m) => trained.has(m))).toEqual([]);
  }, LONG);

  it("no sentence of the AMI test meetings (transcribed speech) is in the training text", () => {
    expect(shared(amiTestSet().map((it) => it.ref), training)).toEqual([]);
  }, LONG);

  it("no sentence of the held-out dictation is in the training or tuning text", () => {
    expect(shared(dictationHeldOut().map((it) => it.ref), training)).toEqual([]);
  }, LONG);
});
