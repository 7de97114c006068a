// Lecture notes give no definition that only says something about a term, and take no worked instance
// ("four factorial") for a term (docs/ai.md). And the words after "is" that say something about
// a term, not what it is, are no definition. Inputs written for these tests.
import { notesOf, termNamesOf as termsOf } from "./lecture-study-talk.fixtures";


describe("lecture notes: no definition that only says something about the term", () => {
  const defs = (transcript: string) => Object.fromEntries(notesOf(transcript).keyTerms.map((t) => [t.term.toLowerCase(), t.definition ?? ""]));

  it("gives 'something else' and 'a bit more complicated than ...' to no term", () => {
    const all = Object.values(
      defs(
        "so today is fatigue and lactate is a chemical the muscles make when they break down sugar without enough oxygen and it is cleared by the liver within an hour " +
          "the stiffness you feel two days later is something else which we'll get to and the cramp story is a bit more complicated than the magazines say " +
          "glycogen is the store of sugar kept in the muscles and the liver for quick energy and when it runs out you hit the wall",
      ),
    ).join(" ");
    expect(all).toMatch(/a chemical the muscles make/i);
    expect(all).not.toMatch(/something else|more complicated/i);
  });

  it("gives what people credit someone with, one theory for why, or another term's 'X refers to' to no term", () => {
    const all = Object.values(
      defs(
        "today is renaissance painting and perspective is a way of showing depth on a flat panel where parallel lines meet at one point on the horizon " +
          "and that point is the vanishing point alberti is usually credited with writing the rules down in a book for painters " +
          "the figures look soft at the edges that's sfumato sfumato refers to a gradual blending of tones with no hard outlines like smoke " +
          "and the knees are bent in the dancers which is one theory for why the pose looks so relaxed",
      ),
    ).join(" ");
    expect(all).toMatch(/gradual blending of tones/i);
    expect(all).not.toMatch(/credited|one theory for why/i);
  });

  it("takes no worked instance that opens with a number for a term ('four factorial is ...')", () => {
    const terms = termsOf(
      "so today is recursion and a recursive function is a function that calls itself on a smaller version of the same problem " +
        "the classic example is factorial and five factorial is five times four factorial and four factorial is four times three factorial and so on " +
        "the base case is the simplest input where the function returns an answer straight away without calling itself again",
    );
    expect(terms.join(" ")).not.toMatch(/four factorial|three factorial|five factorial/);
    expect(terms).toContain("recursive function");
  });
});
