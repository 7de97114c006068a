// Spoken punctuation in the voice tools' transcripts (lecture, meeting, legal, brainstorm,
// pronunciation): the editor's grammar (command-grammar.ts) turns "period", "full stop", "comma",
// "colon", "new paragraph", "open bracket" ... into marks and breaks. It runs in the browser on each
// recognised chunk and again on the server before either engine answers, so both get clean text.
// Only formatting commands act: editing commands ("undo", "select ...") are words in a transcript.
// Unlike the editor, it leaves every other character as it was (a pasted, already punctuated
// letter comes through untouched) and gives a capital only to the word after a spoken sentence
// end or break. A mark word used as a noun stays a word: "the period", "a full stop", "the
// notice period", "a period of 28 days", "literal comma".
import { LITERAL_WORDS, PHRASE_COMMANDS, type CommandEffect } from "@/lib/speech/command-grammar";
import { matchesAt, normalize } from "@/lib/speech/voice-commands";

const FORMAT_COMMANDS = PHRASE_COMMANDS.filter((c) => c.kind === "format");

/** Words before a mark word that make it a noun ("the period", "its colon", "one full stop"). */
const DETERMINERS = new Set(
  "a an the each every any no its his her their our your my same whole another".split(" "),
);
/** Nouns that form a compound with "period" ("the notice period ends"). */
const PERIOD_COMPOUNDS = new Set(
  ("notice limitation trial grace probation probationary rental accounting payment waiting reporting transition " +
    "transitional cooling relevant initial minimum maximum fixed specified agreed billing holiday warranty qualifying " +
    "vesting review time interim survival renewal lock-in lockout exclusivity consultation appeal redemption " +
    "contract contractual tax financial extension moratorium assessment election menstrual refractory").split(" "),
);
/** Words after a mark word that make it a noun ("period of", "comma splice", "period ends"). */
const NOUN_FOLLOWERS = new Set("of splice splices ends ended expires expired runs ran began begins starts started is was".split(" "));

function isNounUse(norm: readonly string[], at: number, length: number, before: string, pausedAfter: boolean): boolean {
  const prev = at > 0 ? norm[at - 1] : before;
  const next = norm[at + length] ?? "";
  if (DETERMINERS.has(prev) || NOUN_FOLLOWERS.has(next)) return true;
  // a mark said straight after it ("her notice period full stop", "the trial period comma"): no one
  // says two marks in a row, so "period" is the word
  if (norm[at] === "period" && length === 1 && FORMAT_COMMANDS.some((c) => c.effect.kind === "punct" && /^[.,;:?!]$/.test(c.effect.symbol) && matchesAt(norm, at + 1, c.words))) return true;
  if (norm[at] !== "period" || length !== 1 || STARTS_SENTENCE.test(next) || FORMAT_COMMANDS.some((c) => c.words[0] === next)) return false;
  // "the notice period ends" is a noun; "... without further notice period we ..." ends a sentence.
  // So is a period its noun phrase opened one word earlier, when the sentence goes on after it
  // ("a given period divided by", "the following period showed"): a spoken full stop is followed
  // by a new sentence's first word, which this one is not. Unless the speaker paused after it:
  // "we agreed the budget period" | "ana will send it" ended a sentence.
  const twoBack = at > 1 ? norm[at - 2] : at === 1 ? before : "";
  return PERIOD_COMPOUNDS.has(prev) || (!pausedAfter && DETERMINERS.has(twoBack));
}

/** Words that begin a sentence after a spoken "period" (or nothing: the end of the text). */
const STARTS_SENTENCE = /^(?:|i|we|you|he|she|they|it|this|that|there|the|a|an|our|your|their|please|if|yours|dear|kind|thank|thanks|in|on|as|so|but|and|also|however|finally|otherwise)$/;

const SENTENCE_END = /[.?!]$/;

function effectText(effect: CommandEffect): string {
  if (effect.kind === "punct" || effect.kind === "open") return effect.symbol;
  if (effect.kind === "paragraph") return "\n\n";
  return effect.kind === "newline" ? "\n" : "";
}

/** More brackets opened than closed in `text`. */
const bracketOpen = (text: string) => text.split("(").length > text.split(")").length;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every word of a formatting command or of "literal": what a phrase may end on while its mark is still undecided. */
const MARK_WORDS = new Set([...FORMAT_COMMANDS.flatMap((c) => c.words), ...LITERAL_WORDS]);

/**
 * Does `text` end on a word whose reading depends on the words after it: a mark word ("the
 * refractory period" goes on "lasts two milliseconds"), "literal", or the first word of "new
 * paragraph"? Text heard at a pause is written again with the next phrase when it does.
 */
export function endsOnMarkWord(text: string): boolean {
  return MARK_WORDS.has(normalize(text.trim().split(/\s+/).pop() ?? ""));
}

/**
 * `text` with its spoken punctuation written as marks. `before` is the text it follows (the
 * transcript so far), read for its last word and whether a sentence is open. `pauses` are the
 * offsets in `text` where the speaker paused (the recogniser's phrase breaks).
 */
export function writeSpokenMarks(text: string, before = "", pauses: readonly number[] = []): string {
  const tokens = [...text.matchAll(/\S+/g)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
  if (tokens.length === 0) return text;
  const norm = tokens.map((t) => normalize(t.raw));
  const lastBefore = normalize(before.trim().split(/\s+/).pop() ?? "");
  let out = "";
  let at = 0; // next character of `text` to copy
  let capitalNext = /[.?!]\s*$|\n\s*$/.test(before);
  const joined = () => before + out;
  for (let i = 0; i < tokens.length; ) {
    const escaped = LITERAL_WORDS.includes(norm[i]) ? FORMAT_COMMANDS.find((c) => matchesAt(norm, i + 1, c.words)) : undefined;
    if (escaped) {
      // "literal comma": the command's words are typed, "literal" is not
      out += text.slice(at, tokens[i].start);
      at = tokens[i + 1].start;
      i += 1;
    }
    const command = escaped ? undefined : FORMAT_COMMANDS.find((c) => matchesAt(norm, i, c.words));
    // "close bracket" while a bracket said is still open closes it, whatever word is before ("open bracket a close bracket")
    const closes = command?.effect.kind === "punct" && command.effect.symbol === ")" && bracketOpen(joined() + text.slice(at, tokens[i].start));
    const end = i + (command?.words.length ?? 1) - 1;
    const pausedAfter = pauses.some((p) => p >= tokens[end].end && p <= (tokens[end + 1]?.start ?? Infinity));
    if (!command || (!closes && isNounUse(norm, i, command.words.length, lastBefore, pausedAfter))) {
      for (const t of tokens.slice(i, i + (escaped?.words.length ?? 1))) {
        out += text.slice(at, t.start);
        out += capitalNext && /^\p{Ll}/u.test(t.raw) ? capitalise(t.raw) : t.raw;
        at = t.end;
        capitalNext = false;
      }
      i += escaped?.words.length ?? 1;
      continue;
    }
    const last = tokens[i + command.words.length - 1];
    const mark = effectText(command.effect);
    const isBreak = command.effect.kind === "paragraph" || command.effect.kind === "newline";
    if (command.effect.kind === "open") {
      out += text.slice(at, tokens[i].start) + mark;
      at = tokens[i + command.words.length]?.start ?? last.end; // no space after "("
    } else {
      // the mark joins the word before it; a break replaces the spaces around it
      out = out.replace(/[ \t]+$/, "");
      if (isBreak) out = out.replace(/\n+$/, "");
      out += joined() === "" ? (isBreak ? "" : mark) : mark;
      at = isBreak ? (tokens[i + command.words.length]?.start ?? last.end) : last.end;
    }
    capitalNext = isBreak || SENTENCE_END.test(mark) || (capitalNext && command.effect.kind === "open");
    i += command.words.length;
  }
  return out + text.slice(at);
}
