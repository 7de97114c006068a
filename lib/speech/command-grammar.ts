// The voice-command grammar: one table that the parser (voice-commands.ts), the help panel and
// the tests all read, so what the help offers is exactly what the parser does.
//
// Where a command may be said, by kind:
// - "format": formatting words ("new paragraph", "new line", the punctuation words) act anywhere
//   in a phrase, the way people say "comma" mid-sentence to Dragon or Google Docs.
// - "edit": editing commands act when they are the whole phrase or end it (followed by nothing but
//   other commands); said inside a sentence their words are typed ("I said undo the knot").
// - "words": commands that take the words after them ("select the cat") are the whole phrase,
//   said first. "Bold" wraps the words up to the next command.
// - "literal" before any command types its words instead: "literal new paragraph".
// Spoken forms are lower case, one space between words; matching ignores case and the punctuation
// a recogniser adds ("Period." matches "period").

/** What the editor does for a command that is more than a change of text. */
export type EditorAction =
  | { kind: "undo" }
  | { kind: "redo" }
  | { kind: "select"; phrase: string }
  | { kind: "correct"; phrase: string }
  | { kind: "capitalise-that" }
  | { kind: "go-to"; where: "start" | "end" }
  | { kind: "read-back" }
  | { kind: "resume" }
  /** Writes the nth word offered for the word open in the Proofread panel (1 first). */
  | { kind: "choose"; n: number };

export type CommandEffect =
  | { kind: "punct"; symbol: string }
  /** An opening bracket or quote: a space before it, none after. */
  | { kind: "open"; symbol: string }
  | { kind: "newline" }
  | { kind: "paragraph" }
  | { kind: "delete-word" }
  | { kind: "scratch" }
  | { kind: "stop" }
  | { kind: "action"; action: EditorAction };

export type WordCommandKind = "select" | "delete" | "capitalise" | "heading" | "bullet" | "correct" | "bold";

export type CommandHelp = { say: string; does: string; keys?: string };

type Common = { id: string; help: CommandHelp; /** Place among the five shown before the full list (1 first). */ top?: number };
export type GrammarEntry =
  | (Common & { kind: "format" | "edit"; say: readonly string[]; effect: CommandEffect })
  | (Common & { kind: "marks"; marks: ReadonlyArray<readonly [string, string]> })
  | (Common & { kind: "words"; say: readonly string[]; takes: WordCommandKind })
  | (Common & { kind: "literal"; say: readonly string[] })
  /** "choose two": acts like an edit command; the number is said as a word or a digit. */
  | (Common & { kind: "choose"; say: readonly string[]; numbers: ReadonlyArray<readonly [string, number]> });

const action = (a: EditorAction): CommandEffect => ({ kind: "action", action: a });

export const GRAMMAR: readonly GrammarEntry[] = [
  { id: "new-paragraph", kind: "format", say: ["new paragraph"], effect: { kind: "paragraph" }, top: 1, help: { say: "New paragraph", does: "Starts a new paragraph", keys: "Enter twice" } },
  {
    id: "marks",
    kind: "marks",
    marks: [
      ["period", "."],
      ["full stop", "."],
      ["comma", ","],
      ["question mark", "?"],
      ["exclamation mark", "!"],
      ["exclamation point", "!"],
      ["colon", ":"],
      ["semicolon", ";"],
      ["semi colon", ";"],
      // said after "open bracket" (whose help row names both)
      ["close bracket", ")"],
      ["close brackets", ")"],
      ["close paren", ")"],
      ["close parenthesis", ")"],
      ["right bracket", ")"],
    ],
    top: 2,
    help: { say: "Period, Comma, Question mark, Exclamation mark, Colon, Semicolon", does: "Types . , ? ! : ;" },
  },
  {
    id: "open-bracket",
    kind: "format",
    say: ["open bracket", "open brackets", "open paren", "open parenthesis", "left bracket"],
    effect: { kind: "open", symbol: "(" },
    help: { say: "Open bracket, Close bracket", does: "Types ( and )" },
  },
  { id: "new-line", kind: "format", say: ["new line"], effect: { kind: "newline" }, help: { say: "New line", does: "Starts a new line", keys: "Enter" } },
  { id: "scratch-that", kind: "edit", say: ["scratch that", "undo that"], effect: { kind: "scratch" }, top: 3, help: { say: "Scratch that", does: "Removes what you just said" } },
  { id: "read-that-back", kind: "edit", say: ["read that back", "read it back"], effect: action({ kind: "read-back" }), top: 4, help: { say: "Read that back", does: "Reads aloud what you just said", keys: "Read it back button" } },
  { id: "stop-dictation", kind: "edit", say: ["stop dictation"], effect: { kind: "stop" }, top: 5, help: { say: "Stop dictation", does: "Pauses: your words are not typed", keys: "End Dictation button" } },
  { id: "resume-dictation", kind: "edit", say: ["resume dictation"], effect: action({ kind: "resume" }), help: { say: "Resume dictation", does: "Types your words again after a pause" } },
  { id: "delete-last-word", kind: "edit", say: ["delete last word"], effect: { kind: "delete-word" }, help: { say: "Delete last word", does: "Removes the last word", keys: "Ctrl+Backspace" } },
  { id: "undo", kind: "edit", say: ["undo"], effect: action({ kind: "undo" }), help: { say: "Undo", does: "Takes back the last change", keys: "Ctrl+Z" } },
  { id: "redo", kind: "edit", say: ["redo"], effect: action({ kind: "redo" }), help: { say: "Redo", does: "Puts back what Undo took away", keys: "Ctrl+Y" } },
  { id: "capitalise-that", kind: "edit", say: ["capitalise that", "capitalize that"], effect: action({ kind: "capitalise-that" }), help: { say: "Capitalise that", does: "Gives what you just said (or the selected words) capital letters" } },
  { id: "go-to-end", kind: "edit", say: ["go to the end", "go to end"], effect: action({ kind: "go-to", where: "end" }), help: { say: "Go to end", does: "Moves the cursor to the end", keys: "Ctrl+End" } },
  { id: "go-to-start", kind: "edit", say: ["go to the start", "go to start"], effect: action({ kind: "go-to", where: "start" }), help: { say: "Go to start", does: "Moves the cursor to the start", keys: "Ctrl+Home" } },
  { id: "select", kind: "words", say: ["select"], takes: "select", help: { say: "Select [words]", does: "Selects those words in your text", keys: "Shift+arrow keys" } },
  { id: "delete", kind: "words", say: ["delete"], takes: "delete", help: { say: "Delete [words]", does: "Removes those words from your text" } },
  { id: "capitalise", kind: "words", say: ["capitalise", "capitalize"], takes: "capitalise", help: { say: "Capitalise [words]", does: "Gives those words capital letters" } },
  { id: "correct", kind: "words", say: ["correct"], takes: "correct", help: { say: "Correct [words]", does: "Shows other words you may have meant", keys: "Proofread panel" } },
  {
    id: "choose",
    kind: "choose",
    say: ["choose", "pick"],
    // recognisers write "choose two" as "choose to" or "choose too" as often as not
    numbers: [["one", 1], ["1", 1], ["two", 2], ["to", 2], ["too", 2], ["2", 2], ["three", 3], ["3", 3], ["four", 4], ["for", 4], ["4", 4], ["five", 5], ["5", 5]],
    help: { say: "Choose one ... Choose five", does: "Writes that word of the ones Proofread offers for the open word", keys: "Its number key" },
  },
  { id: "heading", kind: "words", say: ["new heading"], takes: "heading", help: { say: "New heading [text]", does: "Adds a heading line" } },
  { id: "bullet", kind: "words", say: ["bullet"], takes: "bullet", help: { say: "Bullet [text]", does: "Adds a bullet point" } },
  { id: "bold", kind: "words", say: ["bold"], takes: "bold", help: { say: "Bold [text]", does: "Marks the words as **bold**" } },
  { id: "literal", kind: "literal", say: ["literal"], help: { say: "Literal [command]", does: "Types a command's words instead, e.g. \"literal new paragraph\"" } },
];

/** Where each kind of command may be said, in the help panel's words. */
export const PLACEMENT_HELP: Readonly<Record<GrammarEntry["kind"], string>> = {
  format: "Anywhere in a sentence",
  marks: "Anywhere in a sentence",
  edit: "On its own, or at the end of what you say",
  words: "At the start of what you say",
  literal: "Just before the command",
  choose: "On its own, or at the end of what you say",
};

export type VoiceCommandHelpRow = CommandHelp & { id: string; where: string; top?: number };

/** The help panel's rows, in table order. */
export const VOICE_COMMAND_HELP: readonly VoiceCommandHelpRow[] = GRAMMAR.map((e) => ({ id: e.id, ...e.help, where: PLACEMENT_HELP[e.kind], top: e.top }));

/** The five shown first, most used first. */
export const TOP_VOICE_COMMANDS: readonly VoiceCommandHelpRow[] = VOICE_COMMAND_HELP.filter((r) => r.top !== undefined).sort((a, b) => (a.top ?? 0) - (b.top ?? 0));

// ---- compiled for the parser -------------------------------------------------------------

export type PhraseCommand = { words: readonly string[]; kind: "format" | "edit"; effect: CommandEffect };

const split = (phrase: string) => phrase.split(" ");

/** Every command that acts on its own (format and edit), longest first so "undo that" beats "undo". */
export const PHRASE_COMMANDS: readonly PhraseCommand[] = GRAMMAR.flatMap((e): PhraseCommand[] => {
  if (e.kind === "format" || e.kind === "edit") return e.say.map((s) => ({ words: split(s), kind: e.kind, effect: e.effect }));
  if (e.kind === "marks") return e.marks.map(([s, symbol]) => ({ words: split(s), kind: "format", effect: { kind: "punct", symbol } }));
  if (e.kind === "choose") return e.say.flatMap((s) => e.numbers.map(([word, n]) => ({ words: [...split(s), word], kind: "edit" as const, effect: action({ kind: "choose", n }) })));
  return [];
}).sort((a, b) => b.words.length - a.words.length);

/** Commands that take the words after them, longest first. */
export const WORD_COMMANDS: ReadonlyArray<{ words: readonly string[]; kind: WordCommandKind }> = GRAMMAR.flatMap((e) =>
  e.kind === "words" ? e.say.map((s) => ({ words: split(s), kind: e.takes })) : [],
).sort((a, b) => b.words.length - a.words.length);

export const LITERAL_WORDS: readonly string[] = GRAMMAR.flatMap((e) => (e.kind === "literal" ? e.say : []));
