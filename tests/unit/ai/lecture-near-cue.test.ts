// A stress cue names a term ("make sure you know the indicator", "buffer solution is what you must know for the
// test", "... you will need it") or only reaches the nouns said near it ("we'll do a titration in the lab on monday
// and this will come up in the exam"). A single word it only reaches, said once to three times, was the room's, an
// example's or the talk's word two times in three on the development lecture sets, so it is no key term; the terms
// the cue names stay. Every lecture below was written for this file.
import { processLecture } from "@/lib/ai/local/lecture";

const termsOf = (transcript: string) => processLecture({ transcript, courseTitle: "Chemistry", lecturerName: "Dr Okafor" }).keyTerms.map((t) => t.term.toLowerCase());

const ACIDS =
  "okay morning everyone um today is acids and bases and the first idea is the acid an acid is a substance that gives away hydrogen ions when it dissolves in water so the more hydrogen ions it gives away the stronger it is then the base a base is a substance that takes in hydrogen ions or gives away hydroxide ions and when an acid and a base meet they cancel each other out and that's called neutralisation neutralisation is the reaction between an acid and a base that makes a salt and water now the ph scale the ph scale is a number from nought to fourteen that tells you how acidic or alkaline a solution is and seven is neutral now my flatmate at university used to descale the kettle with vinegar every sunday and the whole flat smelled like chips for a day but it worked because the vinegar is an acid and the scale in the kettle is a base okay so we'll do a titration on the bench in the lab on monday and this will come up in the exam so bring your goggles and then make sure you know the indicator because the colour change is how you see the end point and buffer solution is what you must know for the test too okay homework please do the ten ph questions on the problem sheet";

describe("lecture key terms: a word a stress cue only reaches", () => {
  it("is no key term: the lab and the goggles said beside 'this will come up in the exam'", () => {
    const terms = termsOf(ACIDS);
    expect(terms).not.toContain("lab");
    expect(terms).not.toContain("goggles");
  });

  it("keeps the terms the cues name: 'make sure you know the indicator', 'buffer solution is what you must know'", () => {
    expect(termsOf(ACIDS)).toEqual(expect.arrayContaining(["indicator", "buffer solution"]));
  });

  it("keeps a word said once and taken up by 'it' in the cue", () => {
    const talk = ACIDS.replace("and buffer solution is what you must know for the test too", "and then there's amphoterism which we'll cover on friday but you will need it for the test");
    expect(termsOf(talk)).toContain("amphoterism");
  });
});
