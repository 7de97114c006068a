import { isAnswerCorrect, joinSpokenLetters, normalizeAnswer } from "@/lib/games/answer-check";
import { applySession, levelForScore } from "@/lib/games/level-rules";
import { accuracyPercent, EMPTY_SESSION, finalScoreText, isRoundComplete, progressBody, recordAnswer, startNextRound } from "@/lib/games/session";
import { CHALLENGES_PER_ROUND, GAMES, GAME_IDS } from "@/lib/games/definitions";
import { saveProgressSchema } from "@/lib/schemas/games";

describe("answer check", () => {
  it("trims and ignores case; blank is never right", () => {
    expect(isAnswerCorrect("  Garden ", "garden")).toBe(true);
    expect(isAnswerCorrect("gardens", "garden")).toBe(false);
    expect(isAnswerCorrect("   ", "garden")).toBe(false);
  });
  it("accepts any of a set of answers and an optional final full stop", () => {
    expect(isAnswerCorrect("Vacation", "leisure", ["vacation", "outing"])).toBe(true);
    expect(isAnswerCorrect("the cat is  asleep", "The cat is asleep.")).toBe(true);
    expect(normalizeAnswer(" Hello World! ")).toBe("hello world");
  });
  it("joins spoken letters into a word", () => {
    expect(joinSpokenLetters("c a t")).toBe("cat");
    expect(joinSpokenLetters("C-A-T")).toBe("CAT");
    expect(joinSpokenLetters("cat")).toBe("cat");
    expect(joinSpokenLetters("a cat")).toBe("a cat");
  });
});

describe("session scoring", () => {
  it("+10 and streak +1 when right, streak back to 0 when wrong; accuracy is correct over answered", () => {
    let s = recordAnswer(EMPTY_SESSION, true);
    s = recordAnswer(s, true);
    expect(s).toMatchObject({ score: 20, streak: 2, bestStreak: 2, correct: 2, answered: 2 });
    s = recordAnswer(s, false);
    expect(s).toMatchObject({ score: 20, streak: 0, bestStreak: 2, answered: 3 });
    expect(accuracyPercent(s)).toBe(67);
    expect(accuracyPercent(EMPTY_SESSION)).toBe(0);
  });
  it("a round ends after CHALLENGES_PER_ROUND answers; Continue Playing starts another", () => {
    let s = EMPTY_SESSION;
    for (let i = 0; i < CHALLENGES_PER_ROUND; i++) s = recordAnswer(s, i % 2 === 0);
    expect(isRoundComplete(s)).toBe(true);
    expect(isRoundComplete(startNextRound(s))).toBe(false);
    expect(startNextRound(s).answered).toBe(CHALLENGES_PER_ROUND);
  });
  it("the saved body says correct only when more than half were right", () => {
    const half = recordAnswer(recordAnswer(EMPTY_SESSION, true), false);
    expect(progressBody("spelling-bee", half)).toEqual({ gameType: "spelling-bee", score: 10, correct: false, streak: 1 });
    expect(progressBody("spelling-bee", recordAnswer(half, true)).correct).toBe(true);
  });
});

describe("the finish toast", () => {
  it("says the spec's Great job! from a passing score up, and never praises a zero", () => {
    expect(finalScoreText(100)).toBe("Final score: 100% - Great job!");
    expect(finalScoreText(50)).toBe("Final score: 50% - Great job!");
    expect(finalScoreText(49)).toBe("Final score: 49% - Good effort! Keep practising and your score will climb.");
    expect(finalScoreText(0)).toBe("Final score: 0% - That round was a tricky one. Have another go: every try is practice.");
    for (const p of [0, 10, 49]) expect(finalScoreText(p)).not.toContain("Great job");
  });
});

describe("level rules", () => {
  const start = { level: 1, score: 0, streak: 0, bestScore: 0, wordsLearned: 0 };
  it("one level per 200 points, at most 10", () => {
    expect(levelForScore(0)).toBe(1);
    expect(levelForScore(199)).toBe(1);
    expect(levelForScore(200)).toBe(2);
    expect(levelForScore(50_000)).toBe(10);
  });
  it("adds the score, keeps the best score and streak, counts words learned", () => {
    const after = applySession({ ...start, score: 150, bestScore: 90, streak: 7 }, { score: 80, correct: true, streak: 3 });
    expect(after).toEqual({ level: 2, score: 230, bestScore: 90, streak: 7, wordsLearned: 8 });
  });
  it("levels up only after a mostly right session, and never goes down", () => {
    const weak = applySession({ ...start, score: 190 }, { score: 20, correct: false, streak: 1 });
    expect(weak).toMatchObject({ score: 210, level: 1 });
    expect(applySession(weak, { score: 60, correct: true, streak: 6 }).level).toBe(2);
    expect(applySession({ ...start, level: 5 }, { score: 0, correct: false, streak: 0 }).level).toBe(5);
  });
});

describe("progress body validation", () => {
  const ok = { gameType: "spelling-bee", score: 70, correct: true, streak: 5 };
  it("accepts a plausible session", () => {
    expect(saveProgressSchema.safeParse(ok).success).toBe(true);
  });
  it.each([
    ["score above the session maximum", { score: 1010 }],
    ["score not a multiple of 10", { score: 75 }],
    ["negative score", { score: -10 }],
    ["fractional streak", { streak: 1.5 }],
    ["streak longer than right answers", { score: 20, streak: 3 }],
    ["correct with no points", { score: 0, streak: 0, correct: true }],
    ["unknown game", { gameType: "chess" }],
    ["extra field", { level: 10 }],
    ["string score", { score: "70" }],
  ])("refuses %s", (_name, patch) => {
    expect(saveProgressSchema.safeParse({ ...ok, ...patch }).success).toBe(false);
  });
});

describe("definitions", () => {
  it("has the six games with the spec's ids and minutes", () => {
    expect(GAMES.map((g) => [g.id, g.estimatedTime])).toEqual([
      ["spelling-bee", 15],
      ["vocabulary-builder", 20],
      ["pronunciation-practice", 25],
      ["reading-comprehension", 30],
      ["word-association", 18],
      ["sentence-builder", 12],
    ]);
    expect(GAME_IDS).toHaveLength(6);
  });
});
