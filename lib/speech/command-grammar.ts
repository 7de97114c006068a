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
  | { kind: "choose"; n: number }
  // ---- the whole document by voice (resolved to ranges by document-commands.ts) ----
  /** Selects a range found by a spoken unit ("select the last sentence"). */
  | { kind: "selection"; range: { start: number; end: number } }
  /** Puts the cursor at a place ("go to the end of the paragraph"). */
  | { kind: "caret"; at: number }
  /** Puts words on the clipboard ("copy that", "cut the last sentence"). */
  | { kind: "copy"; text: string }
  | { kind: "paste" }
  | { kind: "save" }
  | { kind: "stop-reading" };

export type CommandEffect =
  | { kind: "punct"; symbol: string }
  /** An opening bracket or quote: a space before it, none after. */
  | { kind: "open"; symbol: string }
  | { kind: "newline" }
  | { kind: "paragraph" }
  | { kind: "delete-word" }
  | { kind: "scratch" }
  | { kind: "stop" }
  | { kind: "action"; action: EditorAction }
  /** An opening mark: the next word follows it with no space (“ and ( ). */
  | { kind: "open"; symbol: string }
  /** "numbered list": starts a line "1. ". */
  | { kind: "numbered-list" }
  /** "next item": the next number, or the next bullet, on a new line. */
  | { kind: "next-item" };

export type WordCommandKind = "select" | "delete" | "capitalise" | "heading" | "bullet" | "correct" | "bold" | "heading2" | "heading3" | "brackets" | "quotes";

/** What a spoken unit command does to its words ("delete the last sentence"). */
export type UnitVerb = "select" | "delete" | "read" | "capitalise" | "bold" | "copy" | "cut";
/** Commands of the whole phrase that take words: "replace [words] with [words]"... */
export type DocumentCommandKind = "replace" | "change" | "insert" | "move";
/** Commands that are the whole phrase and take no words (document-commands.ts carries them out). */
export type WholeCommand =
  | { kind: "go"; to: "start" | "end"; of: "sentence" | "paragraph" | "line" | "document" }
  | { kind: "step"; dir: "next" | "previous"; of: "sentence" | "paragraph" }
  | { kind: "paste" }
  | { kind: "save" }
  | { kind: "read-all" }
  | { kind: "stop-reading" }
  | { kind: "count-words" }
  | { kind: "spell"; target: "that" | "here" }
  | { kind: "stop-spelling" };

/**
 * `keys` is the way to do it without speaking; where there is none, `keys` says why (every
 * command has one or the other: a test checks).
 */
export type CommandHelp = { say: string; does: string; keys?: string };

type Common = { id: string; help: CommandHelp; /** Place among the five shown before the full list (1 first). */ top?: number };
export type GrammarEntry =
  | (Common & { kind: "format" | "edit"; say: readonly string[]; effect: CommandEffect })
  | (Common & { kind: "marks"; marks: ReadonlyArray<readonly [string, string]> })
  | (Common & { kind: "words"; say: readonly string[]; takes: WordCommandKind })
  | (Common & { kind: "literal"; say: readonly string[] })
  /** "choose two": acts like an edit command; the number is said as a word or a digit. */
  | (Common & { kind: "choose"; say: readonly string[]; numbers: ReadonlyArray<readonly [string, number]> })
  /** Lists: act at the start of a phrase (the words after are the item) or at its end. */
  | (Common & { kind: "list"; say: readonly string[]; effect: CommandEffect })
  /** The whole phrase and nothing else ("copy that", "paste"): said inside a sentence, typed. */
  | (Common & { kind: "whole"; say: readonly string[]; command: WholeCommand })
  /** A verb and a unit of text, the whole phrase: "delete" + "the last sentence" (UNITS). */
  | (Common & { kind: "unit"; say: readonly string[]; verb: UnitVerb })
  /** The whole phrase, with words: "replace [words] with [words]". */
  | (Common & { kind: "document"; say: readonly string[]; takes: DocumentCommandKind; forms: readonly string[] })
  /** Spell mode's letters (spelling.ts reads the table); shown in the help, never typed. */
  | (Common & { kind: "spelling"; say: readonly string[] });

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
    ],
    top: 2,
    help: { say: "Period, Comma, Question mark, Exclamation mark, Colon, Semicolon", does: "Types . , ? ! : ;", keys: "Type the mark" },
  },
  { id: "new-line", kind: "format", say: ["new line"], effect: { kind: "newline" }, help: { say: "New line", does: "Starts a new line", keys: "Enter" } },
  { id: "scratch-that", kind: "edit", say: ["scratch that", "undo that"], effect: { kind: "scratch" }, top: 3, help: { say: "Scratch that", does: "Removes what you just said", keys: "Ctrl+Z" } },
  { id: "read-that-back", kind: "edit", say: ["read that back", "read it back"], effect: action({ kind: "read-back" }), top: 4, help: { say: "Read that back", does: "Reads aloud what you just said", keys: "Read it back button" } },
  { id: "stop-dictation", kind: "edit", say: ["stop dictation"], effect: { kind: "stop" }, top: 5, help: { say: "Stop dictation", does: "Pauses: your words are not typed", keys: "End Dictation button" } },
  { id: "resume-dictation", kind: "edit", say: ["resume dictation"], effect: action({ kind: "resume" }), help: { say: "Resume dictation", does: "Types your words again after a pause", keys: "None needed: End Dictation, then Start Dictation" } },
  { id: "delete-last-word", kind: "edit", say: ["delete last word"], effect: { kind: "delete-word" }, help: { say: "Delete last word", does: "Removes the last word", keys: "Ctrl+Backspace" } },
  { id: "undo", kind: "edit", say: ["undo"], effect: action({ kind: "undo" }), help: { say: "Undo", does: "Takes back the last change", keys: "Ctrl+Z" } },
  { id: "redo", kind: "edit", say: ["redo"], effect: action({ kind: "redo" }), help: { say: "Redo", does: "Puts back what Undo took away", keys: "Ctrl+Y" } },
  { id: "capitalise-that", kind: "edit", say: ["capitalise that", "capitalize that"], effect: action({ kind: "capitalise-that" }), help: { say: "Capitalise that", does: "Gives what you just said (or the selected words) capital letters", keys: "Type the capitals" } },
  { id: "go-to-end", kind: "edit", say: ["go to the end", "go to end"], effect: action({ kind: "go-to", where: "end" }), help: { say: "Go to end", does: "Moves the cursor to the end", keys: "Ctrl+End" } },
  { id: "go-to-start", kind: "edit", say: ["go to the start", "go to start"], effect: action({ kind: "go-to", where: "start" }), help: { say: "Go to start", does: "Moves the cursor to the start", keys: "Ctrl+Home" } },
  { id: "select", kind: "words", say: ["select"], takes: "select", help: { say: "Select [words]", does: "Selects those words in your text", keys: "Shift+arrow keys" } },
  { id: "delete", kind: "words", say: ["delete"], takes: "delete", help: { say: "Delete [words]", does: "Removes those words from your text", keys: "Select them, then Delete" } },
  { id: "capitalise", kind: "words", say: ["capitalise", "capitalize"], takes: "capitalise", help: { say: "Capitalise [words]", does: "Gives those words capital letters", keys: "Type the capitals" } },
  { id: "correct", kind: "words", say: ["correct"], takes: "correct", help: { say: "Correct [words]", does: "Shows other words you may have meant", keys: "Proofread panel" } },
  {
    id: "choose",
    kind: "choose",
    say: ["choose", "pick"],
    // recognisers write "choose two" as "choose to" or "choose too" as often as not
    numbers: [["one", 1], ["1", 1], ["two", 2], ["to", 2], ["too", 2], ["2", 2], ["three", 3], ["3", 3], ["four", 4], ["for", 4], ["4", 4], ["five", 5], ["5", 5]],
    help: { say: "Choose one ... Choose five", does: "Writes that word of the ones Proofread offers for the open word", keys: "Its number key" },
  },
  { id: "heading", kind: "words", say: ["new heading"], takes: "heading", help: { say: "New heading [text]", does: "Adds a heading line", keys: "Type # and a space" } },
  { id: "bullet", kind: "words", say: ["bullet"], takes: "bullet", help: { say: "Bullet [text]", does: "Adds a bullet point (Next item adds another)", keys: "Type - and a space" } },
  { id: "bold", kind: "words", say: ["bold"], takes: "bold", help: { say: "Bold [text]", does: "Marks the words as **bold**", keys: "Type ** before and after" } },
  // ---- sentences, paragraphs, lists, spelling, clipboard, the document ----
  { id: "unit-select", kind: "unit", say: ["select"], verb: "select", help: { say: "Select that / the last sentence / this paragraph / the last 3 words / all", does: "Selects that part of your text", keys: "Shift+arrow keys; Ctrl+A for all" } },
  { id: "unit-delete", kind: "unit", say: ["delete"], verb: "delete", help: { say: "Delete that sentence / the last paragraph / the last 3 words / all", does: "Removes that part of your text (Undo puts it back)", keys: "Select it, then Delete" } },
  { id: "unit-read", kind: "unit", say: ["read"], verb: "read", help: { say: "Read that sentence / the last paragraph / the next sentence", does: "Reads that part aloud", keys: "Select it, then Read it back" } },
  { id: "unit-capitalise", kind: "unit", say: ["capitalise", "capitalize"], verb: "capitalise", help: { say: "Capitalise that sentence / the last 2 words", does: "Gives those words capital letters", keys: "Type the capitals" } },
  { id: "unit-bold", kind: "unit", say: ["bold"], verb: "bold", help: { say: "Bold that / that sentence / the last 3 words", does: "Marks them as **bold**", keys: "Type ** before and after" } },
  { id: "copy", kind: "unit", say: ["copy"], verb: "copy", help: { say: "Copy that / copy the last sentence", does: "Copies it, to paste elsewhere", keys: "Ctrl+C" } },
  { id: "cut", kind: "unit", say: ["cut"], verb: "cut", help: { say: "Cut that / cut the last sentence", does: "Copies it and takes it out of your text", keys: "Ctrl+X" } },
  { id: "paste", kind: "whole", say: ["paste", "paste that", "paste it"], command: { kind: "paste" }, help: { say: "Paste", does: "Puts what you copied at the end of your text, or over the selected words", keys: "Ctrl+V" } },
  { id: "replace", kind: "document", say: ["replace"], takes: "replace", forms: ["replace [words] with [words]"], help: { say: "Replace [words] with [words]", does: "Changes the nearest such words before the cursor, and says which", keys: "Select the words and type over them" } },
  { id: "change", kind: "document", say: ["change"], takes: "change", forms: ["change [words] to [words]"], help: { say: "Change [words] to [words]", does: "As Replace; if the words are not in your text, what you said is typed", keys: "Select the words and type over them" } },
  { id: "insert", kind: "document", say: ["insert"], takes: "insert", forms: ["insert [words] before [words]", "insert [words] after [words]"], help: { say: "Insert [words] before / after [words]", does: "Puts the new words next to those words", keys: "Click there and type" } },
  { id: "move", kind: "document", say: ["move"], takes: "move", forms: ["move that sentence to the end", "move that sentence to the start", "move that sentence before [words]", "move that sentence after [words]", "move the last sentence before [words]", "move this paragraph to the end"], help: { say: "Move that sentence to the end / to the start / before [words] / after [words]", does: "Moves the sentence (or paragraph) next to the sentence with those words", keys: "Ctrl+X, then Ctrl+V where it goes" } },
  { id: "go-sentence", kind: "whole", say: ["go to the start of the sentence", "go to the beginning of the sentence", "go to the start of this sentence"], command: { kind: "go", to: "start", of: "sentence" }, help: { say: "Go to the start of the sentence", does: "Puts the cursor where the sentence starts", keys: "Click there, or the arrow keys" } },
  { id: "go-sentence-end", kind: "whole", say: ["go to the end of the sentence", "go to the end of this sentence"], command: { kind: "go", to: "end", of: "sentence" }, help: { say: "Go to the end of the sentence", does: "Puts the cursor where the sentence ends", keys: "Click there, or the arrow keys" } },
  { id: "go-paragraph", kind: "whole", say: ["go to the start of the paragraph", "go to the beginning of the paragraph", "go to the start of this paragraph"], command: { kind: "go", to: "start", of: "paragraph" }, help: { say: "Go to the start of the paragraph", does: "Puts the cursor where the paragraph starts", keys: "Click there, or the arrow keys" } },
  { id: "go-paragraph-end", kind: "whole", say: ["go to the end of the paragraph", "go to the end of this paragraph"], command: { kind: "go", to: "end", of: "paragraph" }, help: { say: "Go to the end of the paragraph", does: "Puts the cursor where the paragraph ends", keys: "Click there, or the arrow keys" } },
  { id: "go-line", kind: "whole", say: ["go to the start of the line", "go to the beginning of the line"], command: { kind: "go", to: "start", of: "line" }, help: { say: "Go to the start of the line", does: "Puts the cursor at the start of the line", keys: "Home" } },
  { id: "go-line-end", kind: "whole", say: ["go to the end of the line"], command: { kind: "go", to: "end", of: "line" }, help: { say: "Go to the end of the line", does: "Puts the cursor at the end of the line", keys: "End" } },
  { id: "go-document-end", kind: "whole", say: ["go to the end of the document", "go to the bottom"], command: { kind: "go", to: "end", of: "document" }, help: { say: "Go to the end of the document", does: "Moves the cursor to the end", keys: "Ctrl+End" } },
  { id: "go-document-start", kind: "whole", say: ["go to the start of the document", "go to the top"], command: { kind: "go", to: "start", of: "document" }, help: { say: "Go to the start of the document", does: "Moves the cursor to the start", keys: "Ctrl+Home" } },
  { id: "next-paragraph", kind: "whole", say: ["next paragraph", "go to the next paragraph"], command: { kind: "step", dir: "next", of: "paragraph" }, help: { say: "Next paragraph", does: "Puts the cursor at the start of the next paragraph", keys: "Click there, or the arrow keys" } },
  { id: "previous-paragraph", kind: "whole", say: ["previous paragraph", "go to the previous paragraph"], command: { kind: "step", dir: "previous", of: "paragraph" }, help: { say: "Previous paragraph", does: "Puts the cursor at the start of the paragraph before", keys: "Click there, or the arrow keys" } },
  { id: "next-sentence", kind: "whole", say: ["next sentence", "go to the next sentence"], command: { kind: "step", dir: "next", of: "sentence" }, help: { say: "Next sentence", does: "Puts the cursor at the start of the next sentence", keys: "Click there, or the arrow keys" } },
  { id: "previous-sentence", kind: "whole", say: ["previous sentence", "go to the previous sentence"], command: { kind: "step", dir: "previous", of: "sentence" }, help: { say: "Previous sentence", does: "Puts the cursor at the start of the sentence before", keys: "Click there, or the arrow keys" } },
  { id: "spell-that", kind: "whole", say: ["spell that", "spell it"], command: { kind: "spell", target: "that" }, help: { say: "Spell that", does: "Spell mode for the selected word, or the last word you said: your letters replace it", keys: "Select the word and type it" } },
  { id: "spell-mode", kind: "whole", say: ["spell mode", "start spelling", "spelling mode"], command: { kind: "spell", target: "here" }, help: { say: "Spell mode", does: "Types the letters you say as one word at the end of your text (or over the selected words)", keys: "Type the word" } },
  { id: "spelling-letters", kind: "spelling", say: ["capital", "space", "hyphen", "apostrophe", "backspace"], help: { say: "In spell mode: a b c... or alpha bravo charlie..., capital [letter], space, hyphen, apostrophe, backspace", does: "Letters one by one, or the NATO alphabet; digits too", keys: "Type the letters" } },
  { id: "stop-spelling", kind: "whole", say: ["stop spelling", "end spelling", "done spelling", "finish spelling"], command: { kind: "stop-spelling" }, help: { say: "Stop spelling", does: "Ends spell mode and offers the word to My vocabulary", keys: "None needed: typing has no spell mode" } },
  { id: "numbered-list", kind: "list", say: ["numbered list", "number list", "start numbered list"], effect: { kind: "numbered-list" }, help: { say: "Numbered list [text]", does: "Starts a line 1. (then Next item for 2.)", keys: "Type 1. and a space" } },
  { id: "next-item", kind: "list", say: ["next item", "next point"], effect: { kind: "next-item" }, help: { say: "Next item [text]", does: "The next number or bullet on a new line", keys: "Enter, then the number or -" } },
  { id: "end-list", kind: "list", say: ["end list", "end of list", "stop list"], effect: { kind: "paragraph" }, help: { say: "End list", does: "Ends the list with a new paragraph", keys: "Enter twice" } },
  { id: "heading-two", kind: "words", say: ["heading two", "heading 2", "subheading"], takes: "heading2", help: { say: "Heading two [text]", does: "Adds a smaller heading line (## )", keys: "Type ## and a space" } },
  { id: "heading-three", kind: "words", say: ["heading three", "heading 3"], takes: "heading3", help: { say: "Heading three [text]", does: "Adds a heading line (### )", keys: "Type ### and a space" } },
  { id: "heading-one", kind: "words", say: ["heading one", "heading 1"], takes: "heading", help: { say: "Heading one [text]", does: "As New heading", keys: "Type # and a space" } },
  { id: "open-quote", kind: "format", say: ["open quote", "open quotes", "begin quote"], effect: { kind: "open", symbol: "\u201c" }, help: { say: "Open quote ... Close quote", does: "Types \u201c and \u201d around the words between", keys: "Type the quotation marks" } },
  { id: "close-quote", kind: "format", say: ["close quote", "close quotes", "end quote", "unquote"], effect: { kind: "punct", symbol: "\u201d" }, help: { say: "Close quote", does: "Types \u201d", keys: "Type the quotation mark" } },
  { id: "open-bracket", kind: "format", say: ["open bracket", "open brackets", "open paren", "open parenthesis", "left bracket"], effect: { kind: "open", symbol: "(" }, help: { say: "Open bracket ... Close bracket", does: "Types ( and ) around the words between", keys: "Type the brackets" } },
  { id: "close-bracket", kind: "format", say: ["close bracket", "close brackets", "close paren", "close parenthesis", "right bracket"], effect: { kind: "punct", symbol: ")" }, help: { say: "Close bracket", does: "Types )", keys: "Type the bracket" } },
  { id: "in-brackets", kind: "words", say: ["in brackets"], takes: "brackets", help: { say: "In brackets [words]", does: "Types the words in brackets ( )", keys: "Type the brackets" } },
  { id: "in-quotes", kind: "words", say: ["in quotes", "in quotation marks"], takes: "quotes", help: { say: "In quotes [words]", does: "Types the words in quotation marks \u201c \u201d", keys: "Type the quotation marks" } },
  { id: "save", kind: "whole", say: ["save the document", "save document", "save my document", "save my work"], command: { kind: "save" }, help: { say: "Save the document", does: "Saves it now", keys: "Ctrl+S" } },
  { id: "read-all", kind: "whole", say: ["read the whole document", "read the document", "read it all"], command: { kind: "read-all" }, help: { say: "Read the whole document", does: "Reads all your text aloud", keys: "Read it back button" } },
  { id: "stop-reading", kind: "whole", say: ["stop reading", "stop reading aloud"], command: { kind: "stop-reading" }, help: { say: "Stop reading", does: "Stops reading aloud", keys: "Stop button in Read it back" } },
  { id: "count-words", kind: "whole", say: ["how many words", "word count", "count the words", "how many words is it"], command: { kind: "count-words" }, help: { say: "How many words", does: "Says how many words your text has", keys: "The word count under the text" } },
  { id: "literal", kind: "literal", say: ["literal"], help: { say: "Literal [command]", does: "Types a command's words instead, e.g. \"literal new paragraph\"", keys: "None needed: typing never runs a command" } },
];

/** Where each kind of command may be said, in the help panel's words. */
export const PLACEMENT_HELP: Readonly<Record<GrammarEntry["kind"], string>> = {
  format: "Anywhere in a sentence",
  marks: "Anywhere in a sentence",
  edit: "On its own, or at the end of what you say",
  words: "At the start of what you say",
  literal: "Just before the command",
  choose: "On its own, or at the end of what you say",
  list: "At the start or the end of what you say",
  whole: "On its own",
  unit: "On its own",
  document: "On its own",
  spelling: "In spell mode",
};

export type VoiceCommandHelpRow = CommandHelp & { id: string; where: string; top?: number; /** Every spoken form of the row, for the help's search. */ forms: readonly string[] };

/** A unit of text a unit command acts on ("the last sentence"): see document-commands.ts. */
export type TextUnit =
  | { of: "sentence" | "paragraph"; which: "that" | "last" | "next" | "previous" | "first" }
  | { of: "that" }
  | { of: "all" }
  | { of: "words"; n: number };

/** The units said after a unit verb; "the last [N] words" (N as a word or digits, 1-20) is read apart. */
export const UNITS: ReadonlyArray<readonly [string, TextUnit]> = (["sentence", "paragraph"] as const).flatMap((of): Array<readonly [string, TextUnit]> => [
  [`that ${of}`, { of, which: "that" }],
  [`this ${of}`, { of, which: "that" }],
  [`the last ${of}`, { of, which: "last" }],
  [`last ${of}`, { of, which: "last" }],
  [`the next ${of}`, { of, which: "next" }],
  [`the previous ${of}`, { of, which: "previous" }],
  [`the first ${of}`, { of, which: "first" }],
]).concat([
  ["that", { of: "that" }],
  ["all", { of: "all" }],
  ["everything", { of: "all" }],
  ["the last word", { of: "words", n: 1 }],
]);
/** "the last N words": said before the number, and after it. */
export const LAST_WORDS_FORM = { before: ["the", "last"], after: "words" } as const;
/** Verbs for which "that" alone is a unit ("copy that"); "delete that" and "read that" keep their old meanings. */
export const THAT_UNIT_VERBS: readonly UnitVerb[] = ["select", "copy", "cut", "bold"];

/** Every spoken form of a grammar row, lower case, [words] where the person says their own. */
export function spokenForms(e: GrammarEntry): string[] {
  switch (e.kind) {
    case "marks":
      return e.marks.map(([say]) => say);
    case "choose":
      return e.say.flatMap((s) => e.numbers.filter(([w]) => /^[a-z]+$/.test(w) && !["to", "too", "for"].includes(w)).map(([w]) => `${s} ${w}`));
    case "words":
      return e.say.map((s) => `${s} [words]`);
    case "literal":
      return e.say.map((s) => `${s} [command]`);
    case "unit":
      return e.say.flatMap((s) =>
        [...UNITS.filter(([, u]) => u.of !== "that" || THAT_UNIT_VERBS.includes(e.verb)).map(([u]) => `${s} ${u}`), `${s} the last [number] words`],
      );
    case "document":
      return [...e.forms];
    case "list":
      return e.say.map((s) => `${s} [words]`);
    default:
      return [...e.say];
  }
}

/** Everything a person can say to SayWrite, one entry per spoken form. */
export const SPOKEN_FORMS: readonly string[] = GRAMMAR.flatMap(spokenForms);

/** The help panel's rows, in table order. */
export const VOICE_COMMAND_HELP: readonly VoiceCommandHelpRow[] = GRAMMAR.map((e) => ({ id: e.id, ...e.help, where: PLACEMENT_HELP[e.kind], top: e.top, forms: spokenForms(e) }));

/** The five shown first, most used first. */
export const TOP_VOICE_COMMANDS: readonly VoiceCommandHelpRow[] = VOICE_COMMAND_HELP.filter((r) => r.top !== undefined).sort((a, b) => (a.top ?? 0) - (b.top ?? 0));

// ---- compiled for the parser -------------------------------------------------------------

export type PhraseCommand = { words: readonly string[]; kind: "format" | "edit" | "list"; effect: CommandEffect };

const split = (phrase: string) => phrase.split(" ");

/** Every command that acts on its own (format and edit), longest first so "undo that" beats "undo". */
export const PHRASE_COMMANDS: readonly PhraseCommand[] = GRAMMAR.flatMap((e): PhraseCommand[] => {
  if (e.kind === "format" || e.kind === "edit" || e.kind === "list") return e.say.map((s) => ({ words: split(s), kind: e.kind, effect: e.effect }));
  if (e.kind === "marks") return e.marks.map(([s, symbol]) => ({ words: split(s), kind: "format", effect: { kind: "punct", symbol } }));
  if (e.kind === "choose") return e.say.flatMap((s) => e.numbers.map(([word, n]) => ({ words: [...split(s), word], kind: "edit" as const, effect: action({ kind: "choose", n }) })));
  return [];
}).sort((a, b) => b.words.length - a.words.length);

/** Commands that take the words after them, longest first. */
export const WORD_COMMANDS: ReadonlyArray<{ words: readonly string[]; kind: WordCommandKind }> = GRAMMAR.flatMap((e) =>
  e.kind === "words" ? e.say.map((s) => ({ words: split(s), kind: e.takes })) : [],
).sort((a, b) => b.words.length - a.words.length);

export const LITERAL_WORDS: readonly string[] = GRAMMAR.flatMap((e) => (e.kind === "literal" ? e.say : []));

/** Whole-phrase commands without words ("copy that" is a unit command), longest first. */
export const WHOLE_COMMANDS: ReadonlyArray<{ words: readonly string[]; command: WholeCommand }> = GRAMMAR.flatMap((e) =>
  e.kind === "whole" ? e.say.map((s) => ({ words: split(s), command: e.command })) : [],
).sort((a, b) => b.words.length - a.words.length);

/** Unit verbs ("delete" + "the last sentence"). */
export const UNIT_VERBS: ReadonlyArray<{ words: readonly string[]; verb: UnitVerb }> = GRAMMAR.flatMap((e) =>
  e.kind === "unit" ? e.say.map((s) => ({ words: split(s), verb: e.verb })) : [],
);

/** Whole-phrase commands that take words ("replace ... with ..."). */
export const DOCUMENT_COMMANDS: ReadonlyArray<{ words: readonly string[]; takes: DocumentCommandKind }> = GRAMMAR.flatMap((e) =>
  e.kind === "document" ? e.say.map((s) => ({ words: split(s), takes: e.takes })) : [],
);
