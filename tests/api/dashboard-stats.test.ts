import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { db } from "@/lib/server/db";
import type { DashboardStats } from "@/lib/schemas/dashboard";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

async function stats(cookie: string, tz = "UTC") {
  const res = await callRoute(getStats, { url: `/api/dashboard/stats?tz=${encodeURIComponent(tz)}`, cookie });
  expect(res.status).toBe(200);
  return json<DashboardStats>(res);
}

describe("GET /api/dashboard/stats", () => {
  it("is 401 without a session", async () => {
    expect((await callRoute(getStats, { url: "/api/dashboard/stats" })).status).toBe(401);
  });

  it("is all zeros for a new user, with nothing earned", async () => {
    const { cookie } = await createUser();
    const s = await stats(cookie);
    expect(s.totals).toEqual({
      documents: 0,
      wordsWritten: 0,
      dictationSessions: 0,
      dictationMinutes: 0,
      dictatedWords: 0,
      gamesPlayed: 0,
      gamePoints: 0,
      wordsLearned: 0,
    });
    expect(s.week).toHaveLength(7);
    expect(s.week.every((d) => d.words === 0 && d.minutes === 0)).toBe(true);
    expect(s.achievements.every((a) => !a.earned && a.progress === 0)).toBe(true);
    expect(s.recentActivity).toEqual([]);
  });

  it("computes the figures from the user's own rows only", async () => {
    const alice = await createUser();
    const bob = await createUser();
    await db.document.createMany({
      data: [
        { userId: alice.user.id, title: "A", content: "  one two\nthree\n\nfour  " },
        { userId: alice.user.id, title: "B", content: "five" },
        { userId: alice.user.id, title: "Empty", content: "   \n " },
        { userId: bob.user.id, title: "Bob", content: "not counted at all" },
      ],
    });
    await db.voiceSession.createMany({
      data: [
        { userId: alice.user.id, duration: 90, wordCount: 100 },
        { userId: alice.user.id, duration: 30, wordCount: 20, createdAt: new Date(Date.now() - 30 * 86_400_000) },
        { userId: bob.user.id, duration: 6000, wordCount: 5000 },
      ],
    });
    await db.gameProgress.createMany({
      data: [
        { userId: alice.user.id, gameType: "spelling-bee", score: 40, wordsLearned: 4, lastPlayed: new Date() },
        { userId: alice.user.id, gameType: "word-association", score: 10, wordsLearned: 1 },
        { userId: bob.user.id, gameType: "spelling-bee", score: 900, wordsLearned: 90 },
      ],
    });

    const s = await stats(alice.cookie);
    expect(s.totals).toEqual({
      documents: 3,
      wordsWritten: 5,
      dictationSessions: 2,
      dictationMinutes: 2,
      dictatedWords: 120,
      gamesPlayed: 2,
      gamePoints: 50,
      wordsLearned: 5,
    });
    // Only this week's session is in Weekly Progress.
    expect(s.weekTotals).toEqual({ words: 100, minutes: 1.5, activeDays: 1 });
    expect(s.week.find((d) => d.isToday)).toMatchObject({ words: 100, minutes: 1.5 });
    const byId = Object.fromEntries(s.achievements.map((a) => [a.id, a]));
    expect(byId["first-document"].earned).toBe(true);
    expect(byId["first-dictation"].earned).toBe(true);
    expect(byId["wordsmith"]).toMatchObject({ earned: false, progress: 0, current: 5 });
    expect(byId["game-explorer"]).toMatchObject({ earned: false, progress: 66 });
    expect(s.recentActivity.map((a) => a.kind)).toEqual(expect.arrayContaining(["document", "dictation", "game"]));
    expect(JSON.stringify(s)).not.toContain("Bob");
  });

  it("falls back to UTC for an unknown time zone", async () => {
    const { cookie } = await createUser();
    const s = await stats(cookie, "Mars/Olympus");
    expect(s.week).toHaveLength(7);
  });
});
