import fc from "fast-check";
import { applyVoiceInput, isResumeCommand, VOICE_COMMAND_HELP } from "@/lib/speech/voice-commands";

// Editing by voice: the new commands, and the rule that a command acts only when it
// stands alone as a phrase or at the phrase's end.
const apply = (content: string, transcript: string) => applyVoiceInput(content, transcript);

describe("an editing command said inside a sentence is ordinary text", () => {
  it.each([
    ["I need a literal new paragraph break in my life", "I need a new paragraph break in my life"],
    ["please undo the knot", "Please undo the knot"],
    ["we will go to end of the road", "We will go to end of the road"],
    ["can you read that back to me", "Can you read that back to me"],
    ["a literal new line of clothes", "A new line of clothes"],
    ["say literal comma and literal full stop", "Say comma and full stop"],
    ["do not stop dictation yet", "Do not stop dictation yet"],
  ])("%j", (said, written) => {
    const r = apply("", said);
    expect(r.content).toBe(written);
    expect(r.actions).toBeUndefined();
    expect(r.stop).toBe(false);
  });

  it("formatting words act anywhere in a phrase", () => {
    expect(apply("", "we left later period new paragraph she said").content).toBe("We left later.\n\nShe said");
    expect(apply("", "first new line second").content).toBe("First\nSecond");
    expect(apply("", "New paragraph. At the start").content).toBe("At the start");
  });

  it("acts when the command ends the phrase, or is the whole phrase", () => {
    expect(apply("", "my life new paragraph").content).toBe("My life\n\n");
    expect(apply("Text", "new paragraph").content).toBe("Text\n\n");
    expect(apply("Text", "that is all period new paragraph").content).toBe("Text that is all.\n\n");
    expect(apply("Text", "that is all stop dictation").stop).toBe(true);
    expect(apply("Text", "more words undo").actions).toEqual([{ kind: "undo" }]);
  });
});

describe("new commands", () => {
  it.each([
    ["undo", { kind: "undo" }],
    ["Undo.", { kind: "undo" }],
    ["redo", { kind: "redo" }],
    ["go to end", { kind: "go-to", where: "end" }],
    ["go to the end", { kind: "go-to", where: "end" }],
    ["go to start", { kind: "go-to", where: "start" }],
    ["read that back", { kind: "read-back" }],
    ["capitalize that", { kind: "capitalise-that" }],
    ["capitalise that", { kind: "capitalise-that" }],
    ["resume dictation", { kind: "resume" }],
    ["select the red car", { kind: "select", phrase: "the red car" }],
    ["correct there", { kind: "correct", phrase: "there" }],
  ])("%j -> %j, text unchanged", (said, action) => {
    const r = apply("Keep this.", said);
    expect(r.content).toBe("Keep this.");
    expect(r.actions).toEqual([action]);
    expect(r.words).toBe(0);
  });

  it("'delete [words]' removes the last occurrence, whole words only, any case", () => {
    expect(apply("The cat sat. The cat ran.", "delete the cat").content).toBe("The cat sat. ran.");
    expect(apply("A category of cat", "delete cat").content).toBe("A category of");
    expect(apply("Hello, world", "delete hello").content).toBe(", world");
    const missing = apply("Nothing here", "delete elephant");
    expect(missing).toMatchObject({ content: "Nothing here", notice: "phrase-not-found" });
    expect(apply("Keep these words", "delete last word").content).toBe("Keep these");
  });

  it("'capitalise [words]' capitalises each word of the last occurrence", () => {
    expect(apply("I met john smith today", "capitalise john smith").content).toBe("I met John Smith today");
    expect(apply("visit paris", "capitalize paris").content).toBe("visit Paris");
    expect(apply("zoë and éclair", "capitalise éclair").content).toBe("zoë and Éclair");
  });

  it("'new heading' and 'bullet' write markdown lines the export understands", () => {
    expect(apply("Intro text.", "new heading results").content).toBe("Intro text.\n\n# Results\n");
    expect(apply("", "new heading plan").content).toBe("# Plan\n");
    let text = apply("List:", "bullet milk").content;
    expect(text).toBe("List:\n- Milk");
    text = apply(text, "bullet eggs").content;
    expect(text).toBe("List:\n- Milk\n- Eggs");
  });

  it("edits made by voice can be scratched like dictation", () => {
    const r = apply("I met john", "capitalise john");
    expect(applyVoiceInput(r.content, "scratch that", r.history).content).toBe("I met john");
  });

  it("recognises 'resume dictation' alone or at the end of a phrase only", () => {
    expect(isResumeCommand("resume dictation")).toBe(true);
    expect(isResumeCommand("OK resume dictation.")).toBe(true);
    expect(isResumeCommand("resume dictation please")).toBe(false);
    expect(isResumeCommand("")).toBe(false);
  });

  it("lists every new command in the cheat sheet", () => {
    const said = VOICE_COMMAND_HELP.map((c) => c.say.toLowerCase()).join(" | ");
    for (const name of ["undo", "redo", "select", "delete [words]", "capitalise", "go to end", "go to start", "new heading", "bullet", "read that back", "stop dictation", "resume dictation", "correct"]) {
      expect(said).toContain(name);
    }
  });
});

describe("property: the parser never drops a non-command word", () => {
  const COMMAND_WORDS = new Set(
    "new paragraph line question mark exclamation point full stop semi colon semicolon period comma delete last word scratch undo redo that dictation bold resume go to the end start read it back select capitalise capitalize correct bullet heading".split(" "),
  );
  const plainWord = fc.stringMatching(/^[a-zA-Z][a-z']{0,9}$/).filter((w) => !COMMAND_WORDS.has(w.toLowerCase()));
  // commands that change no words when they end a phrase, and are text inside one
  const command = fc.constantFrom("undo", "redo", "go to end", "go to start", "read that back", "resume dictation", "new line", "new paragraph", "period", "comma");
  const token = fc.oneof({ weight: 3, arbitrary: plainWord }, { weight: 1, arbitrary: command });

  it("every plain word of the phrase is written, in order", () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 20 }), (tokens) => {
        const out = apply("", tokens.join(" ")).content.toLowerCase().match(/[a-z']+/g) ?? [];
        const plain = tokens.filter((t) => !COMMAND_WORDS.has(t.split(" ")[0].toLowerCase())).map((t) => t.toLowerCase());
        let k = 0;
        for (const w of out) if (k < plain.length && w === plain[k]) k++;
        expect(k).toBe(plain.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe("choose one ... choose five (Proofread's words for the open item)", () => {
  it.each([
    ["choose two", 2],
    ["Choose to.", 2],
    ["pick 3", 3],
    ["choose five", 5],
  ])("%j chooses word %d and types nothing", (said, n) => {
    const r = apply("I sed it", said);
    expect(r.content).toBe("I sed it");
    expect(r.actions).toEqual([{ kind: "choose", n }]);
  });

  it("said inside a sentence it is typed", () => {
    const r = apply("", "you can choose two colours");
    expect(r.content).toBe("You can choose two colours");
    expect(r.actions).toBeUndefined();
  });

  it("is in the help table", () => {
    expect(VOICE_COMMAND_HELP.find((r) => r.id === "choose")).toMatchObject({ where: "On its own, or at the end of what you say", keys: "Its number key" });
  });
});
