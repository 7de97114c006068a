// The phonetic spelling checker (lib/spelling/checker): what a person sees for a sentence, and
// quality floors on the TEST halves of the evaluation sets (never tuned on), a little below the
// figures `npm run eval:ai` printed when they were set (in the comments; hunspell's figures from
// the same run are in docs/spelling.md).
import { loadSpellingChecker, type SpellingChecker } from "@/lib/spelling/checker";
import { figures, ours, paragraphFigures, realWordFigures } from "@/scripts/ai/spelling/eval-spelling";
import { correctText, loadSet, mixedParagraphs } from "@/scripts/ai/spelling/sets";
import { CLAUSE_START, clauseStep } from "@/lib/spelling/checker/word-class";

const LONG = 300_000;
let checker: SpellingChecker;
beforeAll(async () => {
  checker = await loadSpellingChecker();
}, LONG);

const firstSuggestions = (text: string, options = {}) => checker.check(text, options).map((f) => [f.word, f.suggestions[0]]);

describe("checking a sentence", () => {
  it("finds the words spelled by sound and suggests the intended ones first", () => {
    expect(firstSuggestions("I sed it was definatly enuff")).toEqual([
      ["sed", "said"],
      ["definatly", "definitely"],
      ["enuff", "enough"],
    ]);
  });

  it("keeps the writer's capital letters in suggestions", () => {
    expect(firstSuggestions("Becos it rained.")).toEqual([["Becos", "Because"]]);
  });

  it("flags a rare word that sounds like a common one ('wen' for 'when')", () => {
    const [flag] = checker.check("Tell me wen you are ready.");
    expect(flag).toMatchObject({ word: "wen", kind: "sounds-like", suggestions: ["when"] });
  });

  it("flags a real word its neighbours do not want ('took of her coat')", () => {
    const [flag] = checker.check("She took of her coat.");
    expect(flag).toMatchObject({ word: "of", kind: "confusion", suggestions: ["off"] });
    expect(flag.hint).toMatch(/off = not on/);
  });

  it("flags a homophone only where its neighbours want another: a correct paragraph full of 'to', 'there' and 'for' has none", () => {
    const text =
      "I went to the shop to buy some bread for my mum. There were two queues, so I waited there for ten minutes. " +
      "Their bread is the best in town and I know the baker by name. It's too good to miss, and its crust is right. " +
      "We knew where to go, and we were there by four. I'd like to write to them to say thanks; you're welcome to join.";
    expect(checker.check(text)).toEqual([]);
    expect(firstSuggestions("Their going too the shop.")).toEqual([
      ["Their", "They're"],
      ["too", "to"],
    ]);
  });

  it("weighs what the sentence is about where the neighbours cannot tell: a plane lands, a plan does not", () => {
    // the neighbours alone offered "plan" first; the words further on ("pilot", "land") point to "plane"
    expect(firstSuggestions("The pilot said the plain would land in ten minutes.")).toEqual([["plain", "plane"]]);
    expect(checker.check("The pilot said the plane would land in ten minutes.")).toEqual([]);
  });

  it.each([
    ["I need to rite a letter to my aunt.", "rite", "write"],
    ["We walked thru the park after school.", "thru", "through"],
    ["You should of told me sooner.", "of", "have"],
    ["I spent the hole day at home.", "hole", "whole"],
    ["I like to reed books in bed.", "reed", "read"],
  ])("finds a real word written for one that sounds the same: %s", (text, word, meant) => {
    expect(checker.check(text).map((f) => [f.word, f.suggestions[0]])).toEqual([[word, meant]]);
  });

  it("weighs a common word against one a letter moved away, by the classes of its neighbours ('will being' -> begin)", () => {
    expect(checker.check("We will being the meeting at ten.").map((f) => [f.word, f.suggestions[0]])).toEqual([["being", "begin"]]);
    expect(checker.check("Thanks for begin so kind to us.").map((f) => [f.word, f.suggestions[0]])).toEqual([["begin", "being"]]);
    expect(checker.check("The meeting will begin at ten, and being early helps. The county council met in the country.")).toEqual([]);
  });

  it("weighs the clause so far: a clause that has its verb goes on with 'except', a subject with no verb yet takes 'led'", () => {
    // without the clause, the two neighbours alone ("letters ___ one", "sister ___ the") did not decide
    expect(firstSuggestions("He answered all the letters accept one.")).toEqual([["accept", "except"]]);
    expect(firstSuggestions("My sister lead the team to victory last year.")).toEqual([["lead", "led"]]);
    expect(firstSuggestions("They never except help from anyone.")).toEqual([["except", "accept"]]);
    expect(checker.check("He answered all the letters except one. They never accept help. My sister led the team, and she will lead it again.")).toEqual([]);
  });

  it("tells advice (a noun) from advise (a verb)", () => {
    expect(firstSuggestions("Can you give me some advise about the form?")).toEqual([["advise", "advice"]]);
    expect(checker.check("My teacher gave me good advice, and I will advise my brother.")).toEqual([]);
  });

  it("reads no sentence end in a number and leaves words of a hyphenated compound alone", () => {
    expect(checker.check("Prices went from $.75 to $2.30 in a year.")).toEqual([]);
    expect(checker.check("She was off-duty, and the to-and-fro stopped.")).toEqual([]);
    expect(firstSuggestions("We sat in silence; nobody new what to say.")).toEqual([["new", "knew"]]);
  });

  it("leaves a rare real word alone where English has seen it with its neighbours ('the rite of passage')", () => {
    expect(checker.check("He wrote about the rite of passage.")).toEqual([]);
    expect(checker.check("There is a hole in the road by the reed beds.")).toEqual([]);
  });

  it("offers a day, month or place written in lower case with its capital first", () => {
    expect(firstSuggestions("We will meet on friday in january, in london.")).toEqual([
      ["friday", "Friday"],
      ["january", "January"],
      ["london", "London"],
    ]);
    expect(checker.check("see you friday")[0].hint).toMatch(/capital letter/);
  });

  it("offers March, May and August first where the words beside them make them months, and leaves the everyday words alone", () => {
    expect(firstSuggestions("We moved in march, and the rent is due on 3 may. The deck is due friday 14 march.")).toEqual([
      ["march", "March"],
      ["may", "May"],
      ["friday", "Friday"],
      ["march", "March"],
    ]);
    expect(firstSuggestions("By the end of august we will know. It opens march 2027.")).toEqual([
      ["august", "August"],
      ["march", "March"],
    ]);
    expect(checker.check("The band will march in the parade, and you may come in may be the time. We march 10 miles.")).toEqual([]);
  });

  it("accepts British spellings", () => {
    expect(checker.check("My favourite colour is the blue of the harbour; the theatre centre organised a programme for the neighbours.")).toEqual([]);
  });

  it("does not flag names, web addresses, abbreviations or the person's vocabulary", () => {
    expect(checker.check("I met Siobhan and Oisin at NASA, see https://exampel.org/abot or mail tom@exampel.org.")).toEqual([]);
    // a name at the start of a sentence, when the document also writes it inside one
    expect(checker.check("Oisin came. I like Oisin.")).toEqual([]);
    expect(checker.check("Oisin came.").map((f) => f.word)).toEqual(["Oisin"]);
    expect(checker.check("Oisin came.", { vocabulary: ["Oisin"] })).toEqual([]);
    expect(checker.check("the blorft was red", { vocabulary: ["blorft"] })).toEqual([]);
  });

  it("offers the person's own vocabulary as a suggestion", () => {
    const [flag] = checker.check("I work at Glaxxo.", { vocabulary: ["Glaxo"] });
    expect(flag ?? null).toBeNull(); // a capital inside a sentence is a name
    const [lower] = checker.check("i work at glaxxo", { vocabulary: ["Glaxo"] });
    expect(lower.suggestions[0]).toBe("Glaxo");
  });

  it("accepts inflected forms and contractions of known words", () => {
    expect(checker.check("She wouldn't have unpacked the happiest children's boxes.")).toEqual([]);
  });
});

describe("the clause so far", () => {
  const read = (classes: string[]) => classes.reduce(clauseStep, CLAUSE_START);
  it("keeps the last verb of the clause and the last noun after it, and starts again at a conjunction", () => {
    // "everyone came to the party": a pronoun, a past tense, "to", an article, a noun
    expect(read(["PN", "VBD", "TO", "AT", "N"])).toBe("TO+N");
    // "the coach": no verb yet, a singular noun
    expect(read(["AT", "N"])).toBe("-+N");
    // "it's" is a subject and its verb
    expect(read(["SUBJ+BEP"])).toBe("BEP");
    // "we ate, and the dog": the conjunction begins a new clause
    expect(read(["SUBJ", "VBD", "CC", "AT", "N"])).toBe("-+N");
  });
});

describe("quality on the test halves (never tuned on)", () => {
  it(`phonetic misspellings: top-3 at least 0.85 and 20 points above hunspell's 0.570`, () => {
    const f = figures(loadSet("phonetic-test"), ours(checker));
    // measured: top-1 0.877, top-3 0.959 (hunspell 0.398 / 0.570 in the same run)
    expect(f.top3).toBeGreaterThanOrEqual(0.93);
    expect(f.top3).toBeGreaterThanOrEqual(0.57 + 0.2);
    expect(f.top1).toBeGreaterThanOrEqual(0.85);
  }, LONG);

  it("typing slips: no worse than hunspell (top-1 0.831, top-3 0.912)", () => {
    const f = figures(loadSet("typing-test"), ours(checker));
    // measured: top-1 0.831, top-3 0.963
    expect(f.top3).toBeGreaterThanOrEqual(0.912);
    expect(f.top1).toBeGreaterThanOrEqual(0.81);
  }, LONG);

  it("false flags on correct text: at most 1% of words (Brown test split, every third sample)", () => {
    const texts = correctText("test").filter((_, i) => i % 3 === 0);
    let words = 0;
    let flagged = 0;
    for (const t of texts) {
      words += (t.match(/\p{L}{2,}/gu) ?? []).length;
      flagged += checker.check(t).length;
    }
    expect(words).toBeGreaterThan(10_000);
    expect(flagged / words).toBeLessThanOrEqual(0.01);
  }, LONG);

  it("real-word confusions: two thirds found on the test half, few corrected sentences flagged", () => {
    const r = realWordFigures(checker, "test");
    // measured: 0.800 found (28 of 35; 27 before the pretrained vectors' leaning), 0.029 of the corrected sentences flagged (1)
    expect(r.found).toBeGreaterThanOrEqual(0.77);
    expect(r.falseFlagged).toBeLessThanOrEqual(0.1);
  }, LONG);

  it("real-word errors the meaning of the sentence decides (our test half, never tuned on): most found, few corrected sentences flagged", () => {
    const r = realWordFigures(checker, "meaning-test");
    // measured: 0.714 found (30 of 42; 26 before the pretrained vectors' leaning, 21 without the meaning model), 0.024 of the corrected sentences flagged (1; 0 without)
    expect(r.found).toBeGreaterThanOrEqual(0.69);
    expect(r.falseFlagged).toBeLessThanOrEqual(0.05);
  }, LONG);

  it("real-word errors on a public list (Golding and Roth 1999, never tuned on): at least the measured share found, none flagged once corrected", () => {
    const r = realWordFigures(checker, "public");
    // measured: 14 of 20 sentences (0.700, docs/spelling.md; 13 before the clause so far, 11 before the pretrained vectors' leaning): the target of 7 in 10
    expect(r.found).toBeGreaterThanOrEqual(0.7);
    expect(r.falseFlagged).toBe(0);
  }, LONG);

  it("mixed paragraph set: at most 1 false flag per 100 correct words (learner writing, as written and corrected, and edited public prose)", () => {
    const p = paragraphFigures(checker, mixedParagraphs().filter((x) => !x.source.includes("nlp-corpus")));
    // measured: 0.83 per 100 correct words (125 in 15,063, the same with and without the clause so far; 0.79 before the pretrained vectors' leaning, 0.78 before the meaning model); learner 0.32; learner mistakes found 17 of 18
    expect(p.all.words).toBeGreaterThan(10_000);
    expect(p.all.falseFlags / p.all.words).toBeLessThanOrEqual(0.01);
    const learner = p.rows.find((r) => r.source === "learner")!;
    expect(learner.falseFlags / learner.words).toBeLessThanOrEqual(0.006);
    expect(p.corrected / p.mistakes).toBeGreaterThanOrEqual(0.8);
  }, LONG);
});
