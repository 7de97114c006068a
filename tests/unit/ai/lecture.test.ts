import { processLecture } from "@/lib/ai/local/lecture";
import { lectureNotesSchema } from "@/lib/schemas/ai";
import { lectureFixture, spokenLectureParts } from "@/tests/fixtures/ai/lecture";
import { wordTokens } from "@/lib/ai/local/text";

describe("processLecture (local)", () => {
  const notes = processLecture(lectureFixture);
  const transcriptWords = new Set(wordTokens(lectureFixture.transcript));

  it("matches the response shape of the spec", () => {
    expect(lectureNotesSchema.safeParse(notes).success).toBe(true);
  });

  it("finds the terms the lecturer defined, each with its defining clause (at most 20 words) or none", () => {
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    for (const expected of ["demand", "supply", "equilibrium", "shortage"]) expect(terms).toContain(expected);
    for (const t of notes.keyTerms) {
      if (!t.definition) continue;
      const defWords = wordTokens(t.definition);
      expect(defWords.length).toBeLessThanOrEqual(20);
      expect(defWords.filter((w) => transcriptWords.has(w)).length / defWords.length).toBeGreaterThan(0.9);
    }
    expect(notes.keyTerms.find((t) => t.term === "equilibrium")?.definition).toBe("The point where the supply curve and the demand curve cross.");
    expect(notes.keyTerms.find((t) => t.term === "demand")?.definition).toBe("The quantity of a good that consumers are willing and able to buy at each price.");
  });

  it("rates the central terms as high importance", () => {
    const demand = notes.keyTerms.find((t) => t.term === "demand");
    expect(demand?.importance).toBe("high");
  });

  it("writes an extractive summary of at most a quarter of the lecture, and review questions", () => {
    expect(wordTokens(notes.summary).length).toBeLessThanOrEqual(wordTokens(lectureFixture.transcript).length / 4);
    expect(notes.summary).toContain("Demand is the quantity of a good");
    expect(notes.questions.length).toBeGreaterThanOrEqual(4);
    for (const q of notes.questions) expect(q).toMatch(/^[A-Z][^?]*\?$/);
    expect(notes.questions).toContain("What is demand?");
    expect(notes.questions).toContain("When does a shortage happen?");
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

describe("processLecture: subject terms, not generic phrases", () => {
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

describe("processLecture: what the issue found", () => {
  const notes = processLecture({
    courseTitle: "Biology",
    lecturerName: "Dr Ray",
    transcript: spokenLectureParts.join(" "),
  });

  it("does not pick 'key molecule' or 'exam' as terms, and a definition is the defining clause, not the whole sentence", () => {
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    expect(terms).not.toContain("key molecule");
    expect(terms).not.toContain("exam");
    expect(notes.keyTerms.find((t) => t.term === "photosynthesis")?.definition).toBe("The process plants use to turn light into chemical energy.");
    expect(notes.keyTerms.find((t) => t.term === "limiting factor")?.definition).toBe("Whatever holds the rate back, such as low light or cold weather.");
  });

  it("asks at least three review questions, from the start, middle and end of the lecture", () => {
    expect(notes.questions.length).toBeGreaterThanOrEqual(3);
    expect(notes.questions).toEqual(expect.arrayContaining(["What is photosynthesis?", "What is the calvin cycle?", "What is a limiting factor?"]));
  });

  it("keeps the summary within a quarter of the lecture", () => {
    expect(wordTokens(notes.summary).length).toBeLessThanOrEqual(23);
    expect(notes.summary).toContain("Photosynthesis is the process plants use to turn light into chemical energy.");
  });
});
