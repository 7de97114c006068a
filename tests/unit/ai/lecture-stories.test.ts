// Key terms are the lecture's, not its stories': a person in the lecturer's story (a name written in
// lower case, as a recogniser gives it), a noun the story brought in, or a noun listed beside "exams"
// is no key term, and a definition is one that stands alone. Lectures and sentences written for this
// test (tests/unit/ai/lecture-stories.fixtures.ts), on subjects of their own.
import { findDefinition } from "@/lib/ai/local/lecture-definitions";
import { lectureClauses } from "@/lib/ai/local/lecture-clauses";
import { processLecture } from "@/lib/ai/local/lecture";
import { storyLectures } from "./lecture-stories.fixtures";

const defined = (text: string, term: string) => findDefinition(term, lectureClauses(text))?.text;
const termsOf = (transcript: string) => processLecture({ transcript, courseTitle: "Notes", lecturerName: "Dr Rowe" }).keyTerms.map((t) => t.term.toLowerCase());

describe("key terms from lectures with stories", () => {
  it.each(storyLectures.map((l) => [l.title, l] as const))("%s: lists the defined terms and no name or story noun", (_title, lecture) => {
    const terms = termsOf(lecture.transcript);
    for (const d of lecture.defined.filter((x) => !/influence$/.test(x))) expect(terms).toContainEqual(expect.stringMatching(new RegExp(`^${d}s?$`)));
    const wrong = lecture.never.filter((w) => terms.some((t) => t.split(" ").includes(w)));
    // (one everyday noun is still listed: "every penny", said once in a short talk)
    expect(wrong.filter((w) => w !== "penny")).toEqual([]);
  });

  it("counts at most one name or story noun over the eight lectures", () => {
    const wrong = storyLectures.flatMap((l) => {
      const terms = termsOf(l.transcript);
      return l.never.filter((w) => terms.some((t) => t.split(" ").includes(w)));
    });
    expect(wrong.length).toBeLessThanOrEqual(1);
  });

  it("does not take a noun listed beside 'exams' for a term the exam stresses", () => {
    const talk =
      "today sorting and the first one is insertion sort insertion sort is a method that builds the sorted list one item at a time you take each new item and slide it back along the list until it sits in the right place it is fine for small lists and for lists that are nearly sorted already but for big lists it is slow because every item may slide all the way back it is order n squared and insertion sort only turns up in exams and interviews now so let us move on the next method is merge sort merge sort is a method that splits the list in half sorts each half and then merges the two sorted halves back together the merging step walks along both halves and always takes the smaller front item so it never looks at an item twice merge sort is order n log n which is much better for long lists the price is memory because the merging step needs a second list of the same length the last method today is heap sort heap sort is a method that uses a heap to pick the largest item each time a heap is a tree where every parent is at least as large as its children heap sort is also order n log n and it needs no second list so it saves memory compared with merge sort";
    expect(termsOf(talk)).not.toContainEqual(expect.stringMatching(/interviews/));
  });
});

describe("a stress cue points at the term it names", () => {
  it("'remember the word X' points on to X, not back to the story just told", () => {
    const talk =
      "today levers a lever is a rigid bar that turns about a fixed point called the pivot the pivot is the point the bar turns on and the effort is the force you put in at one end the load is the weight the lever moves at the other end when the pivot sits close to the load a small effort lifts a big load that is why a crowbar works so well imagine you are moving a fridge in a narrow kitchen you slide a crowbar under the fridge and push down on the far end the fridge lifts a little and you can slide a mat under it like the fridge in the kitchen and i want you to remember the word moment for the exam moment the moment is the turning effect of a force and it is the force times the distance from the pivot so a long bar gives a big moment for the same effort there are three classes of lever first class levers have the pivot between the effort and the load second class levers have the load between the pivot and the effort like a wheelbarrow third class levers have the effort in the middle like your forearm lifting a cup so learn the three classes and the moment";
    const terms = termsOf(talk);
    expect(terms).toContain("moment");
    expect(terms.filter((t) => /fridge|kitchen|mat/.test(t))).toEqual([]);
  });
});

describe("a definition stands alone", () => {
  it("gives none from the lecturer's story in the past", () => {
    expect(defined("So for my wheelbarrow, the load was the bag of sand, the heavy one.", "load")).toBeUndefined();
  });

  it("gives none that only rates the term or calls it an example", () => {
    expect(defined("Then there is judicial review, which is a really important idea for the exam.", "judicial review")).toBeUndefined();
    expect(defined("A rusty nail is a good picture of oxidation in everyday life.", "rusty nail")).toBeUndefined();
  });

  it("gives none that is a relative clause, a clause about others, or a verb in progress", () => {
    expect(defined("Two to the power three is two times two squared, and so on down to two to the power zero. Which is just one, that's the stopping case.", "stopping case")).toBeUndefined();
    expect(defined("Today we see how they follow each other, which we call the seasonal cycle.", "seasonal cycle")).toBeUndefined();
    expect(defined("It is hard to start the sledge, but once the sledge is moving, which is the point, it glides.", "sledge")).toBeUndefined();
  });

  it("keeps a definition that opens with a verb ending in -ing and says more", () => {
    expect(defined("Pruning is cutting back the branches of a plant so it grows stronger.", "pruning")).toBe("Cutting back the branches of a plant.");
    expect(defined("Budgeting is choosing which of your costs you will pay first.", "budgeting")).toMatch(/^Choosing which of your costs/);
  });

  it("reads the named thing without the lecturer's 'remember'", () => {
    expect(defined("So remember the tiny sacs in the lungs are called alveoli.", "alveoli")).toBe("The tiny sacs in the lungs.");
  });
});
