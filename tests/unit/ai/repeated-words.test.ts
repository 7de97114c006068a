// "Never lose a word": Fix Punctuation and Enhance Doc (the local engine) may add punctuation and
// capitals, but every word the user said stays, as many times as they said it. Compared as
// multisets (a set would not notice "the report, the report" losing one "report").
import fc from "fast-check";
import { punctuate } from "@/lib/ai/local/punctuation";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { wordMultiset } from "@/tests/support/word-multiset";

// Plain words no rule rewrites (no fillers, contractions, misspellings or wordy phrases).
const VOCABULARY = ("report river garden window paper music table morning sarah friday seven blue green " +
  "team plan letter school water money coffee train ticket doctor london house cat dog book road").split(" ");
const LINKS = "and the a with for to of in on".split(" ");

// Dictation-like text with words repeated across a sentence (never the same word twice in a row:
// "the the" is a stutter the engine is meant to fix).
const dictation = fc
  .array(fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...LINKS)), { minLength: 3, maxLength: 40 })
  .chain((pairs) => fc.constantFrom(...pairs.map(([w]) => w)).map((again) => ({ pairs, again })))
  .map(({ pairs, again }) => [...pairs.flatMap(([w, link]) => [w, link]), again, "and", again].join(" "));

const runs = { numRuns: 150, seed: 15 };

describe("no repeated word is dropped", () => {
  it("by Fix Punctuation (local engine)", () => {
    fc.assert(
      fc.property(dictation, (text) => {
        expect(wordMultiset(punctuate(text))).toEqual(wordMultiset(text));
      }),
      runs,
    );
  });

  it("by Enhance Doc (local engine)", () => {
    fc.assert(
      fc.property(dictation, (text) => {
        expect(wordMultiset(enhanceDocument(text))).toEqual(wordMultiset(text));
      }),
      runs,
    );
  });

  it("counts repeats: losing one of two 'report's is noticed", () => {
    expect(wordMultiset("the report and the report")).not.toEqual(wordMultiset("the report and the"));
    expect(new Set(wordMultiset("the report and the report").keys())).toEqual(new Set(wordMultiset("the report and the").keys()));
  });
});
