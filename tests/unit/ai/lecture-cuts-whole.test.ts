// Lecture notes cut run-on talk from a definition only where what is left is whole, keep the terms a
// warning not to confuse stresses, and list no word of talk, no part of a name and no word that only
// points back at something for the exam.
import { lectureClauses } from "@/lib/ai/local/lecture-clauses";
import { findDefinition } from "@/lib/ai/local/lecture-definitions";
import { notesOf } from "./lecture-study-talk.fixtures";
import { CONFIDENCE_GATE } from "@/lib/ai/local/lecture-confidence";

// Gate off: these tests are about the rules' decisions (which cue names what, where a definition ends), before the confidence gate.
CONFIDENCE_GATE.on = false;

const termsOf = (transcript: string) => notesOf(transcript).keyTerms.map((t) => t.term.toLowerCase());
const defined = (term: string, said: string) => findDefinition(term, lectureClauses(said))?.text;

describe("lecture notes: a cut at an example leaves the definition whole", () => {
  it.each([
    ["hidden curriculum", "so the hidden curriculum is the things school teaches without meaning to like obeying authority and being on time", "without meaning to"],
    ["procrastination", "so procrastination is putting off tasks you need to do like cleaning your room", "tasks you need to do"],
    ["nostalgia", "so nostalgia is a longing for the past that feels like going home again", "feels like going home"],
  ])("'%s': no cut after a verb or its 'to' that leaves it without its complement", (term, said, kept) => {
    expect(defined(term, said)).toContain(kept);
  });

  it("still cuts a scene run on after a whole noun phrase ('... against a surface like dragging someone up the bed')", () => {
    expect(defined("shear", "shear is the skin rubbing against a surface like dragging someone up the bed")).toBe("The skin rubbing against a surface.");
  });

  it("keeps ', which is free at the other' that completes the definition, cuts a comment ', which is more dangerous than ...'", () => {
    expect(defined("cantilever", "a cantilever is a beam fixed at one end, which is free at the other")).toBe("A beam fixed at one end, which is free at the other.");
    expect(defined("hypovolaemia", "hypovolaemia is a low volume of blood in the circulation, which is more dangerous than plain dehydration")).toBe("A low volume of blood in the circulation.");
    expect(defined("hypovolaemia", "hypovolaemia is a low volume of blood in the circulation, which is dangerous")).toBe("A low volume of blood in the circulation.");
  });
});

describe("lecture notes: what a cue names", () => {
  const RESPIRATION =
    "okay so today we're finishing respiration so the first stage happens in the cytoplasm and it splits glucose into two smaller molecules and you get a little bit of atp out of it " +
    "then the products go into the mitochondria where most of the energy is released and plants do the opposite process in their chloroplasts using light ";
  it.each([
    "so make sure you don't mix up mitochondria and chloroplasts because every year somebody says plants don't respire which is wrong",
    "so make sure you never mix up chloroplasts and mitochondria because every year somebody says plants don't respire which is wrong",
    "so make sure you don't confuse mitochondria with chloroplasts because every year somebody says plants don't respire which is wrong",
  ])("a warning not to confuse them stresses both terms: %s", (warning) => {
    const terms = termsOf(RESPIRATION + warning);
    expect(terms).toEqual(expect.arrayContaining([expect.stringMatching(/mitochondria/), expect.stringMatching(/chloroplasts?/)]));
  });

  it("'remember story points are not hours' lists no term with 'remember' in it", () => {
    const terms = termsOf(
      "okay so um today software engineering we're doing agile and scrum properly so a user story is a short description of a feature from the point of view of the person who wants it " +
        "story points are a rough measure of effort not hours and velocity is how many story points a team finishes in a sprint and you use it to plan the next sprint " +
        "okay a burndown chart is a graph of the work left in the sprint against time and ideally it slopes down to zero by the last day remember story points are not hours that's a classic exam question " +
        "technical debt is the extra work you create later by taking shortcuts now ",
    );
    expect(terms.join(" | ")).not.toMatch(/remember/);
  });

  it("'we call that a slip off slope' gives no term 'slip'", () => {
    const notes = notesOf(
      "so as a river flows over flatter land it starts to swing from side to side and these big bends are called meanders on the outside of the bend the water is faster and deeper so it erodes the bank " +
        "and you get a steep little cliff called a river cliff and on the inside the water is slow and drops sediment and we call that a slip off slope um now over time the neck of the meander gets narrower " +
        "and in a flood the river cuts straight through and the old bend is left behind as a lake we call that an oxbow lake ",
    );
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).not.toContain("slip");
    expect(notes.keyTerms.map((t) => t.definition ?? "").join(" ")).not.toMatch(/river cliff and on the inside/i);
  });

  it("'this unit will be on the exam' after a watt is named makes no term 'unit'; the subjects it announced and teaches stay", () => {
    const terms = termsOf(
      "okay so today we are carrying on with forces and we're going to talk about pressure and then a bit about work and energy so pressure is the force acting on a surface divided by the area of that surface " +
        "and the unit of pressure is the pascal which is one newton per square metre remember the pascal because people always write newtons for pressure in the test " +
        "okay now when we talk about work in physics we don't mean homework work is done when a force moves something through a distance so work equals force times distance moved in the direction of the force " +
        "right energy is the capacity to do work and we measure it in joules a joule is the work done when a force of one newton moves something one metre " +
        "okay and power is the rate of doing work so power is work done divided by time and a watt is one joule per second and this unit will be on the exam so learn it " +
        "make sure you don't mix up power and energy because they are different things energy is how much and power is how fast um now kinetic energy is the energy an object has because it's moving ",
    );
    expect(terms).not.toContain("unit");
    expect(terms).toEqual(expect.arrayContaining(["energy", "work"]));
  });
});
