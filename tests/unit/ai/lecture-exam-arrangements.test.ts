// What a lecturer says about the exam's arrangements (a thing to bring to it, a room it is held in, a sheet handed out
// in it) is no key term, while the real terms stressed beside it, in other cue forms, stay listed. Every lecture below
// was written for this file (the development set it was designed on is tests/fixtures/ai/fresh16/lecture.ts).
import { processLecture } from "@/lib/ai/local/lecture";

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Notes", lecturerName: "Dr Okafor" });
const termsOf = (transcript: string) => notesOf(transcript).keyTerms.map((t) => t.term.toLowerCase());

describe("lecture key terms: the exam's arrangements are no terms, the terms stressed beside them are", () => {
  it("a calculator to bring to the exam is no term; terms to remember and needed for the exam are", () => {
    const transcript =
      "okay good morning um quick notes on the exam first you can bring a calculator to the exam and the exam is in the great hall on the ninth right today is thermodynamics entropy is a measure of how spread out the energy in a system is and this will come up in the exam the second law so learn it the formula sheet will be provided in the exam so you don't have to memorise the constants but remember enthalpy because everyone forgets it my brother tried to fix our boiler once with a youtube video and we had no hot water for a week anyway heat capacity is examinable and you'll need the carnot cycle for the exam okay homework for friday do questions one to four on the problem sheet";
    const terms = termsOf(transcript);
    expect(terms).not.toContain("calculator");
    expect(terms).not.toContainEqual(expect.stringContaining("great hall"));
    expect(terms).toEqual(expect.arrayContaining(["enthalpy", "carnot cycle"]));
  });

  it("a student card to bring to the test is no term and gets no question; a term applied to the exam questions is kept", () => {
    const transcript =
      "right hello everyone um admin first please bring your student card to the test and the test is at nine in the sports centre so don't be late okay today is market structures a monopoly is a market with only one seller who can set the price learn the definition of oligopoly word for word you'll need barriers to entry for the exam and remember game theory we will apply game theory to the exam questions in the revision class my dad ran a newsagent for twenty years and he was convinced the supermarket down the road was a monopoly it wasn't okay that's it for today";
    const notes = notesOf(transcript);
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).not.toContain("student card");
    expect(notes.questions.join(" ").toLowerCase()).not.toContain("student card");
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).toContain("game theory");
    expect(notes.keyTerms).toContainEqual(expect.objectContaining({ term: "monopoly", definition: "A market with only one seller who can set the price." }));
  });
});
