// A key term is one the lecture defines or stresses; chatter is what is neither. Lectures written for
// this test (tests/unit/ai/lecture-real-terms.fixtures.ts) define and stress terms in the ways a
// lecturer does ("the phrase you need for the exam", "you need to know X for the exam", "X is
// really important", "the one to remember"), beside asides whose nouns are no terms.
import { processLecture } from "@/lib/ai/local/lecture";
import { realTermLectures } from "./lecture-real-terms.fixtures";

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Notes", lecturerName: "Dr Okafor" });
const termsOf = (notes: ReturnType<typeof notesOf>) => notes.keyTerms.map((t) => t.term.toLowerCase());
const listed = (terms: readonly string[], want: string) => terms.some((t) => t === want || t === `${want}s` || `${t}s` === want);

describe("lecture notes keep the terms a lecture defines or stresses", () => {
  it.each(realTermLectures.map((l) => [l.title, l] as const))("%s: every term kept, no aside's noun listed or asked about", (_title, lecture) => {
    const notes = notesOf(lecture.transcript);
    const terms = termsOf(notes);
    expect(lecture.kept.filter((k) => !listed(terms, k))).toEqual([]);
    const asides = lecture.never.filter((w) => terms.some((t) => t === w || t.split(" ").includes(w)) || notes.questions.some((q) => q.toLowerCase().includes(w)));
    expect(asides).toEqual([]);
  });
});

describe("a stress cue lists what it names, not one word said once near it", () => {
  const talk =
    "right so today the laws of thermodynamics the first law says energy is conserved so the energy in a closed system stays the same it only changes form " +
    "the second law is the one to remember for the exam we will draw it properly with the graphs on friday but for now the second law says heat flows from hot to cold on its own " +
    "sorry my phone keeps buzzing my sister is moving house today and finally entropy which we will leave for next week but please remember it " +
    "entropy is why a cup of tea always cools down and never warms up on its own and that is the second law at work in your kitchen";
  const notes = notesOf(talk);

  it("lists the term the cue names and a term put off for later", () => {
    const terms = termsOf(notes);
    expect(terms).toContain("second law");
    expect(terms).toContain("entropy");
  });

  it("lists no word of the phone call beside a cue", () => {
    expect(termsOf(notes).filter((t) => /friday|phone|sister/.test(t))).toEqual([]);
  });

  // Known miss: "graphs", said once beside "the one to remember for the exam", is still listed. A rule
  // that dropped such words cost real stressed terms on text it was not tuned on, so it was taken out.
  it.failing("lists no word of the timetable said once beside a cue (known miss)", () => {
    expect(termsOf(notes).filter((t) => /graphs/.test(t))).toEqual([]);
  });
});
