import { isTranscriptAccepted, scorePractice, specLengthScore, tokenize } from "@/lib/training/scoring";
import { formatTimeSpent, moduleActionLabel, programProgressPercent, trainingSummary } from "@/lib/training/progress";
import type { TrainingProgressDto } from "@/lib/schemas/training";

const rec = (programId: string, moduleId: string, status: TrainingProgressDto["status"], timeSpent = 0): TrainingProgressDto => ({
  programId,
  moduleId,
  status,
  score: null,
  timeSpent,
  attempts: 1,
  dictationAccuracy: null,
  startedAt: null,
  completedAt: null,
});

describe("practice scoring", () => {
  it("is 100 for a perfect transcription, ignoring case and punctuation", () => {
    expect(scorePractice("Good morning, I would like tea.", "good morning i would like tea")).toMatchObject({ accuracy: 100, matched: 6, total: 6, missed: [] });
  });

  it("counts substitutions, missing and extra words", () => {
    const s = scorePractice("the quick brown fox jumps", "the quack brown jumps over");
    // quick->quack (1), fox missing (1), over extra (1): 3 errors of 5 words
    expect(s.accuracy).toBe(40);
    expect(s.matched).toBe(3);
    expect(s.missed).toEqual(["quick", "fox"]);
  });

  it("never goes below 0 and is 0 for nothing said", () => {
    expect(scorePractice("one two", "a b c d e f").accuracy).toBe(0);
    expect(scorePractice("one two", "").accuracy).toBe(0);
  });

  it("counts punctuation marks as words when asked", () => {
    expect(tokenize("Hello, world.", true)).toEqual(["hello", ",", "world", "."]);
    expect(scorePractice("Hello, world.", "Hello world", true).accuracy).toBe(50);
    expect(scorePractice("Hello, world.", "Hello, world.", true).accuracy).toBe(100);
  });

  it("matches numbers and times written as digits to the words of the practice text", () => {
    const text = "Good morning. I would like to book a meeting room for Thursday afternoon at two o'clock.";
    for (const heard of [
      "Good morning I would like to book a meeting room for Thursday afternoon at 2 o clock",
      "good morning i would like to book a meeting room for thursday afternoon at 2:00",
      "Good morning, I would like to book a meeting room for Thursday afternoon at 2 o'clock.",
      "good morning I would like to book a meeting room for Thursday afternoon at two oclock",
    ]) {
      expect(scorePractice(text, heard)).toMatchObject({ accuracy: 100, missed: [] });
    }
    expect(scorePractice("The bus leaves at 2 o'clock.", "the bus leaves at two o clock").accuracy).toBe(100);
    expect(scorePractice("We answered more than four hundred questions and train two new members.", "we answered more than 400 questions and train 2 new members").accuracy).toBe(100);
    expect(scorePractice("one hundred and twenty-one", "121").accuracy).toBe(100);
    expect(scorePractice("twenty one days", "21 days").accuracy).toBe(100);
    expect(scorePractice("at half past two thirty", "at half past 2:30").accuracy).toBe(100);
    expect(scorePractice("It costs 1,000 pounds.", "it costs one thousand pounds", true).accuracy).toBe(80); // the period is missing
    expect(scorePractice("at two o'clock", "at 2:00", true).accuracy).toBe(100);
  });

  it("still marks a wrong number, shown as the practice text writes it", () => {
    const s = scorePractice("Meet at two o'clock on Thursday.", "meet at 3:00 on thursday");
    expect(s.missed).toEqual(["two"]);
    expect(s.accuracy).toBe(83);
    expect(scorePractice("We sold four hundred.", "we sold 40").missed).toEqual(["four hundred"]);
  });

  it("keeps the spec's rules: more than 10 characters; length score clamped 60-100", () => {
    expect(isTranscriptAccepted("short one")).toBe(false);
    expect(isTranscriptAccepted("  ten chars!  ")).toBe(false);
    expect(isTranscriptAccepted("eleven chars")).toBe(true);
    expect(specLengthScore("x".repeat(20))).toBe(60);
    expect(specLengthScore("x".repeat(150))).toBe(75);
    expect(specLengthScore("x".repeat(400))).toBe(100);
  });
});

describe("training progress", () => {
  it("is the completed share of the program's modules", () => {
    const records = [rec("p", "a", "completed"), rec("p", "b", "in_progress"), rec("q", "c", "completed")];
    expect(programProgressPercent(3, records, "p")).toBe(33);
    expect(programProgressPercent(0, records, "p")).toBe(0);
  });

  it("summarises programs started, average progress, modules completed and time", () => {
    const programs = [{ id: "p", moduleCount: 2 }, { id: "q", moduleCount: 4 }, { id: "r", moduleCount: 1 }];
    const records = [rec("p", "a", "completed", 60), rec("p", "b", "completed", 30), rec("q", "c", "in_progress", 15)];
    expect(trainingSummary(programs, records)).toEqual({ programsStarted: 2, averageProgress: 50, modulesCompleted: 2, timeSpent: 105 });
    expect(trainingSummary(programs, [])).toEqual({ programsStarted: 0, averageProgress: 0, modulesCompleted: 0, timeSpent: 0 });
  });

  it("labels module actions and formats time", () => {
    expect(moduleActionLabel("completed")).toBe("Review Module");
    expect(moduleActionLabel("in_progress")).toBe("Continue");
    expect(moduleActionLabel(undefined)).toBe("Start Module");
    expect(formatTimeSpent(45)).toBe("45 s");
    expect(formatTimeSpent(600)).toBe("10 min");
    expect(formatTimeSpent(3900)).toBe("1 h 5 min");
  });
});
