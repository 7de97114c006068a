// Legal text that is already punctuated, typed or pasted by the writer or dictated with its
// punctuation said ("period", "comma": lib/speech/spoken-punctuation.ts), is kept as written:
// the punctuation model never runs on it, so no mark, word or paragraph of the writer changes.
// It only gets the capitals it lacks: a sentence or line start, and the names, months and days
// the engine capitalises (taken from the engine's text only where its words are the same and not
// at a sentence start it made up).
import { isTypedDocument, nameSet, punctuate, punctuatedByWriter } from "@/lib/ai/local/punctuation";
import { parseText } from "@/lib/ai/local/punctuation/tokens";
import { companyNamesWhole, legalNumbers } from "@/lib/ai/local/legal-numbers";
import { BULLET, LABEL_NAME } from "@/lib/ai/local/legal-lists";
import { countWords, splitSentences } from "@/lib/ai/local/text";

const SENTENCE_END = /[.?!]["')\]]*(?=\s|$)/g;

/**
 * The text carries its own sentence ends, at least one for every 40 words, and its marks are the
 * writer's punctuation, not a "period" said once at the end of a dictation (`punctuatedByWriter`).
 */
export function isPunctuatedByWriter(text: string): boolean {
  const ends = text.match(SENTENCE_END)?.length ?? 0;
  return ends > 0 && countWords(text) <= 40 * ends && marksAreWriters(text);
}

/** Are the text's marks the writer's punctuation (typed, or all said), by `punctuatedByWriter`? */
export function marksAreWriters(text: string): boolean {
  return punctuatedByWriter(parseText(text).flatMap((lines) => lines.map((l) => l.words)));
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The writer's text with the capitals the engine gives names, months and days; nothing else changes. */
function namesCapitalised(text: string, names: string[]): string {
  // the engine keeps a writer's punctuated stretch as it is, so it reads the words without their marks
  const fixed = [...punctuate(text.replace(/[^\p{L}\p{N}\s'’]+/gu, " "), { names }).matchAll(WORD)];
  const mine = [...text.matchAll(WORD)];
  if (fixed.length !== mine.length || mine.some((m, i) => m[0].toLowerCase() !== fixed[i][0].toLowerCase())) return text;
  let out = "";
  let at = 0;
  const fixedText = fixed.length ? fixed[0].input ?? "" : "";
  mine.forEach((m, i) => {
    const theirs = fixed[i];
    const before = fixedText.slice(i > 0 ? (fixed[i - 1].index ?? 0) + fixed[i - 1][0].length : 0, theirs.index);
    const startsTheirSentence = i === 0 || /[.?!]/.test(before);
    const capital = m[0] === m[0].toLowerCase() && theirs[0] !== theirs[0].toLowerCase() && !startsTheirSentence;
    out += text.slice(at, m.index) + (capital ? theirs[0] : m[0]);
    at = (m.index ?? 0) + m[0].length;
  });
  return out + text.slice(at);
}

/** A line opening with a list's label or bullet ("1. ", "(2) ", "b) ", "(iv) ", "- ", "• "). */
// (a number closed by "." or ")", a letter or numeral only by ")": "a." and "i." are words as often as labels)
export const LIST_LABEL = String.raw`[ \t]*(?:\(?\d{1,2}[.)]|\(?(?:${LABEL_NAME})\)|${BULLET})\s`;
/** A break before a list's line, not after words that lead into it ("must:", "...;", "...; and"). */
const LIST_LINE = new RegExp(String.raw`(?<!(?:[:;,]|;[ \t]+(?:and|or))[ \t]*)\n(?=${LIST_LABEL})`, "i");

/**
 * How a text reads as typed by the writer, parsed once: `typed` (isTypedByWriter), and for a typed text
 * with one point a line and no full stops, `closed`: each line the writer broke (not before a list's
 * point, which is read on from the line before it) closed as a sentence, so "Call with client\nShe wants
 * to settle" is two sentences. `closed` is undefined unless the lines are what make it read as typed.
 */
export function typedReading(text: string, names: string[] = []): { typed: boolean; closed?: string } {
  // each line the writer broke counts as closed too ("Director", "Witness name" under an execution clause)
  const ends = (text.match(SENTENCE_END)?.length ?? 0) + lineCount(text) - 1;
  if (countWords(text) > 40 * ends) return { typed: false };
  // (a typed list or order with one point a line and no full stops: "ORDER\n1. The claimant shall ... by
  // 12 January 2027\n2. ...", "Next steps\n- file the defence by 9 January 2027\n- send ...")
  const known = nameSet(names);
  if (isTypedDocument(parseText(text), known)) return { typed: true };
  const closed = closedLines(text, known);
  return { typed: closed !== undefined, closed };
}

const lineCount = (text: string): number => text.split(/\n+/).filter((line) => line.trim()).length;

/** The text with each line the writer broke closed as a sentence, when that makes it read as typed. */
function closedLines(text: string, names: Set<string>): string | undefined {
  if (lineCount(text) < 2) return undefined;
  const closed = `${text.trimEnd()}.`.replace(new RegExp(String.raw`([\p{L}\p{N}])[ \t]*(?=\n(?!${LIST_LABEL}))`, "giu"), "$1.");
  return isTypedDocument(parseText(closed), names) ? closed : undefined;
}

/**
 * Typed by the writer: punctuated, with the capitals a typist gives (`isTypedDocument`: a
 * recogniser's words come in lower case, marks said or not). A line the writer began in lower
 * case ("cc: Robert Lin", "- transfer the balance;") does not make it dictation.
 */
export function isTypedByWriter(text: string, names: string[] = []): boolean {
  return typedReading(text, names).typed;
}

/** A label closing a sentence after the words that lead into a ";" list ("the claimant must: 1." before "File a reply; 2. ..."), or inside one ("; 2."). */
const LABEL_AT_END = new RegExp(String.raw`([:;])\s*\(?(?:${LABEL_NAME})[.)]$`, "i");

/**
 * The sentences of a typed legal text: a line the writer began with a list's label starts one, and a
 * label that leads into a ";" list never ends one (a count or score, "Against: 2. Abstentions: 1.", does).
 */
export function typedSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of text.split(LIST_LINE).flatMap(splitSentences)) {
    const last = out.length - 1;
    const lead = last >= 0 ? LABEL_AT_END.exec(out[last])?.[1] : undefined;
    if (lead === ";" || (lead === ":" && s.includes(";"))) out[last] = `${out[last]} ${s}`;
    else out.push(s);
  }
  return out;
}

/**
 * The writer's punctuated text; when its sentences start in lower case (dictated, marks spoken),
 * with a capital at each sentence and line start and on names. Typed text keeps its own capitals.
 */
export function keepWritten(text: string, names: string[], typed = isTypedByWriter(text, names)): string {
  if (typed) return text;
  // dictated with its marks said: the numbers said become figures as a lawyer writes them ("clause
  // seven point two" -> "clause 7.2", "the thirtieth of january twenty twenty seven" -> "the 30th
  // of january 2027"), line by line so the breaks said stay where they are
  const figures = text
    .split("\n")
    .map((line) => {
      if (!line.trim()) return line;
      const { tokens, companies } = legalNumbers(line);
      return companyNamesWhole(tokens.join(" "), companies);
    })
    .join("\n");
  // (a list's label after the words that lead into it is no sentence end: "the claimant must: 1. file a reply; 2. serve ..." keeps "file")
  const capitalised = namesCapitalised(figures, names)
    .replace(SENTENCE_OR_LINE_START, (_, lead: string, c: string) => lead + c.toUpperCase())
    // (a paragraph opening with its number said, "7.2: if the goods ..." -> "7.2: If the goods ...", "Clause 9: term" -> "Clause 9: Term")
    .replace(AFTER_PARAGRAPH_NUMBER, (_, lead: string, c: string) => lead + c.toUpperCase())
    .replace(DATE_MONTH, (m) => m.replace(/\p{L}+$/u, (month) => month.charAt(0).toUpperCase() + month.slice(1)));
  // a dictated paragraph of words ends with a full stop (not a closing or a name)
  const last = capitalised.split(/\n\s*\n/).pop() ?? "";
  return /[\p{Ll}\p{N}]$/u.test(capitalised) && countWords(last) >= 4 ? `${capitalised}.` : capitalised;
}

const AFTER_PARAGRAPH_NUMBER = /((?:^|\n)[ \t]*(?:(?:[Cc]lause|[Ss]ection|[Pp]aragraph|[Aa]rticle)[ \t]+\d+(?:\.\d+)*|\d+(?:\.\d+)+):?[ \t]+)(\p{Ll})/gu;

/** A letter in lower case that starts a sentence or a line, not one after a list's label that follows the words leading into it. */
const SENTENCE_OR_LINE_START = new RegExp(String.raw`(^|(?<!(?:^|[:;,])\s*\(?(?:${LABEL_NAME}))[.?!]["')\]]*\s+|\n\s*)(\p{Ll})`, "gu");

/** A point typed on its own line under "1." or a bullet ("- ", "• "), read without them, as when it was said. */
export const withoutLineLabel = (point: string): string => point.replace(LINE_LABEL_BEFORE_CAPITAL, "");
const LINE_LABEL_BEFORE_CAPITAL = new RegExp(String.raw`^(?:\d{1,2}\.|${BULLET})\s+(?=\p{Lu})`, "u");

const DATE_MONTH = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/g;
