// Lecture notes abstain where a decision guesses: a word the lecture only keeps coming back to, never
// defined nor stressed, was chatter or an example's noun about one time in three on the development lecture sets
// and on fresh19 met for the first time (docs/ai.md), so it is no key term and no review question asks about it.
// The terms the lecture defines or stresses, and a subject it announces and teaches, stay. Written for this file.
import { processLecture } from "@/lib/ai/local/lecture";

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Immunology", lecturerName: "Dr Okafor" });

const IMMUNE =
  "okay morning everyone so today is the immune system and how the body fights infection the first line is the skin and the mucus in your nose and throat which stop most germs getting in at all " +
  "then if something gets past them the innate response starts and the innate response is the fast general defence that attacks anything foreign in the same way every time " +
  "so neutrophils arrive within hours and neutrophils eat the bacteria they find at the wound my daughter fell off her bike last spring and her knee swelled up for two days which was exactly this happening " +
  "so the swelling and the heat are signs of inflammation and inflammation is the widening of blood vessels that brings more blood and more white cells to the injured place " +
  "now the second line is the adaptive response the adaptive response is the slow specific defence that learns the shape of one germ and remembers it for years and it uses antibodies " +
  "an antibody is a protein made by a b cell that fits one antigen like a key in a lock and that's why a vaccine works a vaccine is a harmless copy of a germ that trains the adaptive response before the real infection comes " +
  "so when the neutrophils are not enough the adaptive response takes over and the neutrophils die and form the pus you see in a wound okay homework read chapter four on immunity";

describe("lecture notes abstain on a word only come back to", () => {
  it("lists no key term and asks no question about a word said again and again but never defined or stressed ('neutrophils')", () => {
    const notes = notesOf(IMMUNE);
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).not.toContain("neutrophils");
    expect(notes.questions.join(" ")).not.toMatch(/neutrophils/i);
  });

  it("keeps every term the lecture defines, with its definition and a question", () => {
    const notes = notesOf(IMMUNE);
    for (const term of ["innate response", "adaptive response", "inflammation", "antibody", "vaccine"]) expect(notes.keyTerms.find((t) => t.term.toLowerCase() === term)?.definition).toBeTruthy();
    expect(notes.questions).toEqual(expect.arrayContaining(["What is inflammation?", "What is the adaptive response?"]));
  });

  it("keeps the word when the lecturer stresses it", () => {
    const notes = notesOf(IMMUNE.replace("okay homework", "and make sure you know neutrophils for the exam okay homework"));
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).toContain("neutrophils");
  });
});
