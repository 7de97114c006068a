// Lecture notes checked against the lecture: an example's object is no key term and
// no review question is about it; the homework is quoted as said.
import { processLecture } from "@/lib/ai/local/lecture";

const transcript =
  "right so today is about habits in the brain um a habit loop has three parts and the habit loop is the cycle of cue routine and reward that the brain repeats " +
  "so think of a kettle you put a kettle on every morning without thinking and that's the cue for the routine the routine is the behaviour itself " +
  "and the reward is what makes the brain want to repeat the habit loop next time okay so the habit loop really matters for the exam " +
  "for next week please write half a page about one habit loop you noticed in your own morning";

describe("lecture notes do no harm", () => {
  const notes = processLecture({ transcript, courseTitle: "Psychology 101", lecturerName: "Dr Obi" });

  it("does not give an example's object as a key term or ask about it", () => {
    expect(notes.keyTerms.map((t) => t.term)).not.toContain("kettle");
    expect(notes.questions.join(" ")).not.toMatch(/kettle/i);
    expect(notes.keyTerms.find((t) => t.term === "habit loop")?.definition).toMatch(/cycle of cue, routine and reward|cycle of cue routine and reward/);
  });

  it("quotes the homework word for word above the full notes", () => {
    const [top] = notes.formattedNotes.split("## Full notes");
    expect(top).toContain("## Homework");
    expect(top.replace(/[.,]/g, "")).toMatch(/please write half a page about one habit loop you noticed in your own morning/i);
  });
});
