import { generateChallenge } from "@/lib/games/challenges";
import { pickFresh } from "@/lib/games/fresh-pick";
import { GAME_IDS } from "@/lib/games/definitions";
import { PASSAGES } from "@/lib/games/data/passages";
import { SENTENCES } from "@/lib/games/data/sentences";
import { WORDS } from "@/lib/games/words";
import { challengeQuerySchema } from "@/lib/schemas/games";
import { askedQuery, MAX_ASKED } from "@/lib/games/asked-query";

/** The correct answers of a session of `count` challenges, each request sending the earlier answers. */
function playSession(gameId: (typeof GAME_IDS)[number], count: number, level = 1): string[] {
  const asked: string[] = [];
  for (let i = 0; i < count; i++) asked.push(generateChallenge(gameId, level, WORDS, Math.random, asked).correctAnswer);
  return asked;
}

describe("pickFresh", () => {
  const id = (s: string) => s;
  it("never picks an item already asked while others are left", () => {
    for (let i = 0; i < 50; i++) expect(pickFresh(["a", "b", "c"], id, ["a", "c"], Math.random)).toBe("b");
  });

  it("once the pool is used up, picks the least asked and never the one just asked", () => {
    for (let i = 0; i < 50; i++) {
      expect(pickFresh(["a", "b", "c"], id, ["a", "b", "c"], Math.random)).not.toBe("c");
      expect(pickFresh(["a", "b", "c"], id, ["a", "b", "c", "a", "b"], Math.random)).toBe("c");
    }
  });

  it("repeats only when there is a single item", () => {
    expect(pickFresh(["a"], id, ["a"], Math.random)).toBe("a");
  });
});

describe("a game session does not repeat itself", () => {
  it("Reading Comprehension: all the level's passages before any comes back, never one twice in a row", () => {
    const pool = PASSAGES[0].length;
    for (let run = 0; run < 20; run++) {
      const answers = playSession("reading-comprehension", 10);
      for (let i = 0; i + pool <= answers.length; i += pool) expect(new Set(answers.slice(i, i + pool)).size).toBe(pool);
      answers.slice(1).forEach((a, i) => expect(a).not.toBe(answers[i]));
    }
  });

  it("Sentence Builder: 10 different sentences in a 10-question round", () => {
    for (let run = 0; run < 20; run++) {
      const answers = playSession("sentence-builder", 10);
      expect(new Set(answers).size).toBe(Math.min(10, SENTENCES[0].length));
    }
  });

  // Reading Comprehension has 4 passages a level: covered above.
  it.each(GAME_IDS.filter((g) => g !== "reading-comprehension"))("%s: no repeats in a round of 10", (gameId) => {
    expect(new Set(playSession(gameId, 10, 4)).size).toBe(10);
  });
});

describe("the asked list in the challenge request", () => {
  it("round-trips the latest answers, sentences included", () => {
    const answers = ["The cat is asleep.", "orange juice", "ducks"];
    expect(challengeQuerySchema.parse({ asked: askedQuery(answers) }).asked).toEqual(answers);
    expect(challengeQuerySchema.parse({}).asked).toEqual([]);
  });

  it("keeps only the latest answers, and the schema refuses more or too long ones", () => {
    const many = Array.from({ length: MAX_ASKED + 10 }, (_, i) => `word${i}`);
    const parsed = challengeQuerySchema.parse({ asked: askedQuery(many) }).asked;
    expect(parsed).toHaveLength(MAX_ASKED);
    expect(parsed.at(-1)).toBe(`word${MAX_ASKED + 9}`);
    expect(challengeQuerySchema.safeParse({ asked: many.join("\n") }).success).toBe(false);
    expect(challengeQuerySchema.safeParse({ asked: "x".repeat(201) }).success).toBe(false);
    expect(challengeQuerySchema.safeParse({ other: "1" }).success).toBe(false);
  });
});
