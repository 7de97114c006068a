// A typed letter's or memo's frame: the lines around what it says, never a key point (action items
// are read as before: the frame never costs a task or a deadline). Each is known by its place and its
// pattern, never by being short or having no verb alone: a salutation at the top ("Dear Ms Verity,", "Hi Sam,"),
// a reference or header line in the letter's header that says nothing ("Our ref: ML/2207", "Re: ...",
// "To: Litigation team"), a closing where the letter closes ("Yours sincerely,") and the signature lines under it, and a
// heading standing over a blank line or a numbered list ("NEXT STEPS", "1. Background"). A line the
// writer's mail program wrapped in the middle of a sentence ("... against Riverside\nMotors Limited
// ...") is never one, so no sentence is cut at a wrap, and a sentence is left out only when it is
// made of frame lines and nothing else.
import { hasVerb, plainWord } from "@/lib/ai/local/legal-lists";
import { LIST_LABEL } from "@/lib/ai/local/legal-written";

type Frame = "salutation" | "reference" | "closing" | "signature" | "heading";

/** "Dear" and the names or titles of the reader, nothing else: "Dear Ms Verity,", "Dear Mr. Castellanos:", "Dear Sir or Madam". */
const SALUTATION = /^dear(?:[ \t]+[\p{L}'’-]+\.?|[ \t]+&)+[ \t]*[,:.!]?$/iu;
/** A title the name goes on after: "Dear Mr" at a line's end is a wrap, not a salutation. */
const TITLE_AT_END = /\b(?:mr|mrs|ms|miss|mx|dr|prof|professor|or|and|&)\.?$/i;
const REFERENCE = /^(?:re|subject|our ref(?:erence)?|your ref(?:erence)?|ref|matter|client|to|from|date|cc|bcc)[ \t]*:/i;
const CLOSING_PHRASE = String.raw`(?:yours (?:sincerely|faithfully|truly)|very truly yours|sincerely(?: yours)?|(?:(?:kind|best|warm|warmest) )?regards|with (?:kind|best|warm) (?:regards|wishes)|best wishes|respectfully(?: yours)?|many thanks|thanks|thank you)`;
/** A closing on a line of its own, or with the writer's name after it: "Kind regards,", "Yours sincerely, Sara Kent". */
const CLOSING = new RegExp(String.raw`^${CLOSING_PHRASE}(?:[,.!]?|,[ \t]+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3})$`, "iu");
/** A line ended by a word or mark that runs on to the next: "... Gloucester –", "... Limited and". */
const RUNS_ON = /(?:[–,&/-]|\b(?:and|or|of|the|a|an|to|for|in|at|on|between|by|with|v|vs)\.?)$/i;
const LEADING_LABEL = new RegExp(String.raw`^${LIST_LABEL}`, "i");
/** A signature line giving a way to reach the writer: "Tel: 0161 496 0000", "DX 14 Leeds". */
const CONTACT = /^(?:tel|t|phone|mobile|m|fax|f|dx|email|e|direct(?: line| dial)?|ddi|web|enc|encs|encl|enclosures?|cc|bcc)\b\.?[ \t]*:?/i;
const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b";
const ABBREVIATION_END = /\b(?:ltd|inc|llp|llc|plc|co|esq|jr|sr)\.$/i;

const wordsOf = (line: string): string[] => line.split(/\s+/).map(plainWord).filter(Boolean);

function isSalutation(line: string): boolean {
  // (the case of "Dear" and the joining words is the writer's; every name after it has its capital: "Dear Tom thanks" is no salutation)
  const names = line.replace(/[,:.!]$/, "").trim();
  if (/^to whom it may concern[ \t]*[,:.!]?$/i.test(line)) return true;
  // (an email's greeting is one only with its comma and a name or two: "Hi Sam,", "Hello Priya and Tom,")
  if (/^(?:[Hh]i|[Hh]ello)(?:[ \t]+(?:\p{Lu}[\p{L}'’-]*|and|&)){1,4},$/u.test(line)) return true;
  return SALUTATION.test(line) && wordsOf(line).length <= 7 && !TITLE_AT_END.test(names)
    && names.split(/\s+/).slice(1).every((w) => /^\p{Lu}|^(?:&|and|or|sirs?|madam|all|colleagues)$/u.test(w));
}

/** A date, a time or an amount: a header line giving one says something ("Subject: Hearing 14 December 2026 at 10am"),
 * except the letter's own "Date:" line. */
const WHEN_OR_HOW_MUCH = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|${MONTH}\s+\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|[£$€]\s?\d|\b\d[\d,.]*\s*(?:pounds|dollars|euros)\b|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|noon|midday)\b`, "i");
const carriesWhenOrHowMuch = (line: string): boolean => !/^date[ \t]*:/i.test(line) && WHEN_OR_HOW_MUCH.test(line);

/** A marking that tells how the letter may be used is said, not framed: "WITHOUT PREJUDICE", "SUBJECT TO CONTRACT". */
const MARKING = /\b(?:without prejudice|confidential|privileged|subject to contract|open letter)\b/i;

/** A heading's own words: few, in capitals, in title case, or one to three: "SUMMARY OF ADVICE", "Next Steps", "Attendance note". */
function readsAsHeading(line: string): boolean {
  const bare = line.replace(LEADING_LABEL, "").replace(/:$/, "").trim();
  const words = bare.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 6 || /[\p{N}£$€%.,;!?]/u.test(bare) || MARKING.test(bare) || hasVerb(bare)) return false;
  const titled = words.every((w) => w.length < 4 || /^\p{Lu}/u.test(w));
  return /^\p{Lu}/u.test(bare) && (capitals(bare) || titled || words.length <= 3);
}

const capitals = (line: string): boolean => line === line.toUpperCase() && /\p{Lu}/u.test(line);
/** Says something: has a verb, or ends as a sentence or a lead-in does. */
const says = (line: string): boolean => /[.?!:;]$/.test(line.trim()) || hasVerb(line);

/** A signature line under a closing: a name, a post, a firm, a way to reach the writer, nothing said. */
const signs = (line: string): boolean =>
  wordsOf(line).length <= 8 && (!/[.!?]$/.test(line) || ABBREVIATION_END.test(line)) && !/^p\.?\s?s\b/i.test(line)
  && (CONTACT.test(line) || (!/\p{N}/u.test(line) && !hasVerb(line)));

/** Where a letter closes: after the body's last sentence, with only signature lines (or a "PS") after it. */
function closesAt(lines: string[], i: number, read: string[]): boolean {
  // (the line before as read: a text typed one point a line is read with a full stop closing each)
  const before = i > 0 ? read[i - 1].trim() : undefined;
  // (a closing phrase in a wrapped sentence is no closing: "... sends her\nbest wishes\nand asks ...", "Yours\nsincerely")
  if (before === undefined || (before && !/[.!?]["'’”)]?$/.test(before))) return false;
  for (const raw of lines.slice(i + 1)) {
    const line = raw.trim();
    if (/^p\.?\s?s\b/i.test(line)) return true;
    if (line && !signs(line)) return false;
  }
  return true;
}

/** Each line's part in the frame, if it has one. */
function frameOf(lines: string[], read = lines): Array<Frame | undefined> {
  const kinds: Array<Frame | undefined> = lines.map(() => undefined);
  const blank = (i: number) => i < 0 || i >= lines.length || !lines[i].trim();
  let closed = false;
  // (a reference or header line is one only in the letter's header, above or just under the salutation, and only
  // when it says nothing: "Client: will send the statement by 11 December" is a task, "Re: the costs budget, please file ..." a request)
  let header = true;
  // (a salutation is one only at the top: the first line, or under a blank line or a header line above the body)
  let top = true;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const before = kinds[i - 1];
    if (closed) {
      if (!signs(line)) break;
      kinds[i] = "signature";
    } else if (CLOSING.test(line) && closesAt(lines, i, read)) {
      kinds[i] = "closing";
      closed = true;
    } else if (top && (blank(i - 1) || before === "reference") && isSalutation(line)) kinds[i] = "salutation";
    // a salutation wrapped in the reader's name: "Dear Ms Jane\nO'Connor,"
    else if (before === "salutation" && !/[,:.!]$/.test(lines[i - 1].trim()) && /^\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[,:]$/u.test(line)
      && !CLOSING.test(line) && !hasVerb(line)) kinds[i] = "salutation";
    else if (header && REFERENCE.test(line) && !says(line.replace(REFERENCE, "")) && !carriesWhenOrHowMuch(line)) kinds[i] = "reference";
    // a reference wrapped at a word that runs on: "Re: Lease of Unit 9, Ferry Wharf, Gloucester –\nrent review"
    else if (before === "reference" && RUNS_ON.test(lines[i - 1].trim()) && !/[.!?]$/.test(line) && !hasVerb(line)) kinds[i] = "reference";
    // (a marking in capitals over the header leaves it open: "PRIVATE AND CONFIDENTIAL")
    else if (!capitals(line)) header = false;
    // (the top ends at the body's first line that says something: a greeting further down is quoted in a sentence,
    // "... the landlord's email, which began\nHi Mark,\nand said ...", and stays in it)
    if (!kinds[i] && says(line)) top = false;
  }
  // a heading stands at a block's start over a numbered list, or over a blank line and then a block that says something
  // ("NEXT STEPS\n1. Obtain ...", "Liability\n\nThe store's own log shows ..."); a line over another short line
  // with no verb is one of a list of terms ("Judgment for the Claimant\n\nInterest at 8% ...")
  const over = (i: number): boolean => {
    const next = lines.findIndex((l, j) => j > i && l.trim());
    return next === i + 1 ? LEADING_LABEL.test(lines[next]) : next > i && (LEADING_LABEL.test(lines[next]) || says(lines[next]));
  };
  const headings = lines.flatMap((raw, i) =>
    raw.trim() && !kinds[i] && (blank(i - 1) || kinds[i - 1] !== undefined) && readsAsHeading(raw.trim()) && over(i) ? [i] : []);
  // (one heading alone in mixed case may be a point said in few words: only capitals, a number, a second heading, or
  // its place as a letter's subject under the salutation make it one: "Dear Mr Lewandowski,\n\nSubject access request\n\n...")
  const underSalutation = (i: number) => kinds[lines.slice(0, i).findLastIndex((l) => l.trim())] === "salutation";
  for (const i of headings) {
    if (capitals(lines[i]) || LEADING_LABEL.test(lines[i]) || headings.length > 1 || underSalutation(i)) kinds[i] = "heading";
  }
  return kinds;
}

const key = (text: string): string => wordsOf(text).join(" ");

/**
 * A typed text's frame: `apart`, the text with a paragraph break after a salutation and before a
 * closing the writer typed on the line next to a sentence ("Dear Mr Lowe,\nA payment ..."), so
 * neither is read into it; and `isFrame`, whether a sentence is made of frame lines alone.
 */
export function letterFrame(text: string, read = text): { apart: string; isFrame: (sentence: string) => boolean } {
  // (known on the lines as typed; `read` is the same lines with a full stop closing each, when it is read so)
  const typedLines = text.split("\n");
  const lines = read.split("\n");
  const kinds = typedLines.length === lines.length ? frameOf(typedLines, lines) : frameOf(lines);
  // every run of frame lines one after another (blank lines between them allowed), as words
  const runs = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    if (!kinds[i]) continue;
    let joined = "";
    for (let j = i; j < lines.length && (kinds[j] || !lines[j].trim()); j++) {
      if (!kinds[j]) continue;
      joined = `${joined} ${key(lines[j])}`.trim();
      runs.add(joined);
    }
  }
  const apart = lines
    .map((line, i) => {
      const next = lines[i + 1];
      if (next === undefined || !next.trim() || kinds[i + 1]) return line;
      const afterSalutation = kinds[i] === "salutation" && (/[,:]$/.test(line.trim()) || /^[ \t]*["'‘“(]?[\p{Lu}\p{N}]/u.test(next));
      return afterSalutation ? `${line}\n` : line;
    })
    .map((line, i) => (kinds[i] === "closing" && i > 0 && lines[i - 1].trim() && !kinds[i - 1] ? `\n${line}` : line))
    .join("\n");
  // (a sentence of three words or more inside a run is frame too: "Re: Smith v. Jones Trucking, LLC, No. 3:24-cv-01234 (N.D." cut at "N.D.")
  const whole = [...runs].map((run) => ` ${run} `);
  const inRun = (words: string) => words.split(" ").length >= 3 && whole.some((run) => run.includes(` ${words} `));
  return { apart, isFrame: (sentence) => runs.has(key(sentence)) || inRun(key(sentence)) };
}
