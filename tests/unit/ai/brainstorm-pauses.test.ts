// Brainstorm outline with the pauses the recogniser heard: each phrase it sent is evidence of where an idea starts or
// carries on. Sentences written for these tests (not from any evaluation set).
import { analyzeBrainstorm } from "@/lib/ai/local/brainstorm";
import { phraseBreaks, withPauses } from "@/lib/ai/local/brainstorm-pauses";
import { appendChunk } from "@/lib/voice-tools/text";

/** The outline's points for phrases said one at a pause, as the page sends them. */
const pointsOf = (phrases: string[], withPhrases = true) => {
  const transcript = phrases.reduce(appendChunk, "");
  return analyzeBrainstorm(transcript, "ideas", withPhrases ? phrases : []).structure?.outline.flatMap((o) => o.points) ?? [];
};
const kinds = (phrases: string[]) => phraseBreaks(phrases.reduce(appendChunk, ""), phrases).map((b) => b.kind);

describe("a new thing said after a pause starts its own point", () => {
  it("cuts two things run together where the speaker paused between them", () => {
    expect(pointsOf(["a plant sale", "pond dipping for the little ones"], false)).toEqual(["A plant sale pond dipping for the little ones."]);
    expect(pointsOf(["a plant sale", "pond dipping for the little ones"])).toEqual(["A plant sale.", "Pond dipping for the little ones."]);
  });

  it("cuts before 'a', 'what about' or a new subject with its verb after a finished clause", () => {
    expect(kinds(["the library could open later", "a homework club on fridays"])).toEqual(["cut"]);
    expect(kinds(["the hall needs new chairs", "what about a bigger stage"])).toEqual(["cut"]);
    expect(kinds(["the hall needs new chairs", "we could ask the council"])).toEqual(["cut"]);
  });

  it("does not cut where the phrase may carry on the thing before", () => {
    // the object of the verb before
    expect(kinds(["we could have", "a book swap in the foyer"])).toEqual([]);
    // one noun may go on naming it; an amount's rate; a thing told more of
    expect(kinds(["a quiet study", "room for the sixth form"])).toEqual([]);
    expect(kinds(["tickets at three pounds", "a head"])).toEqual([]);
    expect(kinds(["a tuck shop", "sweets cheaper on fridays"])).not.toContain("cut");
    // after one word of a name the rest may still be the name; an "-ing" word may say what the thing does
    expect(kinds(["then a parent", "teacher meeting"])).toEqual([]);
    expect(kinds(["photos of the choir", "singing carols in town"])).toEqual([]);
    // a clause after a thing said alone may tell more of it
    expect(kinds(["a wormery", "the kids could feed the worms"])).toEqual([]);
    // a clause with no "that" after "somewhere", "something" describes it
    expect(kinds(["we should make the library somewhere", "teenagers would choose to go"])).toEqual([]);
  });
});

describe("a phrase that cannot stand alone joins the idea before it", () => {
  it("keeps a place said after a pause with its idea, not the next one", () => {
    const points = pointsOf(["a tea stall", "right by the gate", "a raffle for a hamper"]);
    expect(points).toEqual(["A tea stall right by the gate.", "A raffle for a hamper."]);
  });

  it("joins a place, a time, a bound clause, or what follows a phrase left open", () => {
    expect(kinds(["a choir concert", "in the church hall"])).toEqual(["join"]);
    expect(kinds(["a choir concert", "every evening"])).toEqual(["join"]);
    expect(kinds(["a choir concert", "which the older pupils could run"])).toEqual(["join"]);
    expect(kinds(["a choir concert with", "the brass band"])).toEqual(["join"]);
    // ("which" before a noun asks a question of its own; a joiner after a particle starts a new thing)
    expect(kinds(["a choir concert", "which carol goes first"])).toEqual([]);
    expect(kinds(["a place to sit out", "oh and a water fountain"])).not.toContain("join");
    // a thing named for a time of year is a thing, not a time
    expect(kinds(["a choir concert", "christmas market"])).not.toContain("join");
  });
});

describe("no word is lost and nothing moves without evidence", () => {
  it("keeps every word when ideas are cut and joined", () => {
    const phrases = ["um we could run a bike repair stall", "outside the library", "a map of safe routes", "for the new starters"];
    const said = phrases.reduce(appendChunk, "").split(" ").filter((w) => w !== "um");
    const points = pointsOf(phrases).join(" ").toLowerCase();
    for (const w of said) expect(points).toContain(w.toLowerCase());
    expect(pointsOf(phrases)).toEqual(["We could run a bike repair stall outside the library.", "A map of safe routes for the new starters."]);
  });

  it("ignores phrases no longer in the transcript, and changes nothing when an idea cannot be found in it", () => {
    // the user typed over the phrases: no pause is known
    expect(phraseBreaks("a tea stall and a raffle", ["a cake stall", "a raffle"])).toEqual([]);
    const breaks = phraseBreaks("a tea stall a raffle", ["a tea stall", "a raffle"]);
    expect(withPauses(["Something else entirely."], "a tea stall a raffle", breaks)).toEqual(["Something else entirely."]);
  });

  it("looks for a phrase only a little past the one before, so phrases that are not there cost little", () => {
    // (the cost of a missing phrase is bounded by how far it is looked for, checked here by what is found, not by the
    // clock: the time of a long brainstorm with many missing phrases is in `npm run bench`)
    const phrases = ["the hall needs new chairs", "we could ask the council"];
    const typedBefore = (words: number) => `${"and so on ".repeat(words / 3)}${phrases.join(" ")}`;
    // the pause is found a few typed words on; an unbounded search would find it after any number of words
    expect(phraseBreaks(typedBefore(30), phrases).map((b) => b.kind)).toEqual(["cut"]);
    expect(phraseBreaks(typedBefore(600), phrases)).toEqual([]);
  });

  it("still finds the phrases after a few words typed between them, or after a phrase the user deleted", () => {
    expect(kinds(["the hall needs new chairs", "we could ask the council"])).toEqual(["cut"]);
    const typed = "the hall is cold the hall needs new chairs we could ask the council";
    expect(phraseBreaks(typed, ["it is a lovely day", "the hall needs new chairs", "we could ask the council"]).map((b) => b.kind)).toEqual(["cut"]);
  });

  it("is the same outline as before without phrases", () => {
    const transcript = "a plant sale pond dipping for the little ones";
    expect(analyzeBrainstorm(transcript, "ideas")).toEqual(analyzeBrainstorm(transcript, "ideas", []));
  });
});
