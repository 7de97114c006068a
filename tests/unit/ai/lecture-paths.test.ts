// Lecture notes say which decision gave each key term and question (lecturePaths), and give no
// definition of one or two content words: that thin a definition was wrong too often on lectures met
// for the first time (docs/ai.md). Inputs written for these tests.
import { lecturePaths, processLecture } from "@/lib/ai/local/lecture";
import { CONFIDENCE_GATE } from "@/lib/ai/local/lecture-confidence";

// Gate off: these tests are about the rules' decisions (which cue names what, where a definition ends), before the confidence gate.
CONFIDENCE_GATE.on = false;

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Lecture", lecturerName: "Dr Okafor" });

const GLACIERS =
  "okay so today is glaciers and the first term is ablation ablation is the loss of ice from a glacier by melting and by evaporation at its surface " +
  "and the opposite is accumulation accumulation is the snow that a glacier gains each winter and packs down into new ice over many years " +
  "when ablation is bigger than accumulation the glacier retreats and when accumulation is bigger it advances down the valley " +
  "now an erratic is a boulder, erratics sit on farmland miles from the rock they came from because the ice carried each erratic there " +
  "my brother once got lost on a glacier in norway with a flask of tea and a broken compass but that is another story " +
  "a cirque is the bowl shaped hollow a glacier carves out at the head of a valley where the ice first gathers " +
  "remember ablation and accumulation for the exam because the balance between them decides everything else in this module " +
  "for homework read the chapter on glacial landforms";

describe("lecture notes' decision paths", () => {
  it("names the decision behind each key term and each question", () => {
    const notes = notesOf(GLACIERS);
    const paths = lecturePaths(notes);
    expect(paths?.terms).toHaveLength(notes.keyTerms.length);
    expect(paths?.questions).toHaveLength(notes.questions.length);
    const ablation = notes.keyTerms.findIndex((t) => t.term === "ablation");
    expect(paths?.terms[ablation]).toMatch(/^defined\//);
    expect(paths?.questions.every((p) => /^(?:what-is|explain|difference)<-/.test(p))).toBe(true);
  });

  it("gives no definition of one or two content words ('a boulder'), and keeps the longer ones", () => {
    const notes = notesOf(GLACIERS);
    expect(notes.keyTerms.find((t) => t.term === "ablation")?.definition).toMatch(/^The loss of ice from a glacier/);
    expect(notes.keyTerms.find((t) => t.term === "cirque")?.definition).toMatch(/^The bowl shaped hollow/);
    // ("an erratic is a boulder": one content word; the term may stay listed, never with that as its definition)
    expect(notes.keyTerms.some((t) => /erratic/.test(t.term) && t.definition)).toBe(false);
    expect(notes.questions.join(" ")).not.toMatch(/What is an erratic/);
  });
});
