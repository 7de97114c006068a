import { bestScorePercent, summarizeProgress } from "@/lib/games/progress-summary";
import { voiceErrorMessage } from "@/lib/games/voice-errors";

describe("progress summary", () => {
  it("adds scores, takes the best streak and level, counts games", () => {
    const records = [
      { score: 120, streak: 4, level: 1, bestScore: 80 },
      { score: 400, streak: 9, level: 3, bestScore: 150 },
    ];
    expect(summarizeProgress(records)).toEqual({ totalScore: 520, bestStreak: 9, gamesPlayed: 2, highestLevel: 3 });
    expect(summarizeProgress([])).toEqual({ totalScore: 0, bestStreak: 0, gamesPlayed: 0, highestLevel: 0 });
  });
  it("the best-score bar is full at 1000", () => {
    expect(bestScorePercent(0)).toBe(0);
    expect(bestScorePercent(250)).toBe(25);
    expect(bestScorePercent(1000)).toBe(100);
    expect(bestScorePercent(4000)).toBe(100);
  });
});

describe("voice errors", () => {
  it("uses the spec's messages and ignores aborted and no-speech", () => {
    expect(voiceErrorMessage({ kind: "permission", code: "not-allowed" })?.description).toMatch(/Microphone permission denied/);
    expect(voiceErrorMessage({ kind: "network", code: "network" })?.description).toBe("Network error. Please check your internet connection.");
    expect(voiceErrorMessage({ kind: "other", code: "audio-capture" })?.description).toBe("Speech recognition error: audio-capture");
    expect(voiceErrorMessage({ kind: "other", code: "no-speech" })).toBeNull();
    expect(voiceErrorMessage({ kind: "other", code: "aborted" })).toBeNull();
  });
});
