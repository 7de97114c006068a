// Quality floors of the local AI engine, on the same sets and scorers as `npm run eval:ai`
// (scripts/ai/eval-ai.ts). Each floor sits a little below the figure measured when it was set
// (in the comment), so a change that makes the engine worse fails here.
import { punctuate } from "@/lib/ai/local/punctuation";
import { amiTestSet, brownTestSet, dictationDevelopment, dictationHeldOut, dictationSet, nlpCorpusSet, punctuatedSpeeches, punctuatedSpeechesHeldOut, quickSubset } from "@/scripts/ai/datasets";
import { fragmentFigures, keptMarkFigures } from "@/scripts/ai/kept-marks";
import { scoreTexts } from "@/scripts/ai/prepare";
import { speechReferences } from "@/tests/fixtures/ai/punctuation-speech";

const LONG = 300_000;

function figures(items: ReturnType<typeof brownTestSet>) {
  return scoreTexts(items.map((it) => ({ ref: it.ref, output: punctuate(it.input) })));
}

// The external sets are checked on a fixed third of their samples (`quickSubset`) to keep this
// test quick; `npm run eval:ai` measures the whole sets and prints the subsets' figures too.
describe("punctuation on external held-out text (never trained or tuned on)", () => {
  it("Brown Corpus test split (every third sample): sentence ends, commas and capitals", () => {
    const s = figures(quickSubset(brownTestSet()));
    expect(s.stop.f1).toBeGreaterThanOrEqual(FLOORS.brown.stop);
    expect(s.comma.f1).toBeGreaterThanOrEqual(FLOORS.brown.comma);
    expect(s.capital.f1).toBeGreaterThanOrEqual(FLOORS.brown.capital);
  }, LONG);

  it("AMI meetings' test partition, transcribed speech (every third speaker's text): sentence ends, commas, questions, sentence-start capitals", () => {
    const s = figures(quickSubset(amiTestSet()));
    expect(s.stop.f1).toBeGreaterThanOrEqual(FLOORS.ami.stop);
    expect(s.comma.f1).toBeGreaterThanOrEqual(FLOORS.ami.comma);
    expect(s.question.f1).toBeGreaterThanOrEqual(FLOORS.ami.question);
    expect(s.sentenceStartCapital).toBeGreaterThanOrEqual(FLOORS.ami.sentenceStartCapital);
  }, LONG);

  it("nlp-corpus sentences (every third passage): sentence ends and commas", () => {
    const s = figures(quickSubset(nlpCorpusSet()));
    expect(s.stop.f1).toBeGreaterThanOrEqual(FLOORS.nlp.stop);
    expect(s.comma.f1).toBeGreaterThanOrEqual(FLOORS.nlp.comma);
  }, LONG);
});

describe("punctuation on our dictation-style set", () => {
  it(`has at least 100 texts, ${speechReferences.length} of them with fillers, run-ons and self-corrections`, () => {
    expect(dictationSet().length).toBeGreaterThanOrEqual(100);
    expect(speechReferences.length).toBeGreaterThanOrEqual(25);
  });

  it("held-out part (never tuned on): sentence ends, commas, question marks and capitals", () => {
    const s = figures(dictationHeldOut());
    expect(s.stop.f1).toBeGreaterThanOrEqual(FLOORS.dictation.stop);
    expect(s.comma.f1).toBeGreaterThanOrEqual(FLOORS.dictation.comma);
    expect(s.question.f1).toBeGreaterThanOrEqual(FLOORS.dictation.question);
    expect(s.capital.f1).toBeGreaterThanOrEqual(FLOORS.dictation.capital);
  }, LONG);

  it("development part (tuned on): sentence ends and commas", () => {
    const s = figures(dictationDevelopment());
    expect(s.stop.f1).toBeGreaterThanOrEqual(FLOORS.development.stop);
    expect(s.comma.f1).toBeGreaterThanOrEqual(FLOORS.development.comma);
  }, LONG);
});

// Do no harm: a writer's punctuation comes back untouched; no sentence the engine ends lacks a verb.
describe("punctuation does no harm", () => {
  it("already-punctuated speeches (public domain, never trained on): sentence-end and comma precision, words given a new mark", () => {
    const k = keptMarkFigures(punctuatedSpeeches());
    expect(k.stop.precision).toBeGreaterThanOrEqual(FLOORS.kept.stopPrecision);
    expect(k.comma.precision).toBeGreaterThanOrEqual(FLOORS.kept.commaPrecision);
    expect(k.newMarks / k.words).toBeLessThanOrEqual(FLOORS.kept.newMarkShare);
  }, LONG);

  it("six more speeches nobody wrote or tuned the rule on (held out): sentence-end and comma precision at least 0.98, at most 1% of words given a new mark", () => {
    const k = keptMarkFigures(punctuatedSpeechesHeldOut());
    expect(k.words).toBeGreaterThan(10_000);
    expect(k.stop.precision).toBeGreaterThanOrEqual(FLOORS.keptHeldOut.stopPrecision);
    expect(k.comma.precision).toBeGreaterThanOrEqual(FLOORS.keptHeldOut.commaPrecision);
    expect(k.newMarks / k.words).toBeLessThanOrEqual(FLOORS.keptHeldOut.newMarkShare);
  }, LONG);

  it("dictation (held-out and development): under 1% of the sentences the engine ends have no finite verb", () => {
    const f = fragmentFigures(dictationSet().map((it) => punctuate(it.input)));
    expect(f.fragments / f.sentences).toBeLessThan(FLOORS.fragmentShare);
  }, LONG);
});

// Measured figures (npm run eval:ai) in the comments; floors about 0.02 to 0.03 below (more
// where a set is small: the held-out dictation has 16 questions). Brown and nlp-corpus: the
// unit test's subsets (every third sample; the whole sets measure 0.571 / 0.384 / 0.696 and
// 0.638 / 0.399). Figures of 2026-11-28 (writer's stretches kept, no fragments).
const FLOORS = {
  brown: { stop: 0.53, comma: 0.37, capital: 0.7 }, // 0.555, 0.387, 0.722
  nlp: { stop: 0.62, comma: 0.37 }, // 0.647, 0.394
  // AMI test meetings, every third speaker's text (21 texts, 26,065 words; the whole partition
  // measures 0.373 / 0.295 / 0.227 / 0.332): meeting talk is mostly verbless replies ("Yeah.",
  // "Mm-hmm."); the engine may end a reply said alone (a minor sentence), but the network, trained
  // on edited text, seldom wants to. Figures of 2026-11-29 (minor sentences allowed).
  ami: { stop: 0.32, comma: 0.25, question: 0.14, sentenceStartCapital: 0.26 }, // 0.347, 0.279, 0.180, 0.291
  dictation: { stop: 0.79, comma: 0.63, question: 0.78, capital: 0.85 }, // 0.812, 0.654, 0.875, 0.877
  development: { stop: 0.85, comma: 0.55 }, // 0.873, 0.576
  // four inaugural addresses: 1.000, 1.000, 0 of 9,086 words
  kept: { stopPrecision: 0.99, commaPrecision: 0.99, newMarkShare: 0.002 },
  // six held-out inaugural addresses (1961-2017): 1.000, 1.000, 0 of 10,229 words; the targets
  keptHeldOut: { stopPrecision: 0.98, commaPrecision: 0.98, newMarkShare: 0.01 },
  // dictation, held-out and development: 1 of 470 sentences (0.21%); the target is under 1%
  fragmentShare: 0.01,
};
