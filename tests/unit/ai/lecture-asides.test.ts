// Lecture notes leave out what the lecturer only mentions in passing (the room, a memory, a module
// that is not this one, what the test will not ask) and give each defined term the lecturer's own
// definition, not an example or a remark run on after it.
import { notesOf } from "./lecture-study-talk.fixtures";
import { CONFIDENCE_GATE } from "@/lib/ai/local/lecture-confidence";

// Gate off: these tests are about the rules' decisions (which cue names what, where a definition ends), before the confidence gate.
CONFIDENCE_GATE.on = false;

const termsOf = (transcript: string) => notesOf(transcript).keyTerms.map((t) => t.term.toLowerCase());

describe("lecture notes: asides are no key terms", () => {
  it("a warning about the room ('come in, mind the cable') stresses nothing", () => {
    const notes = notesOf(
      "hello all come in come in mind the extension cable by the door it's loose okay today is sorting algorithms so a sorting algorithm is a method for putting items of a list in order " +
        "and bubble sort is a sorting algorithm that swaps neighbouring items until no swap is needed and quicksort picks a pivot and puts the smaller items before it " +
        "remember quicksort for the exam because it comes up every year and we will write one in the lab on friday",
    );
    const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
    expect(terms.join(" ")).not.toMatch(/cable|door/);
    expect(notes.questions.join(" ")).not.toMatch(/cable|door/i);
    expect(terms).toContain("quicksort");
  });

  it("'I remember a patient who...' is a memory, not a stress on the noun before it", () => {
    const terms = termsOf(
      "today is wound care so a dressing is a cover put over a wound to keep it clean and help it heal and a moist dressing keeps the wound bed damp so new skin can grow across it " +
        "we change a dressing when it is soaked through or starts to smell and you wash your hands before and after every time the tray goes on a clean trolley " +
        "i remember a farmer in the hills who kept his bandage on for a month because he thought it was lucky and he was very cross when we took it off " +
        "okay so the thing to take away is that a moist dressing heals faster than a dry one",
    );
    expect(terms.join(" ")).not.toMatch(/trolley|tray|farmer|bandage/);
  });

  it("a module that is not this one ('if this were the law module X would be on your exam') stresses nothing", () => {
    const notes = notesOf(
      "right today is ecosystems so a food chain is the order in which energy passes from one living thing to the next when each eats the one before it " +
        "and a producer is a living thing that makes its own food from sunlight if this were the farming module the price of fertiliser would be on your exam but it isn't so forget it " +
        "a consumer is a living thing that gets its energy by eating others and the decomposers break down what is left",
    );
    expect(notes.keyTerms.map((t) => t.term.toLowerCase()).join(" ")).not.toMatch(/fertiliser/);
    expect(notes.questions.join(" ")).not.toMatch(/fertiliser/i);
  });

  it("what the test will not include is not stressed, and 'remember X' stresses X, not a noun of the clause before", () => {
    const terms = termsOf(
      "okay today is rhythm in poetry so a metre is the pattern of stressed and unstressed syllables in a line of verse and an iamb is one unstressed syllable followed by a stressed one " +
        "the quiz on monday will be on metre and no the quiz won't include the sonnets so relax about those old anthologies " +
        "i'm not going to say why the ballad went out of fashion that's a long tale involving travelling printers but just remember iambic pentameter is five iambs in a line",
    );
    expect(terms.join(" ")).not.toMatch(/sonnets|anthologies|printers/);
    expect(terms.some((t) => t.includes("iambic pentameter"))).toBe(true);
  });

  it("'the thing you must write about in the exam is X' stresses X, not the noun said before it", () => {
    const terms = termsOf(
      "morning so today is medieval towns and a charter is a written grant from the king that gives a town its rights and a guild is a group of traders in one craft who set prices and standards " +
        "the market square was full of stalls and a fair few taverns now the thing you must write about in the exam and i say it every year is the guild system so read the chapter on it",
    );
    expect(terms.join(" ")).not.toMatch(/taverns|stalls/);
  });
});

describe("lecture notes: a term's own definition", () => {
  it("ends before an example run on with 'like doing ...'", () => {
    const notes = notesOf(
      "today is injuries at work so abrasion is the skin scraping against a rough surface like sliding along a concrete floor after a fall " +
        "and a contusion means bleeding under the skin from a blow which is more painful than it looks because the swelling presses on the nerves " +
        "abrasion and contusion will both be in the first aid exam so learn them",
    );
    const def = (term: string) => notes.keyTerms.find((t) => t.term.toLowerCase() === term)?.definition ?? "";
    expect(def("abrasion")).not.toMatch(/concrete|sliding/);
    expect(def("abrasion")).toMatch(/rough surface/);
  });

  it("prefers the term's own 'X is ...' to a gloss said first ('that's the ... to your nan')", () => {
    const notes = notesOf(
      "right today is plumbing so first you turn the water off at the stopcock that's the tap under the sink to your gran the stopcock is the valve that controls the mains water coming into the house " +
        "then you drain the system from the lowest tap and a compression fitting is a joint that seals a pipe by squeezing a brass ring onto it so no solder is needed " +
        "the stopcock and the compression fitting are both in the practical test on thursday",
    );
    expect(notes.keyTerms.find((t) => t.term.toLowerCase() === "stopcock")?.definition ?? "").not.toMatch(/sink|gran/);
  });

  it("gives no definition made of the term itself ('when your dad says petrol costs more, that's petrol')", () => {
    const notes = notesOf(
      "so today is inflation and inflation is a general rise in prices across the whole economy over time not one thing getting dearer " +
        "so when your dad says petrol costs twice as much that's petrol that's not inflation necessarily okay we measure inflation with a price index " +
        "and a price index is the cost of a fixed basket of goods compared with the same basket in a base year and deflation is a general fall in prices",
    );
    expect(notes.keyTerms.map((t) => t.term.toLowerCase())).not.toContain("petrol");
    expect(notes.questions.join(" ")).not.toMatch(/petrol/i);
  });

  it("reads a name given to what was said just before ('... between them. We call that a col')", () => {
    const notes = notesOf(
      "okay today is mountains and a summit is the highest point of a mountain then two peaks stand side by side and you get a low saddle of rock between them and we call that a col " +
        "the lake district has a few good examples near the road where my brother once lost his map in the rain " +
        "a ridge is a long narrow strip of high ground joining summits and the old roads often cross the hills at a col",
    );
    expect(notes.keyTerms.find((t) => t.term.toLowerCase() === "col")?.definition ?? "").toMatch(/low saddle of rock/i);
  });
});

describe("lecture notes: the room and the homework", () => {
  const levers =
    "right everyone let's start today is levers and forces so a lever is a rigid bar that turns about a fixed point and the fixed point is called the pivot " +
    "the effort is the force you put in with your hand and the load is the weight the lever moves okay now when the pivot sits near the load a small effort lifts a big load " +
    "and that is why a crowbar works so well my grandad used to lift paving slabs in his garden with an old crowbar and a brick under it as the pivot and he was seventy at the time " +
    "anyway the moment is the turning effect of a force and it is the force times the distance from the pivot so a longer bar gives a bigger moment for the same effort " +
    "pass the register to the back of the room please this will be on the exam every year there are three classes of lever first class levers have the pivot in the middle like a seesaw " +
    "second class levers have the load in the middle like a wheelbarrow and third class levers have the effort in the middle like your forearm lifting a cup " +
    "learn the three classes and the moment oh before i forget for next week please go to the science museum. it's free and find one machine that uses a lever and sketch where its pivot is. " +
    "that's your homework. a quick sketch is fine okay see you thursday";
  const notes = notesOf(levers);

  it("an everyday noun said just before 'this will be on the exam' is not stressed by it", () => {
    expect(notes.keyTerms.map((t) => t.term.toLowerCase()).join(" ")).not.toMatch(/register|room|back/);
    expect(notes.questions.join(" ")).not.toMatch(/register|room/i);
  });

  it("quotes the whole homework when full stops cut it before 'that's your homework'", () => {
    const [top] = notes.formattedNotes.split("## Full notes");
    expect(top.replace(/[.,]/g, "").toLowerCase()).toContain("please go to the science museum it's free and find one machine that uses a lever and sketch where its pivot is");
  });

  it("a clause the talk moved on to ('okay now when ...') is no part of the definition before it", () => {
    expect(notes.keyTerms.map((t) => t.definition ?? "").join(" ")).not.toMatch(/when the pivot sits/i);
  });
});
