// Spoken punctuation in the voice tools' transcripts (lecture, meeting, legal, brainstorm,
// pronunciation): the editor's grammar (command-grammar.ts) turns "period", "full stop", "comma",
// "colon", "new paragraph", "open bracket" ... into marks and breaks. It runs in the browser on each
// recognised chunk (knowing the pauses) and on the server for a transcript no voice tool wrote.
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

/**
 * Is "period" at `at` a noun by the words before it: a compound ("the notice period") or a noun
 * phrase opened one word earlier ("the budget period")? That evidence is all a pause after it
 * leaves: the speaker may have ended the sentence there.
 */
function periodNounBefore(norm: readonly string[], at: number, before: readonly string[]): boolean {
  const prev = at > 0 ? norm[at - 1] : (before.at(-1) ?? "");
  const twoBack = at > 1 ? norm[at - 2] : at === 1 ? (before.at(-1) ?? "") : "";
  return norm[at] === "period" && !ordinalBefore(norm, at, before)?.isDate && (PERIOD_COMPOUNDS.has(prev) || DETERMINERS.has(twoBack));
}

const ORDINAL = /^(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)-\w+|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)$/;
/** A weekday or a month: before "the eleventh" it makes a day ("Friday the eleventh", "March the first", "December 11th"). */
const DAY_OR_MONTH = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|november|december)$/;
/** A date's prepositions: "on/by/until the eleventh" alone may be a date or a lesson, so they decide nothing. */
const DATE_PREPOSITION = /^(?:on|by|until|till|from|since)$/;

/**
 * The ordinal straight before the mark word at `at`, and whose it is: a date's when a weekday or a
 * month comes before it ("Friday the eleventh period", "on May the 3rd period"), so "period" is the
 * mark; a noun's when a determiner other than a date's preposition comes before it ("in the fifth
 * period we have maths", "his second period"), so "period" is that noun while the sentence goes on.
 * Undefined for anything else ("i came first period", "on the second period"): the usual rules decide.
 */
function ordinalBefore(norm: readonly string[], at: number, before: readonly string[]): { isDate: boolean } | undefined {
  const word = (k: number) => (k >= 0 ? norm[k] : (before.at(k) ?? ""));
  if (!ORDINAL.test(word(at - 1))) return undefined;
  let k = at - 2;
  if (/^(?:twenty|thirty)$/.test(word(k))) k -= 1; // "the twenty first"
  const the = word(k) === "the";
  const head = the ? word(k - 1) : word(k);
  // "may" is a month only after a date's preposition ("on may the 3rd"), never "may the fourth be with you"
  if (DAY_OR_MONTH.test(head) || (head === "may" && DATE_PREPOSITION.test(word(the ? k - 2 : k - 1)))) return { isDate: true };
  if (the) return DATE_PREPOSITION.test(head) ? undefined : { isDate: false };
  return DETERMINERS.has(head) ? { isDate: false } : undefined;
}

/**
 * Is the mark word at `at` (a command of `length` words) a noun? `before` holds the last words said
 * before `norm`; `pausedAfter`: the speaker paused after it, so the words after it are the
 * next phrase and make it a noun only with evidence before it ("the trial period | ends in march",
 * never "done period | of course", "yes comma | of course").
 */
function isNounUse(norm: readonly string[], at: number, length: number, before: readonly string[], pausedAfter: boolean): boolean {
  const prev = at > 0 ? norm[at - 1] : (before.at(-1) ?? "");
  const next = norm[at + length] ?? "";
  if (DETERMINERS.has(prev)) return true;
  const evidence = length === 1 && periodNounBefore(norm, at, before);
  if (pausedAfter && !evidence) return false;
  if (NOUN_FOLLOWERS.has(next)) return true;
  // a mark said straight after it ("her notice period full stop", "the trial period comma"): no one
  // says two marks in a row, so "period" is the word
  if (norm[at] === "period" && length === 1 && FORMAT_COMMANDS.some((c) => c.effect.kind === "punct" && /^[.,;:?!]$/.test(c.effect.symbol) && matchesAt(norm, at + 1, c.words))) return true;
  if (norm[at] !== "period" || length !== 1) return false;
  // after a date's ordinal it is the mark ("on Friday the eleventh period new paragraph"); after a
  // noun's ordinal a noun unless nothing but a command or the end follows ("in the fifth period we have maths")
  const ordinal = ordinalBefore(norm, at, before);
  const commandNext = FORMAT_COMMANDS.some((c) => c.words[0] === next);
  if (ordinal) return !ordinal.isDate && next !== "" && !commandNext;
  if (STARTS_SENTENCE.test(next) || commandNext) return false;
  // "the notice period ends" is a noun; "... without further notice period we ..." ends a sentence.
  // So is a period its noun phrase opened one word earlier, when the sentence goes on after it
  // ("a given period divided by", "the following period showed"): a spoken full stop is followed
  // by a new sentence's first word, which this one is not. Unless the speaker paused after it:
  // "we agreed the budget period" | "ana will send it" ended a sentence.
  return PERIOD_COMPOUNDS.has(prev) || (!pausedAfter && evidence);
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

/** The normalised words of `text`. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).map(normalize);

/** The last words of `text`, normalised (read from its end: the transcript may be long). */
const lastWords = (text: string) => wordsOf(text.slice(-100));

/** The last word of `text`, normalised. */
const lastWord = (text: string) => lastWords(text).at(-1) ?? "";

/** Does `text` end on "literal" and `next` begin with a formatting command ("literal" | "comma in the box")? */
function literalBefore(text: string, next: string): boolean {
  const said = wordsOf(next);
  return LITERAL_WORDS.includes(lastWord(text)) && FORMAT_COMMANDS.some((c) => matchesAt(said, 0, c.words));
}

/**
 * Does a phrase heard at a pause (after the text `before`) end on a word only the next phrase can
 * decide: "literal", or "period" with a noun's evidence before it ("the trial period", "a notice
 * period", "the budget period")? Every other mark word at a pause is what it reads as alone: a
 * pause inside a two-word command ("half full | stop") makes its words words.
 */
export function awaitsNextPhrase(phrase: string, before = ""): boolean {
  const norm = wordsOf(phrase.slice(-200));
  const last = norm.at(-1);
  if (last === undefined) return false;
  if (LITERAL_WORDS.includes(last)) return true;
  return norm.length < 2 || !LITERAL_WORDS.includes(norm[norm.length - 2]) ? periodNounBefore(norm, norm.length - 1, lastWords(before)) : false;
}

/** How a phrase is read: the next phrase said after a pause (read, not written), whether its first command follows a "literal" said before that pause. */
export type PhraseContext = { next?: string; escapeFirst?: boolean };

/** Whether the first formatting command of `next` is typed as words because `phrase` ended on "literal". */
export const escapesNext = (phrase: string, next: string) => literalBefore(phrase, next);

/**
 * `text` with its spoken punctuation written as marks. `before` is the text it follows (the
 * transcript so far), read for its last words and whether a sentence is open. With `context.next`
 * (the phrase said after a pause) a mark word at the end is decided by its words, and a "literal"
 * at the end before a command there is dropped; no command spans the pause.
 */
export function writeSpokenMarks(text: string, before = "", context: PhraseContext = {}): string {
  const tokens = [...text.matchAll(/\S+/g)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
  if (tokens.length === 0) return text;
  const norm = tokens.map((t) => normalize(t.raw));
  const next = context.next === undefined ? [] : wordsOf(context.next);
  const read = [...norm, ...next]; // commands are matched in `norm`, what follows them is read here
  const previous = lastWords(before);
  let out = "";
  let at = 0; // next character of `text` to copy
  let capitalNext = /[.?!]\s*$|\n\s*$/.test(before.slice(-20));
  const joined = () => before + out;
  for (let i = 0; i < tokens.length; ) {
    const literal = LITERAL_WORDS.includes(norm[i]);
    if (literal && i === tokens.length - 1 && context.next !== undefined && literalBefore(text, context.next)) {
      // "literal" | "comma": the next phrase types its command as words
      out = out.replace(/[ \t]+$/, "");
      at = tokens[i].end;
      break;
    }
    const escaped = literal ? FORMAT_COMMANDS.find((c) => matchesAt(norm, i + 1, c.words)) : i === 0 && context.escapeFirst ? FORMAT_COMMANDS.find((c) => matchesAt(norm, 0, c.words)) : undefined;
    if (escaped && literal) {
      // "literal comma": the command's words are typed, "literal" is not
      out += text.slice(at, tokens[i].start);
      at = tokens[i + 1].start;
      i += 1;
    }
    const command = escaped ? undefined : FORMAT_COMMANDS.find((c) => matchesAt(norm, i, c.words));
    // "close bracket" while a bracket said is still open closes it, whatever word is before ("open bracket a close bracket")
    const closes = command?.effect.kind === "punct" && command.effect.symbol === ")" && bracketOpen(joined() + text.slice(at, tokens[i].start));
    const pausedAfter = context.next !== undefined && i + (command?.words.length ?? 1) === tokens.length;
    if (!command || (!closes && isNounUse(read, i, command.words.length, previous, pausedAfter))) {
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
