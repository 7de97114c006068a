// Lecture notes give a term only its own definition: a longer name that holds the term ("the water
// cycle"), a phrase with "of" ("the balance of trade"), or a pair of terms ("X and Y, which is ...")
// defines neither part alone, and a definition ends before the lecturer's aside to the listener
// ("note that ...") or a rough figure added after it ("usually about ..."). The lectures here were
// written for this test and were not used to tune the rules.
import { processLecture } from "@/lib/ai/local/lecture";

const notesOf = (transcript: string) => processLecture({ transcript, courseTitle: "Module", lecturerName: "Dr Amadi" });
const termOf = (notes: ReturnType<typeof notesOf>, term: string) => notes.keyTerms.find((t) => t.term.toLowerCase() === term);

describe("a lecture's definition belongs to its own term", () => {
  it("gives a part of a longer name none of the name's definition", () => {
    const notes = notesOf(
      "morning all so today the ways water moves around the planet which we call the water cycle and we start with evaporation " +
        "evaporation is when liquid water turns into vapour because the sun heats it and condensation is when the vapour cools and turns back into droplets " +
        "the water cycle is the constant movement of water between the sea the air and the land and the water cycle never stops " +
        "water falls as rain and water runs off into rivers and the water cycle carries it back to the sea",
    );
    expect(termOf(notes, "water")?.definition).toBeUndefined();
    expect(termOf(notes, "water cycle")?.definition).toMatch(/^The constant movement of water between the sea/);
  });

  it("gives no definition of the phrase 'the balance of trade' to 'trade'", () => {
    const notes = notesOf(
      "okay trade today the balance of trade means the value of a country's exports minus the value of its imports " +
        "a tariff is a tax on goods coming into a country and a quota is a limit on how much of a good can come in " +
        "trade grows when tariffs fall and trade shrinks when quotas are tight so trade policy matters and the balance of trade moves with it",
    );
    expect(notes.keyTerms.filter((t) => /exports minus/.test(t.definition ?? "")).map((t) => t.term.toLowerCase())).not.toContain("trade");
  });

  it("ends a definition before 'note that' and before a rough figure said after it", () => {
    const notes = notesOf(
      "right first term a vaccine is a dose that trains the immune system to recognise a germ note that it cannot cure an infection you already have " +
        "and then the second term herd immunity herd immunity is the protection a whole group gets when enough people are immune usually about ninety percent for measles " +
        "a vaccine protects you and herd immunity protects the people who cannot have a vaccine so remember herd immunity for the exam",
    );
    expect(termOf(notes, "vaccine")?.definition).toBe("A dose that trains the immune system to recognise a germ.");
    expect(termOf(notes, "herd immunity")?.definition).toBe("The protection a whole group gets when enough people are immune.");
  });

  it("lists no noun run together with the verb after it, nor a phrase ending in 'today'", () => {
    const notes = notesOf(
      "morning so councils and roads today the council funds them from local taxes and the council repairs them when it can " +
        "a pothole is a hole in the road surface made when water freezes and thaws under it and potholes cost drivers a lot " +
        "the council funds them badly some years so potholes stay open for months and potholes will be in the exam",
    );
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    expect(terms).not.toContain("council funds");
    expect(terms).not.toContain("council repairs");
    expect(terms).not.toContain("roads today");
    expect(notes.keyTerms.find((t) => /^potholes?$/i.test(t.term))?.definition).toMatch(/^A hole in the road surface/);
  });
});
