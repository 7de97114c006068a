// Lecture notes checked against the lecture: an example's object is no key term and
// no review question is about it; the homework is quoted as said.
import { processLecture } from "@/lib/ai/local/lecture";
import { fresh8Lecture } from "@/tests/fixtures/ai/fresh8/lecture";

const transcript =
  "right so today is about habits in the brain um a habit loop has three parts and the habit loop is the cycle of cue routine and reward that the brain repeats " +
  "so think of a kettle you put a kettle on every morning without thinking and that's the cue for the routine the routine is the behaviour itself " +
  "and the reward is what makes the brain want to repeat the habit loop next time okay so the habit loop really matters for the exam " +
  "for next week please write half a page about one habit loop you noticed in your own morning";

describe("lecture notes do no harm", () => {
  const notes = processLecture({ transcript, courseTitle: "Psychology 101", lecturerName: "Dr Obi" });

  it("does not give an example's object as a key term or ask about it", () => {
    expect(notes.keyTerms.map((t) => t.term)).not.toContain("kettle");
    expect(notes.questions.join(" ")).not.toMatch(/kettle/i);
    expect(notes.keyTerms.find((t) => t.term === "habit loop")?.definition).toMatch(/cycle of cue, routine and reward|cycle of cue routine and reward/);
  });

  it("quotes the homework word for word above the full notes", () => {
    const [top] = notes.formattedNotes.split("## Full notes");
    expect(top).toContain("## Homework");
    expect(top.replace(/[.,]/g, "")).toMatch(/please write half a page about one habit loop you noticed in your own morning/i);
  });

  it("lists no noun of the lecturer's aside, lists a term stressed once, and finds a definition after the term is named", () => {
    const stars = processLecture({
      transcript:
        "okay so today is the life of stars and the first idea is nuclear fusion nuclear fusion is when light nuclei join to make heavier ones and release energy " +
        "in the core of a star fusion turns hydrogen into helium for billions of years oh and sorry my bicycle helmet is on the front bench if anyone needs the seat " +
        "when the hydrogen runs out the core shrinks and the outer layers swell so the star becomes a red giant and the red giant phase is when the star swells to many times its size " +
        "remember the term white dwarf for the exam we'll do it properly next week fusion is the engine of every star you will study " +
        "for homework read the chapter on stellar evolution",
      courseTitle: "Astronomy",
      lecturerName: "Dr Moss",
    });
    const terms = stars.keyTerms.map((t) => t.term);
    expect(terms.join(" ")).not.toMatch(/helmet|bicycle|bench/);
    expect(stars.questions.join(" ")).not.toMatch(/helmet|bicycle|bench/);
    expect(terms).toContain("white dwarf");
    expect(stars.keyTerms.find((t) => t.term === "nuclear fusion")?.definition).toMatch(/^When light nuclei join to make heavier ones/);
  });

  it("lists no name said in passing in lower case and no noun of a long story", () => {
    const trade = processLecture({
      transcript:
        "morning everyone so today is trade and the first term is a tariff a tariff is a tax on goods that come into a country from abroad and governments use a tariff to protect their own firms " +
        "then a quota a quota is a limit on how many goods of one kind can come in each year now let me tell you about my uncle's fruit stall the fruit stall sold bananas from ghana " +
        "and when the price of bananas went up the fruit stall put up its prices and in the end the fruit stall closed and the bananas came from the supermarket instead " +
        "ricardo explained this with comparative advantage but ricardo is just background you don't need him for the exam comparative advantage is when a country makes something at a lower cost of what it gives up than another country " +
        "remember comparative advantage for the exam because a tariff and a quota both change who makes what and the tariff is a quota and the rest you can read " +
        "so a tariff raises the price people pay for imports and a quota limits how many imports there are and both of them protect firms at home but cost buyers more " +
        "economists still argue about when a tariff is worth it and we will look at the evidence next week with the readings on the module page " +
        "okay homework for thursday please write one page on whether a tariff on steel would help your country",
      courseTitle: "Economics",
      lecturerName: "Dr Aziz",
    });
    const terms = trade.keyTerms.map((t) => t.term.toLowerCase());
    expect(terms.join(" ")).not.toMatch(/ricardo|fruit stall|bananas/);
    expect(trade.questions.join(" ")).not.toMatch(/ricardo|fruit stall|bananas/i);
    expect(terms).toEqual(expect.arrayContaining(["tariff", "quota", "comparative advantage"]));
    expect(trade.keyTerms.find((t) => t.term === "tariff")?.definition).toMatch(/^A tax on goods that come into a country/);
  });

  it("lists the terms a lecture teaches, not everyday words it happens to say again and again", () => {
    // (a lecture on electoral systems, written apart from the rules: "area", "country" and "system" come up all through it)
    const item = fresh8Lecture.find((l) => l.id === "fresh8-lecture-18");
    if (!item) throw new Error("fresh8-lecture-18 is missing");
    const votes = processLecture({ transcript: item.transcript, courseTitle: item.courseTitle, lecturerName: item.lecturer });
    const terms = votes.keyTerms.map((t) => t.term.toLowerCase());
    expect(terms).toEqual(expect.arrayContaining(["proportional representation", "coalition government", "threshold"]));
    expect(terms).not.toContain("area");
    expect(terms).not.toContain("country");
    expect(terms).not.toContain("system");
  });
});

