import { processLecture } from "@/lib/ai/local/lecture";
import { lectureNotesSchema } from "@/lib/schemas/ai";
import { lectureFixture } from "@/tests/fixtures/ai/lecture";
import { wordTokens } from "@/lib/ai/local/text";

describe("processLecture (local)", () => {
  const notes = processLecture(lectureFixture);
  const transcriptWords = new Set(wordTokens(lectureFixture.transcript));

  it("matches the response shape of the spec", () => {
    expect(lectureNotesSchema.safeParse(notes).success).toBe(true);
  });

  it("finds the terms the lecturer defined, with definitions taken from the lecture", () => {
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    for (const expected of ["demand", "supply", "equilibrium", "shortage", "surplus", "substitutes", "complements"]) {
      expect(terms).toContain(expected);
    }
    for (const t of notes.keyTerms) {
      const defWords = wordTokens(t.definition);
      const fromText = defWords.filter((w) => transcriptWords.has(w)).length / defWords.length;
      expect(fromText).toBeGreaterThan(0.9);
    }
  });

  it("rates the central terms as high importance", () => {
    const demand = notes.keyTerms.find((t) => t.term === "demand");
    expect(demand?.importance).toBe("high");
  });

  it("writes a summary that names the course and lecturer, and review questions", () => {
    expect(notes.summary).toContain("Introduction to Economics");
    expect(notes.summary).toContain("Dr Helen Carter");
    expect(notes.questions.length).toBeGreaterThanOrEqual(4);
    for (const q of notes.questions) expect(q).toMatch(/[?.]$/);
    expect(notes.questions).toContain("What is demand?");
  });

  it("gives main points as sentences from the lecture", () => {
    expect(notes.mainPoints.length).toBeGreaterThanOrEqual(3);
    for (const p of notes.mainPoints) expect(p).toMatch(/^[A-Z].*[.?!]$/);
  });

  it("formats notes with headings and the full lecture text", () => {
    for (const heading of ["# Introduction to Economics", "## Summary", "## Key terms", "## Main points", "## Review questions", "## Full notes"]) {
      expect(notes.formattedNotes).toContain(heading);
    }
    expect(notes.formattedNotes).toContain("Thank you for listening");
  });
});

describe("processLecture: subject terms, not generic phrases (issue 13)", () => {
  it("ranks photosynthesis, chloroplast and the Calvin cycle above 'two main stages'", () => {
    const notes = processLecture({
      courseTitle: "Biology",
      lecturerName: "Dr Ray",
      transcript: "okay so today we are looking at photosynthesis um photosynthesis happens in the chloroplast and it has two main stages the first stage is the light dependent reactions which happen in the thylakoid membranes and the second stage is the calvin cycle the calvin cycle uses carbon dioxide to make glucose and it happens in the stroma of the chloroplast",
    });
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    for (const expected of ["photosynthesis", "chloroplast", "calvin cycle"]) expect(terms.slice(0, 5)).toContain(expected);
    expect(terms.some((t) => /stage/.test(t))).toBe(false);
    expect(notes.keyTerms[0].importance).toBe("high");
  });
});
