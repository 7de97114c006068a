import fc from "fast-check";
import {
  applyVoiceInput,
  deleteLastWord,
  MAX_DICTATION_HISTORY,
  retargetHistory,
  voicePreview,
  type DictationEntry,
} from "@/lib/speech/voice-commands";

const apply = (content: string, transcript: string) => applyVoiceInput(content, transcript).content;

describe("applyVoiceInput: spec commands (core-product §9)", () => {
  it.each([
    // [content, transcript, expected]
    ["", "hello world", "Hello world"],
    ["Hello", "world", "Hello world"], // a space before appended text
    ["Hello ", "world", "Hello world"],
    ["Hello\n", "world", "Hello\nWorld"],
    ["Hello", "new paragraph", "Hello\n\n"],
    ["Hello", "world new paragraph", "Hello world\n\n"], // at the phrase's end
    ["Hello\n", "new paragraph", "Hello\n\n"],
    ["Hello\n\n", "new paragraph", "Hello\n\n"],
    ["", "new paragraph", ""],
    ["Hello", "new line", "Hello\n"],
    ["Hello", "there new line", "Hello there\n"],
    ["Hello world", "delete last word", "Hello"],
    ["Hello big\n\nworld", "delete last word", "Hello big\n\n"],
    ["", "delete last word", ""],
    ["Hello", "period", "Hello."],
    ["Hello ", "period", "Hello."],
    ["Hello", "comma", "Hello,"],
    ["Hello", "question mark", "Hello?"],
    ["Hello", "exclamation mark", "Hello!"],
    ["Hello", "exclamation point", "Hello!"],
    ["Note", "colon", "Note:"],
    ["One", "semicolon", "One;"],
    ["One", "semi colon", "One;"],
    ["Hello", "full stop", "Hello."],
    ["", "hello comma world period how are you question mark", "Hello, world. How are you?"],
    ["Dear Sam", "comma new paragraph", "Dear Sam,\n\n"],
    ["It is", "Period.", "It is."], // recogniser capitalises or punctuates the command word
    ["It is", "PERIOD", "It is."],
    ["Well", "?", "Well?"], // a recogniser that already outputs symbols
    ["", "  hello   world  ", "Hello world"],
    ["Already. ", "next", "Already. Next"],
    ["a", "iPhone", "a iPhone"], // mid-sentence words keep their case
  ])("%j + %j -> %j", (content, transcript, expected) => {
    expect(apply(content, transcript)).toBe(expected);
  });

  it("ignores input that is empty after trimming (core-product §5)", () => {
    const history: DictationEntry[] = [{ before: "", after: "x" }];
    for (const blank of ["", "   ", "\n\t"]) {
      const r = applyVoiceInput("keep", blank, history);
      expect(r).toEqual({ content: "keep", stop: false, words: 0, history });
    }
  });

  it("stops on 'stop dictation', keeping the words said before it", () => {
    expect(applyVoiceInput("A", "stop dictation")).toMatchObject({ content: "A", stop: true, words: 0 });
    expect(applyVoiceInput("A", "and that is all stop dictation")).toMatchObject({
      content: "A and that is all",
      stop: true,
      words: 4,
    });
    expect(applyVoiceInput("A", "Stop dictation.").stop).toBe(true);
    expect(applyVoiceInput("A", "stop the dictation").stop).toBe(false);
  });

  it("counts dictated words, not command words", () => {
    expect(applyVoiceInput("", "one comma two period three new paragraph").words).toBe(3);
    expect(applyVoiceInput("", "period comma").words).toBe(0);
  });

  it("matches commands only as whole words", () => {
    expect(apply("", "commas and periods")).toBe("Commas and periods");
    expect(apply("", "a newline")).toBe("A newline");
  });
});

describe("scratch that / undo that", () => {
  it("removes the previous phrase", () => {
    const first = applyVoiceInput("Start.", "one two");
    expect(first.content).toBe("Start. One two");
    const second = applyVoiceInput(first.content, "scratch that", first.history);
    expect(second.content).toBe("Start.");
    expect(second.history).toEqual([]);
  });

  it("removes the words said earlier in the same phrase", () => {
    expect(apply("I like", "cats scratch that")).toBe("I like");
  });

  it("walks back phrase by phrase", () => {
    let r = applyVoiceInput("", "one");
    r = applyVoiceInput(r.content, "two", r.history);
    r = applyVoiceInput(r.content, "three", r.history);
    r = applyVoiceInput(r.content, "undo that", r.history);
    expect(r.content).toBe("One two");
    r = applyVoiceInput(r.content, "scratch that scratch that", r.history);
    expect(r.content).toBe("");
  });

  it("also undoes a 'delete last word'", () => {
    let r = applyVoiceInput("Keep these words", "delete last word");
    expect(r.content).toBe("Keep these");
    r = applyVoiceInput(r.content, "scratch that", r.history);
    expect(r.content).toBe("Keep these words");
  });

  it("never removes typed text", () => {
    const r = applyVoiceInput("Hello", "there");
    const typed = `${r.content} and typed`;
    const s = applyVoiceInput(typed, "scratch that", r.history);
    expect(s.content).toBe(typed);
    expect(s.notice).toBe("nothing-to-scratch");
  });

  it("follows an AI rewrite through retargetHistory", () => {
    const r = applyVoiceInput("Intro.", "hello world");
    const enhanced = "Intro. Hello, world.";
    const history = retargetHistory(r.history, r.content, enhanced);
    expect(applyVoiceInput(enhanced, "scratch that", history).content).toBe("Intro.");
    // an unrelated text leaves the history alone
    expect(retargetHistory(r.history, "other", enhanced)).toBe(r.history);
  });

  it("keeps at most MAX_DICTATION_HISTORY phrases", () => {
    let r = applyVoiceInput("", "w0");
    for (let i = 1; i < MAX_DICTATION_HISTORY + 10; i++) r = applyVoiceInput(r.content, `w${i}`, r.history);
    expect(r.history).toHaveLength(MAX_DICTATION_HISTORY);
  });
});

describe("bold", () => {
  it.each([
    ["", "bold important note", "**Important note**"],
    ["See", "bold this part", "See **this part**"],
    ["See", "bold this part period then more", "See **this part**. Then more"],
    ["Done.", "bold next step", "Done. **Next step**"],
    ["", "bold", "Bold"], // alone it is just a word
    ["It was", "a bold move", "It was a bold move"], // only as the first word
  ])("%j + %j -> %j", (content, transcript, expected) => {
    expect(apply(content, transcript)).toBe(expected);
  });

  it("offers no italic command (italics are hard to read with dyslexia)", () => {
    expect(apply("", "italic words")).toBe("Italic words");
  });
});

describe("deleteLastWord and voicePreview", () => {
  it.each([
    ["one two three", "one two"],
    ["one two three   ", "one two"],
    ["one", ""],
    ["   ", ""],
    ["line\nword", "line\n"],
    ["end.", ""],
  ])("deleteLastWord(%j) = %j", (input, expected) => {
    expect(deleteLastWord(input)).toBe(expected);
  });

  it("previews the first 50 characters then '...'", () => {
    expect(voicePreview("short")).toBe("short");
    expect(voicePreview("x".repeat(50))).toBe("x".repeat(50));
    expect(voicePreview("y".repeat(51))).toBe(`${"y".repeat(50)}...`);
    expect(voicePreview("  padded  ")).toBe("padded");
  });
});

// ---- properties -------------------------------------------------------------------------

const COMMAND_WORDS = new Set([
  "new", "paragraph", "line", "question", "mark", "exclamation", "point", "full", "stop", "semi", "colon",
  "semicolon", "period", "comma", "delete", "last", "word", "scratch", "undo", "that", "dictation", "bold",
  "redo", "resume", "go", "to", "the", "end", "start", "read", "it", "back", "select", "capitalise", "capitalize",
  "correct", "bullet", "heading", "literal",
]);
const plainWord = fc.stringMatching(/^[a-zA-Z][a-z']{0,9}$/).filter((w) => !COMMAND_WORDS.has(w.toLowerCase()));
// formatting words (punctuation, new line, new paragraph) act anywhere in a phrase; editing
// commands only at its end (command-grammar.ts)
const punctuationCommand = fc.constantFrom("period", "comma", "question mark", "exclamation mark", "colon", "semicolon", "new line", "new paragraph");
const endCommand = fc.constantFrom("go to the end", "read that back", "redo");
type Token = { word: string } | { command: string; anywhere: boolean };
const tokenArb: fc.Arbitrary<Token> = fc.oneof(
  { weight: 3, arbitrary: plainWord.map((word) => ({ word })) },
  { weight: 1, arbitrary: punctuationCommand.map((command) => ({ command, anywhere: true })) },
);
const tokenWithEndCommandsArb: fc.Arbitrary<Token> = fc.oneof(
  { weight: 3, arbitrary: tokenArb },
  { weight: 1, arbitrary: endCommand.map((command) => ({ command, anywhere: false })) },
);
/** The words a phrase must write: plain words, and end-only commands said before other words. */
function expectedWords(tokens: Token[]): string[] {
  let tail = tokens.length;
  while (tail > 0 && !("word" in tokens[tail - 1])) tail--;
  return tokens.flatMap((t, i) => ("word" in t ? [t.word.toLowerCase()] : !t.anywhere && i < tail ? t.command.split(" ") : []));
}
const spoken = (tokens: Token[]) => tokens.map((t) => ("word" in t ? t.word : t.command)).join(" ");
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const anyContent = fc.oneof(fc.string(), fc.constantFrom("", "Hello", "Hello ", "End.\n", "Para\n\n", "tab\t"));

describe("properties (fast-check)", () => {
  it("never throws, whatever the content, transcript and history", () => {
    const entry = fc.record({ before: fc.string(), after: fc.string() });
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: "binary" }), fc.array(entry, { maxLength: 5 }), (content, transcript, history) => {
        const r = applyVoiceInput(content, transcript, history);
        expect(typeof r.content).toBe("string");
      }),
      { numRuns: 500 },
    );
  });

  it("never drops a dictated word: the old text stays and every word follows in order", () => {
    fc.assert(
      fc.property(anyContent, fc.array(tokenWithEndCommandsArb, { minLength: 1, maxLength: 25 }), (content, tokens) => {
        const r = applyVoiceInput(content, spoken(tokens));
        const kept = content.replace(/[ \t]+$/, "");
        expect(r.content.startsWith(kept)).toBe(true);
        const dictated = expectedWords(tokens);
        expect(wordsOf(r.content.slice(kept.length))).toEqual(dictated);
        expect(r.words).toBe(dictated.length);
        expect(r.stop).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("gives the same text whether the words come in one phrase or several", () => {
    fc.assert(
      fc.property(anyContent, fc.array(tokenArb, { minLength: 2, maxLength: 20 }), fc.nat(), (content, tokens, cut) => {
        const at = 1 + (cut % (tokens.length - 1));
        const once = apply(content, spoken(tokens));
        const twice = apply(apply(content, spoken(tokens.slice(0, at))), spoken(tokens.slice(at)));
        expect(twice).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it("'scratch that' after a phrase gives back exactly the text before it", () => {
    fc.assert(
      fc.property(anyContent, fc.array(tokenArb, { minLength: 1, maxLength: 15 }), (content, tokens) => {
        const r = applyVoiceInput(content, spoken(tokens));
        fc.pre(r.content !== content);
        expect(applyVoiceInput(r.content, "scratch that", r.history).content).toBe(content);
      }),
      { numRuns: 300 },
    );
  });

  it("'delete last word' removes exactly one word", () => {
    fc.assert(
      fc.property(fc.array(plainWord, { minLength: 1, maxLength: 12 }), (words) => {
        const text = apply("", words.join(" "));
        expect(wordsOf(apply(text, "delete last word"))).toEqual(words.slice(0, -1).map((w) => w.toLowerCase()));
      }),
    );
  });
});
