import { generateChallenge, hardness, wordPool } from "@/lib/games/challenges";
import { GAME_IDS } from "@/lib/games/definitions";
import { isAnswerCorrect } from "@/lib/games/answer-check";
import { WORDS, WORD_DATA_SOURCE } from "@/lib/games/words";

// A seeded generator so failures reproduce.
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

describe("shipped word data", () => {
  it("has a few thousand defined words with provenance", () => {
    expect(WORDS.length).toBeGreaterThan(2000);
    expect(WORD_DATA_SOURCE).toMatch(/WordNet/);
    expect(WORD_DATA_SOURCE).toMatch(/SUBTLEX/);
    for (const w of WORDS.slice(0, 50)) {
      expect(w.word).toMatch(/^[a-z]{3,12}$/);
      expect(w.definition.length).toBeGreaterThan(5);
    }
  });
});

describe("challenge generation", () => {
  it.each(GAME_IDS)("%s: a question, a correct answer that passes the check, and hints", (gameId) => {
    const random = seeded(7);
    for (let level = 1; level <= 10; level += 3) {
      const c = generateChallenge(gameId, level, WORDS, random);
      expect(c.question.length).toBeGreaterThan(5);
      expect(c.hints.length).toBeGreaterThan(0);
      expect(isAnswerCorrect(c.correctAnswer, c.correctAnswer, c.acceptedAnswers)).toBe(true);
      if (c.options) {
        expect(c.options).toContain(c.correctAnswer);
        expect(new Set(c.options).size).toBe(c.options.length);
      }
    }
  });

  it("spelling bee speaks the word and never shows it", () => {
    const c = generateChallenge("spelling-bee", 1, WORDS, seeded(1));
    expect(c.speak).toBe(c.correctAnswer);
    expect(c.question).not.toContain(c.correctAnswer);
  });

  it("vocabulary builder offers four options; reading comprehension a passage", () => {
    expect(generateChallenge("vocabulary-builder", 1, WORDS, seeded(2)).options).toHaveLength(4);
    const reading = generateChallenge("reading-comprehension", 1, WORDS, seeded(3));
    expect(reading.passage!.length).toBeGreaterThan(40);
  });

  it("word association accepts several related words", () => {
    const c = generateChallenge("word-association", 2, WORDS, seeded(4));
    expect(c.acceptedAnswers.length).toBeGreaterThanOrEqual(2);
    expect(isAnswerCorrect(c.acceptedAnswers[1], c.correctAnswer, c.acceptedAnswers)).toBe(true);
  });

  it("sentence builder scrambles the sentence's words", () => {
    const c = generateChallenge("sentence-builder", 1, WORDS, seeded(5));
    const shown = c.question.split(": ")[1].split(" / ").sort();
    const words = c.correctAnswer.replace(/[.!?]$/, "").toLowerCase().split(" ").sort();
    expect(shown).toEqual(words);
  });

  it("higher levels draw rarer and longer words", () => {
    const easy = wordPool(WORDS, hardness(1, "beginner"));
    const hard = wordPool(WORDS, hardness(10, "beginner"));
    const rank = (w: { word: string }) => WORDS.findIndex((x) => x.word === w.word);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(hard.map(rank))).toBeGreaterThan(avg(easy.map(rank)) + 1000);
    expect(avg(hard.map((w) => w.word.length))).toBeGreaterThan(avg(easy.map((w) => w.word.length)));
    const longSentence = generateChallenge("sentence-builder", 10, WORDS, seeded(6)).correctAnswer.split(" ").length;
    const shortSentence = generateChallenge("sentence-builder", 1, WORDS, seeded(6)).correctAnswer.split(" ").length;
    expect(longSentence).toBeGreaterThan(shortSentence);
  });
});
