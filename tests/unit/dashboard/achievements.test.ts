import { computeAchievements } from "@/lib/dashboard/achievements";
import { buildRecentActivity, gameName } from "@/lib/dashboard/activity";
import { ZERO_TOTALS } from "@/tests/fixtures/dashboard";

const zero = ZERO_TOTALS;

describe("computeAchievements", () => {
  it("shows nothing earned and 0% for a new user", () => {
    const list = computeAchievements(zero);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => !a.earned && a.progress === 0 && a.current === 0)).toBe(true);
  });

  it("earns at the threshold and shows floored progress before it", () => {
    const list = computeAchievements({ ...zero, documents: 1, wordsWritten: 999, dictationMinutes: 30 });
    const byId = Object.fromEntries(list.map((a) => [a.id, a]));
    expect(byId["first-document"]).toMatchObject({ earned: true, progress: 100 });
    expect(byId["wordsmith"]).toMatchObject({ earned: false, progress: 99, current: 999, target: 1000 });
    expect(byId["voice-hour"]).toMatchObject({ earned: false, progress: 50 });
  });

  it("caps current at the target once earned", () => {
    const byId = Object.fromEntries(computeAchievements({ ...zero, wordsWritten: 5000 }).map((a) => [a.id, a]));
    expect(byId["wordsmith"]).toMatchObject({ earned: true, progress: 100, current: 1000 });
  });
});

describe("buildRecentActivity", () => {
  it("merges documents, dictation and games newest first, up to the limit", () => {
    const items = buildRecentActivity(
      {
        documents: [
          { id: "d1", title: "Letter", version: 1, updatedAt: new Date("2026-03-10T10:00:00Z") },
          { id: "d2", title: "Essay", version: 3, updatedAt: new Date("2026-03-08T10:00:00Z") },
        ],
        sessions: [{ id: "s1", words: 1, durationSeconds: 90, createdAt: new Date("2026-03-09T10:00:00Z") }],
        games: [
          { id: "g1", gameType: "spelling-bee", lastPlayed: new Date("2026-03-11T10:00:00Z") },
          { id: "g2", gameType: "word-association", lastPlayed: null },
        ],
      },
      3,
    );
    expect(items.map((i) => i.text)).toEqual(["Played Spelling Bee", "Created “Letter”", "Dictated 1 word in 1.5 minutes"]);
    expect(items[1].href).toBe("/editor/d1");
  });

  it("is empty without data", () => {
    expect(buildRecentActivity({ documents: [], sessions: [], games: [] })).toEqual([]);
  });
});

it("gameName turns ids into names", () => {
  expect(gameName("vocabulary-builder")).toBe("Vocabulary Builder");
});
