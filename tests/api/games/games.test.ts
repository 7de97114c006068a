import { GET as listProgress } from "@/app/api/games/progress/route";
import { GET as getChallenge } from "@/app/api/games/[gameId]/challenge/route";
import { POST as saveProgress } from "@/app/api/games/[gameId]/progress/route";
import { db } from "@/lib/server/db";
import { GAME_IDS } from "@/lib/games/definitions";
import type { GameChallenge, GameProgressDto } from "@/lib/schemas/games";
import { callRoute, createUser, disconnectDb, json } from "../support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const challenge = (who: Session, gameId: string) =>
  callRoute(getChallenge, { url: `/api/games/${gameId}/challenge`, cookie: who.cookie, params: { gameId } });
const save = (who: Session, gameId: string, body: unknown) =>
  callRoute(saveProgress, { method: "POST", url: `/api/games/${gameId}/progress`, body, cookie: who.cookie, params: { gameId } });
const progress = async (who: Session) =>
  json<GameProgressDto[]>(await callRoute(listProgress, { url: "/api/games/progress", cookie: who.cookie }));

describe("games API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(listProgress, { url: "/api/games/progress" })).status).toBe(401);
    expect((await callRoute(getChallenge, { url: "/api/games/spelling-bee/challenge", params: { gameId: "spelling-bee" } })).status).toBe(401);
    const res = await callRoute(saveProgress, {
      method: "POST", url: "/api/games/spelling-bee/progress", params: { gameId: "spelling-bee" },
      body: { gameType: "spelling-bee", score: 10, correct: true, streak: 1 },
    });
    expect(res.status).toBe(401);
  });

  it.each(GAME_IDS)("GET /api/games/%s/challenge returns a challenge of the spec's shape", async (gameId) => {
    const res = await challenge(alice, gameId);
    expect(res.status).toBe(200);
    const c = await json<GameChallenge>(res);
    expect(c).toMatchObject({ gameId, level: 1 });
    expect(typeof c.question).toBe("string");
    expect(typeof c.correctAnswer).toBe("string");
    expect(Array.isArray(c.hints) && c.hints.length > 0).toBe(true);
    if (gameId === "vocabulary-builder" || gameId === "reading-comprehension") expect(c.options).toContain(c.correctAnswer);
    if (gameId === "spelling-bee") expect(c.speak).toBe(c.correctAnswer);
    if (gameId === "word-association") expect(c.acceptedAnswers.length).toBeGreaterThan(1);
  });

  it("GET challenge with ?asked= gives the level's other items first, and 400 for a bad list", async () => {
    const url = (asked: string[]) => `/api/games/reading-comprehension/challenge?${new URLSearchParams({ asked: asked.join("\n") })}`;
    const ask = (asked: string[]) => callRoute(getChallenge, { url: url(asked), cookie: alice.cookie, params: { gameId: "reading-comprehension" } });
    // level 1 has four passages: with three asked, the fourth comes next, every time
    for (let i = 0; i < 5; i++) expect((await json<GameChallenge>(await ask(["ducks", "orange juice", "a boat"]))).correctAnswer).toBe("he walked");
    // all four asked: never the one just asked
    for (let i = 0; i < 5; i++) expect((await json<GameChallenge>(await ask(["ducks", "orange juice", "a boat", "he walked"]))).correctAnswer).not.toBe("he walked");
    const tooMany = await ask(Array.from({ length: 51 }, (_, i) => `w${i}`));
    expect(tooMany.status).toBe(400);
    expect((await json<ErrorBody>(tooMany)).error.code).toBeTruthy();
  });

  it("is 404 for an unknown game", async () => {
    expect((await challenge(alice, "chess")).status).toBe(404);
    expect((await save(alice, "chess", { gameType: "chess", score: 10, correct: true, streak: 1 })).status).toBe(400);
  });

  it("starts with no progress; saving creates the record with the level rules", async () => {
    expect(await progress(alice)).toEqual([]);
    const res = await save(alice, "spelling-bee", { gameType: "spelling-bee", score: 80, correct: true, streak: 5 });
    expect(res.status).toBe(200);
    expect(await json<GameProgressDto>(res)).toMatchObject({ gameType: "spelling-bee", level: 1, score: 80, streak: 5, bestScore: 80, wordsLearned: 8 });

    // 80 + 130 = 210 points crosses 200, but a mostly wrong session does not level up...
    const weak = await json<GameProgressDto>(await save(alice, "spelling-bee", { gameType: "spelling-bee", score: 130, correct: false, streak: 3 }));
    expect(weak).toMatchObject({ level: 1, score: 210, streak: 5, bestScore: 130, wordsLearned: 21 });
    // ...the next good one does
    const good = await json<GameProgressDto>(await save(alice, "spelling-bee", { gameType: "spelling-bee", score: 20, correct: true, streak: 2 }));
    expect(good).toMatchObject({ level: 2, score: 230, streak: 5, bestScore: 130, wordsLearned: 23 });
    expect(good.lastPlayed).not.toBeNull();

    // the level now shapes the challenge
    expect(await json<GameChallenge>(await challenge(alice, "spelling-bee"))).toMatchObject({ level: 2 });
    expect(await json<GameChallenge>(await challenge(bob, "spelling-bee"))).toMatchObject({ level: 1 });

    const list = await progress(alice);
    expect(list).toHaveLength(1);
    expect(await progress(bob)).toEqual([]);
    expect(await db.gameProgress.count({ where: { userId: alice.user.id } })).toBe(1);
  });

  it.each([
    ["a score above the session maximum", { score: 5000, streak: 1, correct: true }],
    ["a score that is not a multiple of 10", { score: 15, streak: 1, correct: true }],
    ["a streak longer than the right answers", { score: 20, streak: 9, correct: true }],
    ["a negative streak", { score: 20, streak: -1, correct: true }],
    ["a missing field", { score: 20, streak: 1 }],
    ["an extra field", { score: 20, streak: 1, correct: true, level: 10 }],
  ])("refuses %s with 400 and writes nothing", async (_name, patch) => {
    const res = await save(alice, "sentence-builder", { gameType: "sentence-builder", ...patch });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe("bad_request");
    expect(await db.gameProgress.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("refuses a body whose game does not match the address", async () => {
    const res = await save(alice, "spelling-bee", { gameType: "sentence-builder", score: 10, correct: true, streak: 1 });
    expect(res.status).toBe(400);
    expect(await db.gameProgress.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("one user's sessions never change another user's record", async () => {
    await save(bob, "word-association", { gameType: "word-association", score: 50, correct: true, streak: 5 });
    await save(alice, "word-association", { gameType: "word-association", score: 10, correct: false, streak: 1 });
    expect((await progress(bob))[0]).toMatchObject({ score: 50, bestScore: 50 });
    expect((await progress(alice))[0]).toMatchObject({ score: 10, bestScore: 10 });
  });
});
