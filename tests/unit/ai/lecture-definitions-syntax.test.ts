// Lecture notes read a definition from the way it is said, whichever words the lecture is about:
// "what I mean by X is ...", "X, that is ...", "we call this X, ...", a term defined right after
// an aside, two terms sharing a head noun. The lectures here were written for this test, on
// subjects no development set has, and were not used to tune the rules.
import { processLecture } from "@/lib/ai/local/lecture";

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Module", lecturerName: "Dr Amadi" });
const definitionOf = (notes: ReturnType<typeof notesOf>, term: string) => notes.keyTerms.find((t) => t.term.toLowerCase() === term)?.definition;

describe("lecture definitions said in other ways", () => {
  it("reads 'what I mean by X is ...' and 'X, that is ...' as the lecturer's definitions", () => {
    const notes = notesOf(
      "good morning so today is glaciers and how they move um what i mean by basal sliding is the whole glacier slipping over a film of meltwater at its bed " +
        "and that happens mostly in warm based glaciers the other way is internal deformation that is ice crystals bending and sliding past each other under their own weight " +
        "basal sliding is fast in summer and internal deformation goes on all year so a cold based glacier moves only by internal deformation " +
        "right for thursday please read chapter four on glacial erosion",
    );
    expect(definitionOf(notes, "basal sliding")).toBe("The whole glacier slipping over a film of meltwater at its bed.");
    expect(definitionOf(notes, "internal deformation")).toBe("Ice crystals bending and sliding past each other under their own weight.");
  });

  it("keeps both terms that share a head noun, each with its own definition", () => {
    const notes = notesOf(
      "okay so two kinds of bond today a covalent bond is a pair of electrons shared between two atoms and an ionic bond is the pull between two ions of opposite charge " +
        "a covalent bond holds a water molecule together and an ionic bond holds table salt together so a covalent bond shares and an ionic bond gives and takes",
    );
    expect(definitionOf(notes, "covalent bond")).toBe("A pair of electrons shared between two atoms.");
    expect(definitionOf(notes, "ionic bond")).toBe("The pull between two ions of opposite charge.");
  });

  it("lists a term defined right after an aside, and no ordinal or determiner in the term", () => {
    const notes = notesOf(
      "sorry my phone keeps buzzing right first a quorum is the smallest number of members who must be present for a meeting to make decisions " +
        "without a quorum any vote is void and each proxy is a person who votes for a member who cannot attend " +
        "a quorum is set in the constitution and a proxy must be named in writing before the meeting starts",
    );
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    expect(definitionOf(notes, "quorum")).toMatch(/^The smallest number of members who must be present/);
    expect(terms).not.toContain("first quorum");
    expect(terms).not.toContain("each proxy");
    expect(terms).not.toContain("phone");
  });

  it("gives no definition that only talks about the word ('a terrible name')", () => {
    const notes = notesOf(
      "the comet was called swift tuttle which is a terrible name honestly anyway a meteor shower is what we see when the earth passes through the dust a comet leaves behind " +
        "and the perseids are a meteor shower that peaks in august the dust burns up in the upper atmosphere so a meteor shower is really just burning dust",
    );
    expect(notes.keyTerms.every((t) => !/terrible name/i.test(t.definition ?? ""))).toBe(true);
    expect(definitionOf(notes, "meteor shower")).toMatch(/^What we see when the earth passes through the dust/i);
  });
});
