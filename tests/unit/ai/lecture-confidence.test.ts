// Lecture notes list only the key terms the confidence model is sure of (lib/ai/local/lecture-confidence.ts, its
// weights trained on the development sets by scripts/ai/experiments/lecture-confidence.ts). The lecture below was
// written for this test: two terms defined at length and said again, a word stressed once, and a story's nouns.
import { lecturePaths, processLecture } from "@/lib/ai/local/lecture";
import { CONFIDENCE_GATE, confidenceOf, encode, FEATURE_NAMES, type TermFeatures } from "@/lib/ai/local/lecture-confidence";
import { LECTURE_CONFIDENCE_WEIGHTS } from "@/lib/ai/local/lecture-confidence-weights";

const PLANTS =
  "okay so today we are looking at how plants move water and the first term is osmosis. osmosis is the movement of water across a partly permeable membrane from a dilute solution to a more concentrated one. " +
  "osmosis happens in every root hair cell, and osmosis is why a wilted plant recovers when you water it. now the water then climbs up the stem through the xylem, and xylem is a tissue of dead hollow cells joined end to end into long tubes. " +
  "at the top the water leaves through the leaves and you need to remember the word stomata for the exam. my sister grows tomatoes on her balcony and she waters them every evening, which is a lovely habit but not the point. " +
  "so osmosis gets water in, the xylem carries it up, and the leaves let it go. for homework please read chapter four on transport in plants.";

const notesOf = (gate: boolean) => {
  const before = CONFIDENCE_GATE.on;
  CONFIDENCE_GATE.on = gate;
  try {
    return processLecture({ transcript: PLANTS, courseTitle: "Biology", lecturerName: "Dr Okafor" });
  } finally {
    CONFIDENCE_GATE.on = before;
  }
};

const DEFINED: TermFeatures = { decision: "defined", source: "frequent", words: 1, sayings: 5, cue: "none", score: 20, common: false, definitionWords: 9, verb: "is", position: 0.1, rank: 0, topSayings: 5, lectureWords: 180, definedAtFirst: true };
const STRESSED_ONCE: TermFeatures = { decision: "stressed", source: "frequent", words: 1, sayings: 1, cue: "reached", score: 6, common: true, definitionWords: 0, verb: "", position: 0.5, rank: 6, topSayings: 8, lectureWords: 350, definedAtFirst: false };

describe("the lecture notes' confidence model", () => {
  it("has one committed weight per feature and a threshold between one half and one", () => {
    expect(LECTURE_CONFIDENCE_WEIGHTS.weights).toHaveLength(FEATURE_NAMES.length);
    expect(encode(DEFINED)).toHaveLength(FEATURE_NAMES.length);
    expect(LECTURE_CONFIDENCE_WEIGHTS.threshold).toBeGreaterThan(0.5);
    expect(LECTURE_CONFIDENCE_WEIGHTS.threshold).toBeLessThan(1);
  });

  it("scores a known term the same every time: a term defined at length and said five times is sure, an everyday word a cue only reaches once is not", () => {
    expect(confidenceOf(DEFINED)).toBeCloseTo(0.9592, 4);
    expect(confidenceOf(STRESSED_ONCE)).toBeCloseTo(0.4659, 4);
    expect(confidenceOf(DEFINED)).toBeGreaterThanOrEqual(LECTURE_CONFIDENCE_WEIGHTS.threshold);
    expect(confidenceOf(STRESSED_ONCE)).toBeLessThan(LECTURE_CONFIDENCE_WEIGHTS.threshold);
  });
});

describe("lecture notes list only the key terms they can be sure of", () => {
  it("keeps the terms the lecture defines, each with the lecture's own definition", () => {
    const notes = notesOf(true);
    expect(notes.keyTerms.map((t) => t.term)).toEqual(["osmosis", "xylem"]);
    expect(notes.keyTerms[0].definition).toMatch(/^The movement of water across a partly permeable membrane/);
    expect(notes.keyTerms[1].definition).toMatch(/^A tissue of dead hollow cells/);
    expect(notes.keyTerms.map((t) => t.importance)).toEqual(["high", "high"]);
    expect(notes.formattedNotes).toMatch(/## Key terms\n- osmosis \(high importance\): The movement of water/);
  });

  it("withholds a word stressed once and the phrases of a short talk the rules alone would list", () => {
    const ungated = notesOf(false).keyTerms.map((t) => t.term);
    expect(ungated).toEqual(expect.arrayContaining(["stomata", "wilted plant"]));
    const listed = notesOf(true).keyTerms.map((t) => t.term);
    expect(listed).not.toContain("stomata");
    expect(listed).not.toContain("wilted plant");
    expect(lecturePaths(notesOf(true))?.terms).toHaveLength(listed.length);
  });

  it("leaves the review questions, main points and homework as they were", () => {
    const [gated, ungated] = [notesOf(true), notesOf(false)];
    expect(gated.questions).toEqual(ungated.questions);
    expect(gated.mainPoints).toEqual(ungated.mainPoints);
    expect(gated.mainPoints.join(" ")).toMatch(/Homework, as said: .*read chapter four on transport in plants/);
  });
});
