// The whole document by voice: sentence and paragraph units, replace and insert, move, spell
// mode, lists, numbers, and the words that are typed rather than obeyed (docs/dictation.md).
import { applyPhrase, EMPTY_MEMORY, type DictationMemory, type PhraseOutcome } from "@/lib/speech/dictation-memory";
import { spokenNumbersToDigits } from "@/lib/speech/spoken-numbers";
import type { TextRange } from "@/lib/text/sentences";

/** Says each phrase in turn from empty text, as the editor does, and returns the last outcome. */
function say(phrases: Array<string | { select: TextRange | string }>, start = ""): PhraseOutcome & { text: string } {
  let text = start;
  let memory: DictationMemory = EMPTY_MEMORY;
  let selection: TextRange | null = null;
  let out: PhraseOutcome | null = null;
  for (const p of phrases) {
    if (typeof p !== "string") {
      const sel = p.select;
      selection = typeof sel === "string" ? { start: text.indexOf(sel), end: text.indexOf(sel) + sel.length } : sel;
      continue;
    }
    out = applyPhrase(text, p, memory, selection);
    memory = out.memory;
    text = out.content;
    const chosen = out.actions.find((a) => a.kind === "selection");
    selection = chosen && chosen.kind === "selection" ? chosen.range : null;
  }
  return { ...(out as PhraseOutcome), text };
}

const PARA = "The cat sat. It was warm. We left at noon.";

describe("sentences and paragraphs", () => {
  it.each([
    ["delete the last sentence", "The cat sat. It was warm."],
    ["delete that sentence", "The cat sat. It was warm."],
    ["delete the first sentence", "It was warm. We left at noon."],
    ["delete the last 2 words", "The cat sat. It was warm. We left."],
    ["delete the last two words", "The cat sat. It was warm. We left."],
    ["capitalise the last sentence", "The cat sat. It was warm. We Left At Noon."],
    ["bold the last sentence", "The cat sat. It was warm. **We left at noon.**"],
    ["delete all", ""],
  ])("%s", (command, expected) => {
    expect(say([PARA, command]).text).toBe(expected);
  });

  it("selects and reads units without changing the text", () => {
    const selected = say([PARA, "select the last sentence"]);
    expect(selected.text).toBe(PARA);
    expect(selected.actions).toEqual([{ kind: "selection", range: { start: 26, end: 42 } }]);
    expect(say([PARA, "read the first sentence"]).actions).toEqual([{ kind: "read-back", range: { start: 0, end: 12 } }]);
  });

  it("removes a whole paragraph with its break", () => {
    expect(say(["one period new paragraph two period new paragraph three period", "delete the last paragraph"]).text).toBe("One.\n\nTwo.");
    expect(say(["one period new paragraph two period new paragraph three period", { select: "Two" }, "delete this paragraph"]).text).toBe("One.\n\nThree.");
  });

  it("moves the cursor by sentence and paragraph", () => {
    expect(say([PARA, { select: { start: 14, end: 14 } }, "go to the end of the sentence"]).actions).toEqual([{ kind: "caret", at: 25 }]);
    expect(say([PARA, { select: { start: 14, end: 14 } }, "next sentence"]).actions).toEqual([{ kind: "caret", at: 26 }]);
    expect(say(["one period new paragraph two period", { select: { start: 0, end: 0 } }, "next paragraph"]).actions).toEqual([{ kind: "caret", at: 6 }]);
  });

  it("moves a sentence to the end and before the sentence with the named words", () => {
    expect(say([PARA, { select: "cat" }, "move that sentence to the end"]).text).toBe("It was warm. We left at noon. The cat sat.");
    expect(say([PARA, "move the last sentence before it was warm"]).text).toBe("The cat sat. We left at noon. It was warm.");
    expect(say([PARA, { select: "cat" }, "move that sentence after we left"]).text).toBe("It was warm. We left at noon. The cat sat.");
  });
});

describe("replace by voice", () => {
  it("changes the nearest match before the cursor and says which one", () => {
    const out = say(["the cat saw the cat period", { select: { start: 10, end: 10 } }, "replace cat with dog"]);
    expect(out.text).toBe("The dog saw the cat.");
    expect(out.message).toEqual({ title: 'Changed "cat" to "dog"', description: "The first of 2: the nearest before the cursor." });
    expect(say(["the cat saw the cat period", "change cat to dog"]).text).toBe("The cat saw the dog.");
  });

  it("keeps the capital of a word starting a sentence, and the recogniser's full stop off the new words", () => {
    expect(say(["shivon came period", "Replace shivon with Siobhan."]).text).toBe("Siobhan came.");
  });

  it("inserts words before or after others", () => {
    expect(say(["we met on monday period", "insert early before monday"]).text).toBe("We met on early monday.");
    expect(say(["we met on monday period", "insert morning after monday"]).text).toBe("We met on monday morning.");
  });

  it("types the phrase when the words it names are not in the text", () => {
    const out = say(["hello period", "change the world to a better place"]);
    expect(out.text).toBe("Hello. Change the world to a better place");
    expect(out.message?.title).toBe("Typed as words");
  });

  it("is one step for scratch that", () => {
    expect(say(["the cat sat period", "replace cat with dog", "scratch that"]).text).toBe("The cat sat.");
  });
});

describe("spell mode", () => {
  it("replaces the selected word with letters said one by one, then offers the word", () => {
    const out = say(["I met shivon today period", { select: "shivon" }, "spell that", "capital s i o", "b h a n", "stop spelling"]);
    expect(out.text).toBe("I met Siobhan today.");
    expect(out.spelled).toBe("Siobhan");
  });

  it("reads the NATO alphabet, space and backspace, and writes at the end in spell mode", () => {
    expect(say(["my code is", "spell mode", "capital x ray alpha", "space bravo charlie charlie backspace", "stop spelling"]).text).toBe("My code is Xa bc");
  });

  it("'spell that' replaces the last word said", () => {
    expect(say(["her name is shivon", "spell that", "capital sierra india oscar bravo hotel alpha november", "stop spelling"]).text).toBe("Her name is Siobhan");
  });

  it("a sentence said in spell mode ends it and is typed", () => {
    const out = say(["spell mode", "a b", "see you later"]);
    expect(out.text).toBe("ab see you later");
    expect(out.spelled).toBe("ab");
  });
});

describe("lists and structure", () => {
  it("numbers a list and carries on with next item", () => {
    expect(say(["shopping colon", "numbered list eggs", "next item milk", "next item bread end list", "that is all"]).text).toBe("Shopping:\n1. Eggs\n2. Milk\n3. Bread\n\nThat is all");
  });

  it("continues bullets with next item", () => {
    expect(say(["bullet eggs", "next item flour"]).text).toBe("- Eggs\n- Flour");
  });

  it("writes heading levels, quotes and brackets", () => {
    expect(say(["heading two methods"]).text).toBe("## Methods\n");
    expect(say(["she said open quote hello close quote period"]).text).toBe("She said \u201chello\u201d.");
    expect(say(["the cost open bracket in pounds close bracket"]).text).toBe("The cost (in pounds)");
    expect(say(["the cost", "in brackets in pounds period"]).text).toBe("The cost (in pounds).");
    expect(say(["she said", "in quotes hello there"]).text).toBe("She said \u201chello there\u201d");
  });
});

describe("numbers said naturally", () => {
  it.each([
    ["in twenty twenty six", "in 2026"],
    ["nineteen eighty four", "1984"],
    ["three point five metres", "3.5 metres"],
    ["fifteen percent", "15%"],
    ["at half past two", "at 2:30"],
    ["a quarter to five", "4:45"],
    ["one hundred and twenty people", "120 people"],
    ["twenty five", "25"],
    ["one of the best", "one of the best"],
    ["two cats and three dogs", "two cats and three dogs"],
    ["choose two", "choose two"],
    ["five percent", "5%"],
  ])("%s -> %s", (said, written) => {
    expect(spokenNumbersToDigits(said)).toBe(written);
  });

  it("keeps words when the person asked for them", () => {
    expect(applyPhrase("", "in twenty twenty six", EMPTY_MEMORY, null, { numberWords: true }).content).toBe("In twenty twenty six");
    expect(applyPhrase("", "in twenty twenty six", EMPTY_MEMORY, null).content).toBe("In 2026");
  });
});

describe("clipboard and the document", () => {
  it("copies, cuts and pastes", () => {
    expect(say(["hello there", "copy that"]).actions).toEqual([{ kind: "copy", text: "Hello there" }]);
    const cut = say([PARA, "cut the last sentence"]);
    expect(cut.text).toBe("The cat sat. It was warm.");
    expect(cut.actions).toEqual([{ kind: "copy", text: "We left at noon." }]);
    expect(say(["paste"]).actions).toEqual([{ kind: "paste" }]);
  });

  it("saves, reads the whole document, stops reading and counts words", () => {
    expect(say(["save the document"]).actions).toEqual([{ kind: "save" }]);
    expect(say([PARA, "read the whole document"]).actions).toEqual([{ kind: "read-back", range: null }]);
    expect(say(["stop reading"]).actions).toEqual([{ kind: "stop-reading" }]);
    expect(say([PARA, "how many words"]).message?.title).toBe("10 words");
  });
});
