// A stress cue names a term ("make sure you know the indicator", "buffer solution is what you must know for the
// test", "... you will need it") or only reaches the nouns said near it ("we'll do a titration in the lab on monday
// and this will come up in the exam"). A single word it only reaches, said once to three times, was the room's, an
// example's or the talk's word two times in three on the development lecture sets, so it is no key term; the terms
// the cue names stay. Every lecture below was written for this file.
import { processLecture } from "@/lib/ai/local/lecture";
import { CONFIDENCE_GATE } from "@/lib/ai/local/lecture-confidence";

// Gate off: these tests are about the rules' decisions (which cue names what, where a definition ends), before the confidence gate.
CONFIDENCE_GATE.on = false;

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

describe("lecture key terms: a term that opens its clause and is then stressed", () => {
  const VOLCANO = (stress: string) =>
    `right so today volcanoes so a volcano is an opening in the crust where molten rock reaches the surface and volcanoes form where plates pull apart or push together so over many eruptions the rock piles up into a cone now tephra is all the rock an eruption throws into the air ash cinders and bigger lumps called bombs and ${stress} because you cannot understand eruption hazards without it if tephra falls on a town the roofs collapse under the weight and if it falls on fields the crops die as a volcano erupts lava flows down the sides and cools into new rock a caldera is a huge hollow left when the top of a volcano collapses into the emptied chamber below I spent a summer on a volcano in Iceland and we camped in a tent by the crater with no stove and my friend brought a ukulele and played the same two songs every night for six weeks and I still cannot hear those songs without laughing anyway the volcano we camped on has not erupted since then and you can walk around the old caldera and see how big the chamber used to be volcanoes are a very clear sign of plate movement because they sit along the plate edges for homework draw a cross section of a cone volcano and label the caldera and show where tephra lands`;
  const terms = (stress: string) => processLecture({ transcript: VOLCANO(stress), courseTitle: "Earth Science", lecturerName: "Dr Okafor" }).keyTerms.map((t) => t.term.toLowerCase());
  it.each([
    "tephra is the one idea I want all of you to remember this term",
    "tephra is the key thing to remember",
    "tephra is the term to remember for the test",
    "tephra is something you really need to know for the test",
  ])("is named by the cue: '%s'", (stress) => {
    expect(terms(stress)).toContain("tephra");
  });
});

describe("lecture key terms: a warning straight after a stress cue", () => {
  it("names both terms of 'in the exam don't confuse X with Y'", () => {
    const talk = ACIDS.replace("and buffer solution is what you must know for the test too", "and in the exam don't confuse a weak acid with a dilute acid which is only a matter of how much water there is");
    expect(termsOf(talk)).toEqual(expect.arrayContaining(["weak acid", "dilute acid"]));
  });
});
