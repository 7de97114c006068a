// Legal dictation: a formatted document for the chosen type (caption with case number and
// client), key points, citations found, action items, warnings (deadlines, limitation
// periods, privilege) and review suggestions that point at the dictated text itself.
import * as chrono from "chrono-node";
import type { ConfidentialityLevel, LegalDocument, LegalDocumentType } from "@/lib/schemas/ai";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { findCitations, formatCitationsInText } from "@/lib/ai/local/legal-citations";
import { isDirectionForm, plainWord, pointsApart } from "@/lib/ai/local/legal-lists";
import { companyNamesWhole, legalNumbers } from "@/lib/ai/local/legal-numbers";
import { findDue, meetingDay } from "@/lib/ai/local/meeting-dates";
import { MONTH_NAMES, ordinal } from "@/lib/ai/local/spoken-numbers";
import { FACTIVE_PREDICATES, IMPERATIVE_VERBS, PERSON_SUBJECTS } from "@/lib/ai/local/lexicon";
import { tagWords } from "@/lib/ai/local/nlp";
import { isPunctuatedByWriter, isTypedByWriter, keepWritten, marksAreWriters, typedReading, typedSentences, withoutLineLabel } from "@/lib/ai/local/legal-written";
import { letterFrame } from "@/lib/ai/local/legal-frame";
import { endsWhereTheWriterDid } from "@/lib/ai/local/legal-writer-ends";
import { questionsAndAnswers, type Turn } from "@/lib/ai/local/legal-turns";
import { topSentences } from "@/lib/ai/local/summarize";
import { capitaliseFirst, countWords, splitSentences, stripLeadIns, unique, withFullStop, withoutFinalPunctuation } from "@/lib/ai/local/text";

export type LegalInput = {
  transcript: string;
  documentType: LegalDocumentType;
  caseInfo: { caseNumber: string; clientName?: string };
  confidentialityLevel: ConfidentialityLevel;
};

export const DOCUMENT_TITLES: Record<LegalDocumentType, string> = {
  motion: "Motion", brief: "Legal Brief", contract: "Contract Draft", memo: "Legal Memorandum",
  deposition: "Deposition Notes", correspondence: "Legal Correspondence", pleading: "Pleading",
};

const MARKINGS: Record<ConfidentialityLevel, string> = {
  public: "",
  confidential: "CONFIDENTIAL",
  "attorney-client": "PRIVILEGED AND CONFIDENTIAL: ATTORNEY-CLIENT COMMUNICATION",
  "work-product": "PRIVILEGED AND CONFIDENTIAL: ATTORNEY WORK PRODUCT",
};

const ACTION = /^(?:we|I|you)\s+(?:must|need to|should|will need to|have to|will|are to)\s+(?:also\s+)?(.+)$|^(?:please|kindly)\s+(?!note\b)(.+)$|^(?:(?:the )?next step is to|action:)\s+(.+)$/i;
const DEADLINE = /\b(?:within\s+\d+\s+(?:days?|weeks?|months?|years?)|deadline|no later than|by the \w+ of|must be (?:filed|served|brought|made)|time limit|expires?|due (?:on|by))\b/i;
const LIMITATION = /\b(?:limitation (?:act|period)|statute of limitations|time-?barred|out of time|still in time|within \w+ years)\b/i;
const PRIVILEGE = /\b(?:privileged?|privilege|without prejudice|not be disclosed|do not disclose|confidential|work product)\b/i;
const KEY_CUE = /\b(?:claims?|alleges?|says|argues?|in my view|we believe|the (?:main )?issue|breach|negligence|liable|liability|damages|settlement|stronger|weak|held|leading case|contract was|agreement)\b/i;
const GREETING = /^(?:dear|to whom it may concern|sir|madam)\b/i;
const CLOSING = /(?:^|\n|[.!]\s+)\s*(?:yours (?:sincerely|faithfully|truly)|sincerely(?: yours)?|kind regards|best regards|regards|with best wishes)\b/i;
const OPINION = /\b(?:in my view|i think|i believe|we believe|appears|likely|unlikely|probably)\b/i;

function caption(input: LegalInput, date: string): string[] {
  const title = DOCUMENT_TITLES[input.documentType].toUpperCase();
  const lines: string[] = [];
  const marking = MARKINGS[input.confidentialityLevel];
  if (marking) lines.push(marking, "");
  lines.push(title, `Case No.: ${input.caseInfo.caseNumber}`);
  if (input.caseInfo.clientName) lines.push(`Client: ${input.caseInfo.clientName}`);
  lines.push(`Date: ${date}`);
  return lines;
}

/** The sentences numbered, unless the writer numbered their own ("Clause 7.1: ...", "7.2: ...", "14.1 Any dispute ..."). */
function numbered(sentences: string[]): string[] {
  return sentences.some((s) => OWN_NUMBER.test(s)) ? sentences : sentences.map((s, i) => `${i + 1}. ${s}`);
}
// (a number that labels its sentence: a colon after it, or a capital starting the sentence after it; "Clause 7.2 of the
// lease applies ..." and "7.2 percent is ..." only open with a number, and the engine still numbers their clauses)
const OWN_NUMBER = /^(?:(?:[Cc]lause|[Ss]ection|[Pp]aragraph|[Aa]rticle)\s+)?\d+(?:\.\d+)+(?::\s|\.?\s+\p{Lu})/u;

type Section = "facts" | "analysis" | "steps";
const SECTION_ORDER: Section[] = ["facts", "analysis", "steps"];

function sectionOf(s: string): Section {
  if (ACTION.test(stripLeadIns(s)) || /\b(?:we should|we must|we need|recommend|please note)\b/i.test(s)) return "steps";
  if (OPINION.test(s) || /\b(?:section|act \d{4}| v |case|however|under|claim is|weak|strong)\b/i.test(s)) return "analysis";
  return "facts";
}

/**
 * Groups a memo's sentences into facts, analysis and next steps without moving any: the lawyer's
 * order is their argument, so a section opens where its first sentence was dictated and a later
 * sentence of an earlier kind stays where it was said.
 */
// (a section opens only before a sentence the writer parted from the one before it, `opens`: elsewhere the
// sentence stays in the section it was said in)
function memoSections(sentences: string[], opens: (i: number) => boolean = () => true): Record<Section, string[]> {
  const out: Record<Section, string[]> = { facts: [], analysis: [], steps: [] };
  let at = 0;
  sentences.forEach((s, i) => {
    if (i === 0 || opens(i)) at = Math.max(at, SECTION_ORDER.indexOf(sectionOf(s)));
    out[SECTION_ORDER[at]].push(s);
  });
  return out;
}

/** Sections are headed when the writer parted two of the sentences, or said only one. */
const isParted = (sentences: string[], opens: (i: number) => boolean): boolean => sentences.length < 2 || sentences.some((_, i) => opens(i));

/** How many opening sentences go under the first heading: `wanted`, or fewer or more to end where the writer ended one; all when none does. */
function openingCount(count: number, wanted: number, opens: (i: number) => boolean): number {
  if (count <= wanted) return count;
  const at = [wanted, ...Array.from({ length: wanted - 1 }, (_, k) => wanted - 1 - k), ...Array.from({ length: count - wanted - 1 }, (_, k) => wanted + 1 + k)];
  return at.find(opens) ?? count;
}

/** Numbered headings for the sections that have sentences ("1. Summary", "2. Facts", ...), none for an empty one. */
function numberedSections(parts: Array<[string, string[]]>): string[] {
  const filled = parts.filter(([, lines]) => lines.length);
  return filled.flatMap(([title, lines], i) => [`${i + 1}. ${title}`, ...lines, ""]).slice(0, -1);
}

/**
 * The engine's layout around dictated sentences. `opens(i)`: the writer parted sentence `i` from the one
 * before it (`endsWhereTheWriterDid`), so a heading of the engine's may go between them.
 */
function body(input: LegalInput, sentences: string[], paragraphs: string[], opens: (i: number) => boolean): string[] {
  const client = input.caseInfo.clientName || "the client";
  const re = input.caseInfo.clientName ? `${input.caseInfo.clientName}, Case No. ${input.caseInfo.caseNumber}` : `Case No. ${input.caseInfo.caseNumber}`;
  switch (input.documentType) {
    case "memo": {
      // a short memo is not summarised: its sentences would be written twice
      const summary = sentences.length > 4 && opens(2) ? sentences.slice(0, 2) : [];
      const parts = memoSections(sentences.slice(summary.length), (i) => opens(i + summary.length));
      return [
        `TO: File`, `RE: ${re}`, "",
        // (one heading over sentences the writer never parted would name them all one kind: "1. Facts" over "In my view ...")
        ...(!isParted(sentences, opens) ? sentences : numberedSections([["Summary", summary], ["Facts", parts.facts], ["Analysis", parts.analysis], ["Next steps", numbered(parts.steps)]])),
      ];
    }
    case "contract":
      return [
        `Prepared for: ${client}`, "",
        "CLAUSES", ...numbered(sentences), "",
        "SIGNATURES", `Signed for ${client}: ____________________   Date: __________`,
        "Signed for the other party: ____________________   Date: __________",
      ];
    case "deposition": {
      // a turn's label as said ("Question:", "Q:"), and a turn of two sentences one line ("Answer: Yes, it was Gary. He'd only started that week.")
      const lines = sentences.reduce<string[]>((out, s) => {
        const qa = /^(question|answer|q|a)[:,.]?\s+(.+)$/i.exec(s);
        if (qa) return [...out, `${qa[1].length === 1 ? qa[1].toUpperCase() : capitaliseFirst(qa[1].toLowerCase())}: ${capitaliseFirst(qa[2])}`];
        const last = out.length - 1;
        return last >= 0 && /^(?:Question|Answer|Q|A): /.test(out[last]) ? [...out.slice(0, last), `${out[last]} ${s}`] : [...out, s];
      }, []);
      return ["DEPOSITION SUMMARY", `Witness notes for ${client}`, "", ...lines.map((l, i) => `${String(i + 1).padStart(3, " ")}  ${l}`)];
    }
    case "correspondence": {
      // the writer's own greeting and closing, none of the engine's (a suggestion says when one is missing), and their own "Re:" line
      return [...(paragraphs.some((p) => OWN_RE_LINE.test(p)) ? [] : [`Re: ${re}`, ""]), ...paragraphs.flatMap((p) => [p, ""])];
    }
    case "motion": {
      const opening = openingCount(sentences.length, 2, opens);
      const grounds = sentences.slice(opening);
      return [
        `IN THE MATTER OF: ${input.caseInfo.clientName || `Case No. ${input.caseInfo.caseNumber}`}`, "",
        `MOTION`, "",
        "Introduction", ...sentences.slice(0, opening), "",
        ...(grounds.length ? ["Grounds", ...numbered(grounds), ""] : []),
        "Relief requested", `The moving party asks the court to grant this motion for the reasons set out above.`,
      ];
    }
    case "brief": {
      // each sentence once, in the order dictated; a heading only over what was said
      const issues = sentences.length > 4 && opens(2) ? sentences.slice(0, 2) : [];
      const parts = memoSections(sentences.slice(issues.length), (i) => opens(i + issues.length));
      const headed: Array<[string, string[]]> = [["STATEMENT OF THE ISSUES", issues], ["STATEMENT OF FACTS", parts.facts], ["ARGUMENT", parts.analysis], ["CONCLUSION", parts.steps]];
      return [
        `IN THE MATTER OF: ${input.caseInfo.clientName || `Case No. ${input.caseInfo.caseNumber}`}`, "",
        ...(!isParted(sentences, opens) ? sentences : headed.filter(([, lines]) => lines.length).flatMap(([title, lines]) => ["", title, ...lines]).slice(1)),
      ];
    }
    case "pleading":
      return [`IN THE MATTER OF: ${input.caseInfo.clientName || `Case No. ${input.caseInfo.caseNumber}`}`, "", "PARTICULARS", ...numbered(sentences)];
  }
}

/** A line of the writer's own that names the matter ("Re: 41 Quarry Lane", "Subject: ..."); a memo's header lines too. */
const OWN_RE_LINE = /^(?:re|subject|matter|our ref)\s*:/im;
const OWN_MEMO_HEADER = /^(?:to|from|re|date|subject|client|matter|memorandum)\b\s*:?\s*$|^(?:to|from|re|date|subject|client|matter)\s*:/im;

/**
 * The layout around a document the writer typed: the caption's headings, and the writer's text as
 * it is, paragraphs, numbering, lists and all (none of it split into sentences, renumbered or
 * sectioned), with no sentence of the engine's ("The moving party asks ...") in it.
 */
function writtenBody(input: LegalInput, text: string): string[] {
  const client = input.caseInfo.clientName || "the client";
  const matter = `IN THE MATTER OF: ${input.caseInfo.clientName || `Case No. ${input.caseInfo.caseNumber}`}`;
  const re = input.caseInfo.clientName ? `${input.caseInfo.clientName}, Case No. ${input.caseInfo.caseNumber}` : `Case No. ${input.caseInfo.caseNumber}`;
  switch (input.documentType) {
    case "memo":
      return OWN_MEMO_HEADER.test(text) ? [text] : [`TO: File`, `RE: ${re}`, "", text];
    case "correspondence":
      return OWN_RE_LINE.test(text) ? [text] : [`Re: ${re}`, "", text];
    case "contract":
      return [
        `Prepared for: ${client}`, "", text, "",
        "SIGNATURES", `Signed for ${client}: ____________________   Date: __________`,
        "Signed for the other party: ____________________   Date: __________",
      ];
    case "deposition":
      return ["DEPOSITION SUMMARY", `Witness notes for ${client}`, "", text];
    case "motion":
      return [matter, "", "MOTION", "", text];
    case "brief":
      return [matter, "", text];
    case "pleading":
      return [matter, "", "PARTICULARS", text];
  }
}

/** The units a time limit is counted in. */
const PERIOD_UNIT = "(?:days?|weeks?|fortnights?|months?|hours?)";
/** A time limit named as one: "the deadline", "the final date for acceptance", "the longstop date", "the completion date". */
const NAMED_LIMIT = "(?:deadline|time limit|final date|last (?:day|date)|long-?stop date|cut-?off (?:date|time)|(?:completion|closing|expiry|termination|renewal|(?:rent )?review|break|exchange|return|payment|filing|hearing|trial|commencement|start|end) date)";
const NUMBER_WORD = "(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)";
const DAY_WORD = "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|noon|midday|close of (?:business|play)|(?:the )?(?:end|middle|beginning|start) of|mid-?\\w+|next|this)";
const MONTH_WORD = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";
/**
 * A period counted from an event or given to act in: "21 days from receipt of this notice", "two
 * working days before completion", "fourteen days to appeal", "90 days' written notice".
 */
const PERIOD_FROM = `\\b${NUMBER_WORD}\\s+(?:\\w+\\s+)?(?:working\\s+|clear\\s+|business\\s+|calendar\\s+)?${PERIOD_UNIT}(?:'?\\s+(?:written\\s+)?notice\\b|\\s+(?:from|after|before|of|in which to|to)\\b)`;
/**
 * A day something is set for, named as one day: "a call for Monday morning", "the hearing for the
 * 3rd of May", "for March 16" (not "for this reason", "for two years", "the invoice for March 2026" or "for Friday's delivery").
 */
const FOR_DAY = `\\bfor\\s+(?:the\\s+)?(?:(?:next|coming)\\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_WORD}|${MONTH_WORD}\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\d))\\b(?!['’]s)`;
/**
 * A limit set by an event to come rather than a day: "must be paid before the agreement is
 * registered", "before the lease is signed", "before the transfer has been completed".
 */
const BEFORE_EVENT = `\\bbefore\\s+(?:the|this|that|your|our|their|its)\\s+(?:[a-z-]+\\s+)?[a-z-]+\\s+(?:is|are|has been|have been)\\s+[a-z]+(?:ed|en)\\b`;
/**
 * A time limit: "by 30 June", "within 14 days", "no later than Friday", "before the hearing on 3
 * May", "on or before the fourteenth", "the conference is listed for 9 June", "the deadline is ...".
 */
const TIME_LIMIT = new RegExp(
  `\\b(?:(?:by|before|on|on or before|no later than|not later than|until|till|within|(?:listed|fixed|noticed|set down|scheduled|booked) for|returnable on|due(?: on| by)?|(?:extended|adjourned|moved|postponed|put back|brought forward) (?:to|until)|open (?:for acceptance )?for)\\s+(?:the\\s+)?(?:(?:coming|following)\\s+)?(?:${DAY_WORD}\\b|${MONTH_WORD}\\b|\\d|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\w+teenth|twentieth|thirtieth|twenty|thirty)\\b|${NUMBER_WORD}\\s+(?:\\w+\\s+)?(?:working\\s+|clear\\s+|business\\s+)?${PERIOD_UNIT}\\b)|\\bwithin\\s+(?:the same|that|this|the)\\s+(?:period|time|${PERIOD_UNIT})\\b|\\b${NAMED_LIMIT}\\b|\\bexpires?\\b|${PERIOD_FROM}|${FOR_DAY}|${BEFORE_EVENT})`,
  "i",
);
/**
 * "may" as a verb of permission ("the landlord may re-enter"), not the month ("by 4 May", "on
 * the first of may", "may the fourth") and not a guess ("it may have", "may well", "may be").
 */
const MODAL_MAY = "(?<!\\b(?:\\d{1,2}(?:st|nd|rd|th)?|of|in|on|by|until|till|before|after|to|from|since|during|early|late|mid|end|than|the|first|second|third|fourth|fifth|\\w+th|\\w+st)[,]?\\s+)may(?=\\s+(?:not\\s+|also\\s+|only\\s+|then\\s+)?(?!have\\b|well\\b|be\\b|the\\b|\\d|first\\b|second\\b|third\\b|\\w+th\\b|twenty|thirty)[a-z])";
/** Words of a task or a request, not a report of what happened. */
// (a plan told as a report is one too: "she can come back on the 12th to sign", "which we aim to do by ...",
// "he is willing to attend on Monday")
const DUTY = new RegExp(
  [
    "\\b(?:must|shall|should|needs?|has to|have to|requires?|required|will|would|wants?|please|kindly|payable|would appreciate|ask(?:s|ed)? (?:you|that)",
    // a request or a court's direction passed on: "we have been asked to provide ...", "directions that the bundles be lodged ..."
    "(?:been|was|were|am|is|are) (?:asked|instructed) to|directions? (?:that|for)",
    // a request made ("we also ask for copies ...", "counsel's clerk has asked for the index by ..."; not one
    // told as past: "she asked for it on Monday") and a direction in the passive ("bundles to be agreed by ...",
    // "skeleton arguments to be exchanged ..."; not a fact told with a verb of finding or saying before it:
    // "the goods were found to be broken on Tuesday", "the documents appear to be signed on 3 November")
    // (the same with "by": "the defence was meant to be served by Monday", "the goods were found to be damaged by
    // water on Tuesday" tell a fact, not a direction)
    "(?:asks?|(?:has|have) asked) for|(?<!\\b(?:\\w+ed|said|found|thought|known|seen|shown|held|meant|seems?|appears?|was|were)\\s+)to be (?:\\w+ly )?\\w+(?:ed|en) (?:by|within|no later than|not later than|before)\\b",
    "(?<!\\b(?:\\w+ed|said|found|thought|known|seen|shown|held|meant|seems?|appears?|was|were)\\s+)to be (?:\\w+ly )?\\w+(?:ed|en)",
    "(?:ask|expect|require)(?:s|ed)? (?:the )?\\w+ to|expects?|(?:is|are|be) expected|look(?:ing)? forward to|can|could you|(?:aim|intend|plan)s? to|(?:happy|able|willing|ready|prepared|going) to",
    // an undertaking given: "opposing counsel has agreed to produce the documents by ..."
    // (not one denied: "the lender never agreed to wait ...")
    "(?<!\\b(?:not|never)\\s|n't\\s)(?:agree|undert(?:ake|ook|aken)|promise|commit)(?:s|d|ed)? to",
    // advice on what to do: "I would suggest we chase ...", "I recommend that we ..."
    "(?:suggest|recommend|propose|advise)s?",
    // a right with a time limit: "the seller may withdraw by giving 14 days' notice" (not the month: "by 4 May")
    `${MODAL_MAY}`,
    "(?:is|are) (?:listed|fixed|set|scheduled|booked|arranged|noticed|to|open|on)|(?:has|have) been (?:listed|fixed|set|scheduled|booked|arranged|noticed)|(?:remains?|stays?) open|given (?:[\\w']+ ){0,3}?until|(?:is|are|be|been) (?:extended|adjourned|moved|postponed|put back|brought forward) (?:to|until)|(?:has|have)(?: been given)? (?:until|(?:\\w+ ){1,2}(?:clear |working |business )?(?:days?|weeks?|months?))",
    // the next of a series, told with its day: "the next deposition is the office manager on Tuesday"
    "next [a-z]+ (?:is|will be)",
    // a date something starts, ends or falls due: "the lease expires on ...", "the sublease starts on ..."
    "(?:expires?|ends|starts|begins|commences|lapses|terminates|opens|closes|runs out|falls due|takes (?:place|effect))",
    `ordered|directed|${NAMED_LIMIT}|due)\\b`,
  ].join("|"),
  "i",
);
const INNER_ACTION = /\b(?:and|so|but)\s+(?:we|I)\s+(?:must|need to|should|will need to|have to)\s+(?:also\s+)?(.+)$/i;

const MONTH_WORD_RE = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
const MONTH_SHORT: Record<string, string> = Object.fromEntries(
  ["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"].map((m) => [m, MONTH_NAMES.find((n) => n.startsWith(m.slice(0, 3)))!]),
);
/** "twenty-eighth" -> "28th" (a word the day finder reads); any other word as it is, without its hyphens. */
function hyphenedOrdinal(word: string): string {
  const n = /-/.test(word) ? ordinal(word.split("-"), 0) : null;
  return n && n.next === 2 ? `${n.value}${n.value % 10 === 1 && n.value !== 11 ? "st" : n.value % 10 === 2 && n.value !== 12 ? "nd" : n.value % 10 === 3 && n.value !== 13 ? "rd" : "th"}` : word.replace(/-/g, "");
}

/** Words that tell of the past. */
const PAST = /^(?:was|were|had|fell|became|did|expired|ended|lapsed)$/;

/** A day of the month in figures or words: "4", "4th", "fourth", "twenty" (of "twenty first"). */
const DAY_NUMBER = /^(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|\w+th|twenty|thirty)$/;

/**
 * Is words[k] a month? "May" and "March" are verbs too ("the landlord may re-enter"): a month
 * only beside a day or after "of", "in", "since", "until", "during", "early", "late", "mid" or "end".
 */
function isMonthAt(words: string[], k: number): boolean {
  if (!MONTH_WORD_RE.test(words[k])) return false;
  if (words[k] !== "may" && words[k] !== "march") return true;
  return DAY_NUMBER.test(words[k - 1] ?? "") || DAY_NUMBER.test(words[k + 1] ?? "") || /^(?:of|in|since|until|till|during|early|late|mid|end)$/.test(words[k - 1] ?? "");
}

/**
 * A day that is not the one something is due on, so no date is worked out for it: a day told
 * after a verb in the past ("as we discussed on Tuesday": a Tuesday gone by), the day a span of time
 * started ("any file opened since the 1st of October"), or one counted from another day ("the
 * following Monday": the Monday after a day said before, not the next one).
 */
function isNotDueDay(words: string[], day: { start: number; end: number }): boolean {
  const before = words.slice(Math.max(0, day.start - 3), day.start);
  const from = Math.max(0, day.start - 2);
  const following = words.slice(from, day.end).some((w, k) => w === "following" && WEEKDAY.test(words[from + k + 1] ?? ""));
  if ([...before.slice(-2), words[day.start]].includes("since") || following) return true;
  const tags = tagWords(before.length ? before : ["x"]);
  // (a verb in "-ed" straight after the pronoun that is its subject, not after "is", "been", "will be": "we
  // discussed", not "it is listed"; and not a pronoun that is the object of "get", "have", "need" or "want": "get
  // it signed by Friday", "we need it returned by Monday")
  const subject = (k: number) => isSubjectPronoun(before[k]) && !HAVE_DONE.test(words[day.start - before.length + k - 1] ?? "");
  return before.some((w, k) => k > 0 && /ed$/.test(w) && tags[k].includes("VERB") && tags[k - 1].includes("PRON") && subject(k - 1));
}
/** A pronoun that is a verb's subject: a person's, or "it" ("it was signed"). */
const isSubjectPronoun = (w: string): boolean => PERSON_SUBJECTS.has(w) || w === "it";
/** Verbs whose object a participle can follow: "get it signed", "have them returned", "want it finished". */
const HAVE_DONE = /^(?:get|gets|got|getting|have|has|had|having|need|needs|needed|want|wants|wanted|make|makes|made)$/;

/** Words before a day that make it the day something is due by: "by Friday", "to November 16", "no later than the 30th". */
const DUE_LEAD = /^(?:by|before|until|till|to|than)$/;

const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/;

/**
 * A weekday that names no one day: "on the Friday" (a day the reader already knows, or every
 * Friday), "the Saturday and Sunday matches" (two days).
 */
function isNoOneDay(words: string[], start: number, end: number): boolean {
  const k = words.slice(start, end).findIndex((w) => WEEKDAY.test(w));
  if (k < 0) return false;
  const at = start + k;
  const either = (k: number) => /^(?:and|or)$/.test(words[k] ?? "");
  return words[at - 1] === "the" || (either(at + 1) && WEEKDAY.test(words[at + 2] ?? "")) || (either(at - 1) && WEEKDAY.test(words[at - 2] ?? ""));
}

const COUNTED = /^(?:week|month|quarter|year|day|working|business|instalment|payment|anniversary|time|occasion)s?$/;

/** "the 21st of next month": that day of the month after the one it is said in, whatever today's date. */
function nextMonth(words: string[], day: { date: string; start: number; end: number }, now: Date): { date: string; start: number; end: number } {
  if (words[day.end] !== "of" || words[day.end + 1] !== "next" || words[day.end + 2] !== "month") return day;
  const n = Number(day.date.slice(8, 10));
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, n, 12));
  return date.getUTCDate() === n ? { date: date.toISOString().slice(0, 10), start: day.start, end: day.end + 3 } : day;
}

/**
 * Weekdays said the ways the day finder does not read, as the ones it does, word for word in
 * place: "the coming Monday" is "the Monday to come" ("coming" left out), "Friday next" is "next Friday".
 */
function spokenWeekdays(words: string[]): string[] {
  const out = [...words];
  for (let k = 0; k < out.length; k++) {
    if (out[k] === "coming" && WEEKDAY.test(out[k + 1] ?? "")) out[k] = "";
    if (WEEKDAY.test(out[k]) && out[k + 1] === "next" && !/^(?:week|month|year)$/.test(out[k + 2] ?? "")) [out[k], out[k + 1]] = ["next", out[k]];
  }
  return out;
}

/** Every day said in `words`, in order (each with the span of words that say it). */
function daysSaid(words: string[], now: Date): Array<{ date: string; start: number; end: number }> {
  const out: Array<{ date: string; start: number; end: number }> = [];
  for (let at = 0; at < words.length; ) {
    const due = findDue(words.slice(at), now);
    if (!due) break;
    const [start, end] = [due.start + at, due.end + at];
    // "the second Monday in December", "the first instalment": an ordinal that counts something else, no day of the month
    const counts = DAY_NUMBER.test(words[end - 1]) && (WEEKDAY.test(words[end] ?? "") || COUNTED.test(words[end] ?? ""));
    if (!isNoOneDay(words, start, end) && !counts) out.push(nextMonth(words, { date: due.date, start, end }, now));
    at += Math.max(due.end, 1);
  }
  return out;
}

/**
 * A deadline said as a day ("before Wednesday", "by tomorrow", "on the twentieth") gets the date it
 * falls on from the day of dictation, so the action item can go in a diary: "(Wednesday is 12 March 2025)".
 * With more than one day said, the one it is due by ("from October 17 to November 16").
 */
function withDate(item: string, now: Date): string {
  // a month written short is the month ("4th Jan 2027", "Sept 30")
  // (read as the day finder reads dates: "the 4th day of December" as "the 4th of December", "thirty-first" as "31st")
  const read = item.replace(/\b(\S+) day of\b/gi, (m, n: string) => (ordinal([n.toLowerCase()], 0) ? `${n} of` : m));
  const words = spokenWeekdays(read.toLowerCase().split(/\s+/).map((w) => hyphenedOrdinal(w.replace(/[^\p{L}\p{N}'-]/gu, ""))).map((w) => MONTH_SHORT[w] ?? w));
  const days = daysSaid(words, now);
  const led = (lead: RegExp) => days.filter((d) => lead.test(words[d.start] ?? "") || lead.test(words[d.start - 1] ?? "")).pop();
  // else the day a plan is set for ("came in this morning ... can come back on the 12th")
  const found = days.length === 1 ? days[0] : (led(DUE_LEAD) ?? led(/^on$/));
  // a day told as gone by ("the charge which fell due on the 29th of September"): the day to come
  // of that name is not it, and which year it was is a guess, so no date is given
  if (!found || words.slice(Math.max(0, found.start - 3), found.start).some((w) => PAST.test(w)) || isNotDueDay(words, found)) return item;
  // a year said after the day and month ("the 1st of March 2026") is the year it is due, not the next one to come
  // (or after the month and day: "January the 12th, 2028")
  const year = /^(?:19|20)\d\d$/.test(words[found.end] ?? "") && words.slice(found.start, found.end).some((w) => MONTH_WORD_RE.test(w)) ? words[found.end] : undefined;
  const inYear = year ? `${year}${found.date.slice(4)}` : "";
  // (the 29th of February of a year that has none stays as it was found)
  const due = year && new Date(`${inYear}T12:00:00Z`).toISOString().startsWith(inYear) ? { ...found, date: inYear, end: found.end + 1 } : found;
  const day = new Date(`${due.date}T12:00:00Z`);
  const month = day.toLocaleDateString("en-GB", { month: "long", timeZone: "UTC" }).toLowerCase();
  // already written out ("by 30 June 2025"), or a date in figures right after the day ("by Friday 23 January",
  // "Friday 4 July" is no Friday of this month): the written one stands
  // (or month first: "on Tuesday March 16" is March 16, never the next Tuesday)
  const after = words.slice(due.end, due.end + 3);
  if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(after[0] ?? "") && after.slice(1).some((w) => MONTH_WORD_RE.test(w))) return item;
  if (MONTH_WORD_RE.test(after[0] ?? "") && DAY_NUMBER.test(after[after[1] === "the" ? 2 : 1] ?? "")) return item;
  if (words.includes(month) && words.includes(String(day.getUTCDate()))) return item;
  // another month said with it, outside the other days said ("Friday, 4 July")
  const inOther = (k: number) => days.some((d) => d !== due && k >= d.start && k < d.end);
  if (words.some((w, k) => isMonthAt(words, k) && w !== month && !inOther(k))) return item;
  // the day and month said ("by Monday the 9th of June"): the year for the diary
  if (words.slice(due.start, due.end).includes(month)) return `${withoutFinalPunctuation(item)} (${formatDate(day)}).`;
  const said = item.split(/\s+/).slice(due.start, due.end).join(" ").replace(/^(?:(?:by|on|before|for|until|till|first|thing|the|at|of)\s+)+/i, "").replace(/[.,;:!?]+$/, "");
  if (!said) return item;
  return `${withoutFinalPunctuation(item)} (${said} is ${formatDate(day)}).`;
}

/**
 * An item whose every day is said with its year and has gone by when it is dictated, with no other
 * limit in it ("Defendant's responses were due on October 5, 2026", "the Builder was required to
 * reach practical completion by 30 October 2026"): a fact the letter recites, not a deadline to diary.
 */
function recitesPast(item: string, now: Date): boolean {
  const days = chrono.parse(item, now).filter((r) => r.start.isCertain("day") && MONTH_NAME.test(r.text));
  if (!days.length || !days.every((r) => r.start.isCertain("year") && r.start.date().getTime() < meetingDay(now).getTime())) return false;
  // (what is left without those days and the words that lead to them sets no limit of its own)
  let rest = item;
  for (const r of [...days].reverse()) {
    const lead = /(?:\b(?:on or before|no later than|not later than|by|on|from|until|till|before|after|since|dated|due|of)\s+)*(?:the\s+)?$/i.exec(rest.slice(0, r.index));
    rest = `${rest.slice(0, lead ? lead.index : r.index)} ${rest.slice(r.index + r.text.length)}`;
  }
  // (nor asks for anything: "... and you must vacate the property", "Pay the arrears which fell due on ...",
  // "The rent due on 1 November 2026 remains unpaid")
  // (a named limit whose day has passed is the fact recited: "The closing date was 27 November 2026")
  return !isTimed(rest.replace(NAMED_LIMIT_WORDS, " ")) && !LIVE_DUTY.test(rest) && !isInstruction(rest.trim());
}
const NAMED_LIMIT_WORDS = new RegExp(`\\b${NAMED_LIMIT}\\b`, "gi");
const LIVE_DUTY = /\b(?:must|shall|please|kindly|remains? (?:unpaid|outstanding|owing|due)|(?:ask|require)(?:s|ed|d)? (?:you|your client) to)\b/i;

function actionItems(sentences: string[], now: Date): string[] {
  let last: string | undefined;
  return unique(
    actionSentences(sentences).filter(({ item }) => !recitesPast(item, now)).map(({ item, at }) => {
      const about = whatItIsAbout(item, sentences.slice(0, at), last);
      last = about ?? last;
      const told = about ? `${withoutFinalPunctuation(item)} (${about}).` : item;
      const dated = withDate(told, now);
      // "by then", "on that date": the day said in the sentence or two before
      const then = dated === told && THEN.exec(told);
      const day = then ? sentences.slice(Math.max(0, at - 2), at).flatMap((s) => daysNamed(s, now)).pop() : undefined;
      return day && then ? `${withoutFinalPunctuation(told)} (${then[1]} is ${formatDate(day)}).` : dated;
    }),
  );
}

const THEN = /\b(?:by|before|on|until|till) (then|that (?:date|day))\b/i;

/** The days to come said with their day and month named in `sentence`, as dates (the next one when no year is said). */
function daysNamed(sentence: string, now: Date): Date[] {
  return chrono
    .parse(sentence, now, { forwardDate: true })
    .filter((r) => r.start.isCertain("day") && MONTH_NAME.test(r.text))
    .map((r) => new Date(Date.UTC(r.start.get("year") ?? now.getUTCFullYear(), (r.start.get("month") ?? 1) - 1, r.start.get("day") ?? 1, 12)))
    .filter((d) => d.getTime() >= meetingDay(now).getTime());
}

/**
 * An item that names what is due only by a word that points back ("The reply is currently due on
 * ...", "asks that the time be extended to ...", "the deposit will be repaid within ...": a thing
 * due or done, not a party who acts) is told what it is about, in the words an earlier sentence
 * said it with: "(its reply to the amended defence)". A
 * bare "the deadline" or "the time" is about what the item before it was about, and "your reply"
 * about the question the letter asked just before.
 */
const BARE_SUBJECT = /^(?:[^,]{3,40},\s+)?(?:[\p{L}' ,]+?\b(?:asks?|requests?|notes?|confirms?|agrees?) that\s+)?(?:the|its|your|our|their|\p{L}+'s)\s+(?:(?:current|new|original|present|revised)\s+)?([\p{L}'-]+)\s+(?:(?:is|are|(?:must|shall|will|should)\s+be|be)\s+(?:\p{L}+ly\s+)?(?:due|payable|\p{L}+ed|\p{L}+en|made|paid|sent|held|set)|falls? due)\b/iu;
const POINTS_AT_LIMIT = /^(?:deadline|time|date|period|time limit)$/i;
/** "The current deadline is December 1, 2026": a limit named with its day and nothing of what it is for. */
const BARE_LIMIT = /^(?:the|its|your|our|their)\s+(?:(?:current|new|original|present|revised)\s+)?(deadline|date)\s+(?:is|was|will be|falls on)\s/i;
const PHRASE_STOP = /^(?:and|but|which|that|because|so|who|is|are|was|were|has|have|will|must|shall|should|would|until|since|while|as|if)$/i;

/** "your reply", "your views", "your answer" with nothing said of what about: the question asked just before is what. */
const BARE_REPLY = /\byour (?:reply|response|answer|views?|comments|thoughts|confirmation|instructions)\b(?!\s+(?:to|on|about|of|regarding|as to|in respect of)\b)/i;

/** "... whether you intend to take it yourself", "sign it": "it" the object of a verb, no thing named before it in the item. */
function bareIt(item: string): boolean {
  const words = item.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}']/gu, ""));
  const at = words.indexOf("it");
  if (at < 1 || /^(?:is|was|as|if|that|and|but|of|for|with|to|on|in|at|by|from|about)$/.test(words[at - 1])) return false;
  // (a dummy "it": "make it clear that ...", "whether it is acceptable": no thing it stands for)
  if (/^(?:make|makes|made|making|keep|find|take)$/.test(words[at - 1]) && !/^(?:yourself|himself|herself|themselves|to|by|before|on)$/.test(words[at + 1] ?? "x")) return false;
  if (/^(?:is|was|will|would|can|could|should|must|may|might|has|had|does|did|seems|appears|remains)$/.test(words[at + 1] ?? "")) return false;
  // (a clause before it names its own thing: "review Schedule 2 and sign it", "chase him and get it")
  if (words.slice(0, at).some((w) => /^(?:and|then|or)$/.test(w))) return false;
  // (a thing named before it in the item is what it means: "send the bundle ... review it")
  return !words.slice(0, at).some((w, k) => DETERMINER.test(w) && !WHEN_WORD.test(words[k + 1] ?? ""));
}
/** "The deposition of Harbor's CFO, Mr. Alan Pierce, is noticed for ...": a sentence's subject, what a bare "it" after it stands for. */
const SUBJECT = /^(?:the|this|that|our|your|their)\s+([^;:!?]{3,80}?),?\s+(?:is|was|has been|will be|must be|shall be)\s+(?!\p{L}+ing\b)/iu;
/** Heads that name a person or a side ("the client", "the claimant's solicitor"): "it" never stands for one. */
const PERSON_HEAD = /^(?:client|claimant|defendant|applicant|respondent|appellant|petitioner|plaintiff|party|parties|side|solicitors?|barrister|counsel|expert|witness|tenant|landlord|lessor|lessee|buyer|seller|purchaser|vendor|employer|employee|executor|trustee|guarantor|debtor|creditor|agent|surveyor|judge|court|officer|director|manager|partner|doctor|man|woman|person|people|family|wife|husband|son|daughter|mother|father|opponent|insurer|accountant|contractor|beneficiary)$/i;
/** The subject phrase a bare "it" stands for, or nothing when the sentence names a person or more than one thing. */
function itsSubject(item: string, sentence: string): string | undefined {
  if (!bareIt(item)) return undefined;
  const subject = SUBJECT.exec(sentence);
  if (!subject || subject[1].split(/\s+/).length > 10) return undefined;
  const phrase = subject[1].replace(/[,;]+$/, "");
  // (the head is the last word before "of": "the deposition of Mr Pierce", "the claimant's solicitor")
  const head = phrase.split(/\s+(?:of|from|for|to|in|on|with|by)\s+/i)[0].split(/\s+/).pop() ?? "";
  if (PERSON_HEAD.test(head.replace(/[^\p{L}]/gu, ""))) return undefined;
  // ("the bundle is nearly ready, but the index is missing": two things, either may be "it")
  if (/\b(?:but|and|while|whereas|although)\s+(?:the|a|an|this|that|our|your|their|its|his|her)\s/i.test(sentence.slice(subject[0].length))) return undefined;
  return `it: the ${phrase}`;
}

function whatItIsAbout(item: string, before: string[], last: string | undefined): string | undefined {
  // ("The deposition of Mr. Pierce is noticed for February 17. Please let me know whether you intend to take it yourself":
  // "it" is what the sentence before was about)
  const subject = itsSubject(item, before[before.length - 1]?.trim() ?? "");
  if (subject) return subject;
  if (BARE_REPLY.test(item)) {
    const question = before.slice(-3).reverse().find((s) => /\?["')]*$/.test(s.trim()));
    if (question) return `on: ${stripLeadIns(question.trim())}`;
  }
  const head = BARE_SUBJECT.exec(item)?.[1] ?? BARE_LIMIT.exec(item)?.[1];
  if (!head) return undefined;
  // a bare limit is about what the item before was about, or else what the sentences before gave a
  // time to do ("... extending the time to respond to the interrogatories. The current deadline is 1 December.")
  if (POINTS_AT_LIMIT.test(head) && last) return last;
  const root = (w: string) => w.toLowerCase().replace(/'s$/, "").slice(0, 6);
  const heads = new Set(POINTS_AT_LIMIT.test(head) ? ["deadline", "time", "date", "period"].map(root) : [root(head)]);
  for (let k = before.length - 1; k >= 0; k--) {
    const words = before[k].split(/\s+/);
    const at = words.findIndex((w, j) => heads.has(root(w.replace(/[^\p{L}'-]/gu, ""))) && /^(?:to|of|for|on|under)$/i.test(words[j + 1] ?? "") && !/[,.;:!?]$/.test(w));
    if (at < 0) continue;
    const from = /^(?:to|its|the|your|our|their|his|her)$/i.test(words[at - 1] ?? "") ? at - 1 : at;
    const phrase: string[] = [];
    for (let j = from; j < words.length && j - at < 10; j++) {
      if (j > at + 1 && PHRASE_STOP.test(words[j])) break;
      phrase.push(words[j].replace(/[,.;:!?]+$/, ""));
      if (/[,.;:!?]$/.test(words[j])) break;
    }
    // a phrase that says no more than the item does is no help
    return phrase.length - (at - from) >= 4 ? phrase.join(" ") : undefined;
  }
  return undefined;
}

/** Verbs of a letter's courtesies, not instructions ("Thank you for your report ..."). */
const COURTESY = /^(?:thank|thanks|hope|trust|enclose|note)$/;

/** A clause that gives an instruction: it opens with a verb ("send me a list ...", "prepare the bundle ..."). */
function isInstruction(clause: string): boolean {
  const words = clause.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}']/gu, "")).filter(Boolean);
  if (words.length < 3) return false;
  // ("booking of the room ...": a gerund names a thing, it asks for nothing)
  if (COURTESY.test(words[0]) || (/ing$/.test(words[0]) && !IMPERATIVE_VERBS.has(words[0]))) return false;
  const first = tagWords(words.slice(0, 6))[0][0];
  // a word the tagger takes for a noun, straight before "a", "the", "your" ...: an office verb it
  // does not know as one ("diarise a call", "chase the surveyor", "draft the reply"), not a day ("Friday the 29th")
  const said = clause.toLowerCase().split(/\s+/);
  const verbBeforeDeterminer = (first === "NOUN" || first === "ADJ") && said[0] === words[0] && DETERMINER.test(said[1] ?? "") && !WHEN_WORD.test(words[0]);
  return IMPERATIVE_VERBS.has(words[0]) || first === "VERB" || verbBeforeDeterminer;
}

const DETERMINER = /^(?:a|an|the|your|our|their|his|her|its|this|that|these|those|my|each|every|all)$/;
const WHEN_WORD = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|tonight|yesterday|meanwhile|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/**
 * A request to take notice of a fact: "please" or "kindly" before a factive verb of knowing ("note",
 * "be aware", "bear in mind") that governs a that-clause whose verb is "be" with a noun phrase after
 * it ("Friday the 11th is a bank holiday"). The reader has nothing to do. Anything else after "be"
 * may place an event or a key date in time and stays a task, as does a duty or a limit told inside
 * the clause: a participle or an adjective ("the premises will be inspected on 10 December", "the
 * deposit is returnable on 15 January", "the documents are overdue"), a bare date ("the site visit
 * is Wednesday 9 December"), a preposition ("the hearing will be at 10 a.m."), "that you must reply".
 */
function isNoticeOfFact(clean: string): boolean {
  const m = /^(?:please|kindly)\s+((?:[\p{L}]+\s+){0,3}?)([\p{L}]+)\s+that\s+(.+)$/iu.exec(clean);
  if (!m || !FACTIVE_PREDICATES.has(m[2].toLowerCase()) || countWords(m[1]) > 2) return false;
  // "will be a bank holiday" is a state to come, not a promise: read it as "is"
  const clause = m[3].replace(/\b(?:will|would)\s+be\b/gi, "is");
  const words = clause.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}']/gu, "")).filter(Boolean);
  const tags = tagWords(words);
  const verb = words.findIndex((_, k) => tags[k].includes("VERB") || tags[k].includes("AUX"));
  if (verb < 1 || !/^(?:is|are|was|were)$/.test(words[verb])) return false;
  // only a noun phrase after it, opened by an article or a common noun ("is a bank holiday"), names a state
  const after = verb + 1;
  if (!/^(?:a|an|the)$/.test(words[after] ?? "") && !(tags[after] ?? []).includes("NOUN")) return false;
  return !DUTY.test(clause) && !TIME_LIMIT.test(clause);
}

/** The writer's side: "we", "I", or what is ours ("our office", "my secretary"). */
const FIRST_PERSON = /^(?:we|i|our|my)$/;
/**
 * What of ours a notice can be about: our premises and our staff, closed or away. Not what the
 * reader deals with ("our offer", "our completion date", "our client", "our witness"), whose days
 * the reader must keep.
 */
const OUR_PREMISES_OR_STAFF = /^(?:offices?|chambers|premises|buildings?|staff|team|firm|practice|branch(?:es)?|reception|switchboard|departments?|secretary|assistant|colleagues?|phones?|lines)$/;
/**
 * A limit or a duty after the verb: "will be sent by Friday", "will be required to ...", "is open until 5pm",
 * "expires on ...". ("Until" alone is not one: "we will be closed until 4 January" is how long we are away.)
 */
const LIMIT_LEAD = /\b(?:by|before|within|later than|latest|due|deadline|expir\w*|withdrawn|lapses?|lapsed|open until)\b/i;
/** A state of taking part in something the reader may need to diarise: "present at completion", "in attendance at court". */
const TAKING_PART = /^(?:present|attendance|attending|available|represented)$/;

/**
 * A notice of a fact about the writer's side, told to the reader, who has nothing to do: "our
 * office will be closed on Monday", "we will be unavailable from 24 December", "I am in court on
 * Tuesday", with "please note (that)" before it or not. The subject is us; the verb is "be" (after
 * "will", "shall" or none) with no verb after it but the state it names; nothing is done to
 * anything (no object) and nothing is due (no limit, no duty): "our reply will be sent by Friday",
 * "we will be filing the defence on Monday", "we will be happy to meet on Monday" stay actions.
 */
function isNoticeAboutUs(clean: string): boolean {
  const notice = /^(?:please|kindly)\s+(?:[\p{L}]+\s+){0,2}?([\p{L}]+)\s+(?:that\s+)?(.+)$/iu.exec(clean);
  const told = notice && FACTIVE_PREDICATES.has(notice[1].toLowerCase()) ? notice[2] : clean;
  const said = told.toLowerCase().replace(/\b(we|i)'ll\b/g, "$1 will").replace(/\bwe're\b/g, "we are").replace(/\bi'm\b/g, "i am");
  const words = said.split(/\s+/).map(plainWord).filter(Boolean);
  if (!FIRST_PERSON.test(words[0] ?? "") || LIMIT_LEAD.test(said)) return false;
  const tags = tagWords(words);
  // (the subject: the pronoun, or "our"/"my" and the words of what is ours, up to the verb)
  let k = 1;
  if (/^(?:our|my)$/.test(words[0])) {
    while (k < 5 && tags[k] && !tags[k].includes("AUX") && !tags[k].includes("VERB")) k++;
    if (!OUR_PREMISES_OR_STAFF.test(words[k - 1] ?? "")) return false;
  }
  if (/^(?:will|shall)$/.test(words[k] ?? "")) k++;
  if (!/^(?:be|is|are|am)$/.test(words[k] ?? "")) return false;
  const rest = words.slice(k + 1);
  const after = tags.slice(k + 1);
  if (!rest.length || /ing$/.test(rest[0]) || rest.some((w) => TAKING_PART.test(w)) || DUTY.test(rest.join(" "))) return false;
  // (past the state, only when and where: no other verb, and no thing named with "the" or "a", which may be an
  // event to diarise, "our client will be at the hearing on 9 December", or what is done: "we will be sent the papers";
  // a day is no thing: "closed on Monday the 7th")
  const thing = (j: number) => after[j].includes("DET") && !/^(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|\w+th)$/.test(rest[j + 1] ?? "");
  // (a word straight after a preposition other than "to" names a state, not a deed: "on leave", "on call", "in court")
  const nominal = (j: number) => j > 0 && after[j - 1].includes("ADP") && rest[j - 1] !== "to" && !/ing$/.test(rest[j]);
  return rest.every((_, j) => !thing(j) && (j === 0 || nominal(j) || (!after[j].includes("VERB") && !after[j].includes("AUX"))));
}

/** The action a sentence (or a clause of one) sets, if any: the whole of it, or the task after "we must", "please", ... */
function actionOf(clean: string): string | undefined {
  if (isNoticeOfFact(clean) || isNoticeAboutUs(clean)) return undefined;
  // the main clause after an opening phrase: "Before the hearing on the 20th of March, please prepare ..."
  const opening = /^([^,]{3,80}),\s+(.+)$/.exec(clean);
  const main = opening?.[2];
  const own = ACTION.exec(clean) ?? INNER_ACTION.exec(clean);
  // a duty or an instruction with a deadline is an action whoever must do it ("the tenant must
  // serve notice within 28 days", "after checking the file, send me a list by Friday")
  if (!own && isTimed(clean) && (DUTY.test(clean) || isDirectionForm(clean) || isInstruction(clean) || (main !== undefined && (isInstruction(main) || ACTION.test(main))))) {
    return withFullStop(capitaliseFirst(clean));
  }
  const m = own ?? (main !== undefined ? ACTION.exec(main) : null);
  if (!m) return undefined;
  // an opening that points at a day said before ("Before then, we will need ...") is kept: it is the task's limit
  if (!own && opening && THEN.test(opening[1])) return withFullStop(capitaliseFirst(clean));
  const task = (m[1] ?? m[2] ?? m[3] ?? "").replace(/^(?:also|consider whether to)\s+/i, "");
  return countWords(task) < 2 ? undefined : withFullStop(capitaliseFirst(task));
}

/** A time limit, or a date said in a request ("before the hearing on the 20th of March, please ..."), never in a report of the past. */
function isTimed(clean: string): boolean {
  return DEADLINE.test(clean) || TIME_LIMIT.test(clean) || (DUTY.test(clean) && saidDates(clean).length > 0);
}

/**
 * The clauses of a sentence that sets more than one time limit ("the claimant must file the reply by
 * 4 May, and the defendant may respond within 14 days"), split where a new subject starts after a
 * semicolon or a joining word ("and", "but", "as", ...); not after an opening phrase's comma.
 */
const CLAUSE_BREAK = /(?:\s*;\s+|,?\s+(?:and|but|as|so|while|whereas)\s+)(?=(?:we|i|you|they|he|she|the|our|your|their|his|her|its|either|each|any|every)\b)/i;

const CONDITION = /^(?:if|unless|should|failing|in the absence of)\b[^,;]*[.]$/i;
const REFERS_BACK = /\b(?:(?:that|this|the same) (?:month|week|day|date|period|time|deadline)|after that|thereafter|then)\b/i;

/**
 * A list's label before a colon ("Next steps: send ...", "Action points: ...", "To do: ..."): the
 * instruction after it is the sentence's action; a label before something else ("Client: ...",
 * "Matter: settlement agreement ...") stays.
 */
function afterLabel(clean: string): string {
  const label = /^((?:\p{L}+\s+){0,2}\p{L}+):\s+(.+)$/u.exec(clean);
  if (!label || OWN_RE_LINE.test(clean) || !isInstruction(label[2])) return clean;
  return capitaliseFirst(label[2]);
}

/**
 * Two instructions joined by "and", each with its own day ("send the draft by Thursday, and
 * diarise a call for Monday morning"), as two; undefined when the sentence is not two of them.
 */
function instructionsOf(clean: string): string[] | undefined {
  if (!isInstruction(clean)) return undefined;
  const parts = clean.split(/,?\s+and\s+(?:then\s+|also\s+)?/i);
  for (let k = 1; k < parts.length; k++) {
    const [first, second] = [parts.slice(0, k).join(" and "), parts.slice(k).join(" and ")];
    if (isInstruction(second) && isTimed(first) && isTimed(second)) return [first, capitaliseFirst(second)];
  }
  return undefined;
}

function actionSentences(sentences: string[]): Array<{ item: string; at: number }> {
  const items: Array<{ item: string; at: number }> = [];
  let joined = -1;
  for (const [at, said] of sentences.entries()) {
    if (at === joined) continue;
    // a condition cut off from what follows it ("If the rent is not paid by the 3rd of May. We will
    // apply for possession.") is read with it, as one item
    const alone = withoutFinalPunctuation(stripLeadIns(said));
    const cut = CONDITION.test(said) && sentences[at + 1] !== undefined && isTimed(alone) && !actionOf(alone);
    if (cut) joined = at + 1;
    const s = cut ? `${withoutFinalPunctuation(said)}, ${sentences[at + 1].replace(/^(?:We|Our|The|You|Your|They|Their|It|He|She|His|Her|This|That|Then)\b/, (w) => w.toLowerCase())}` : said;
    const clean = afterLabel(withoutFinalPunctuation(stripLeadIns(s)));
    const clauses = instructionsOf(clean) ?? clean.split(CLAUSE_BREAK);
    // (a clause that counts from the one before, "within 14 days after that", "before the end of that week", stays with it)
    const apart = clauses.length > 1 && clauses.every(isTimed) && !clauses.slice(1).some((c) => REFERS_BACK.test(c));
    const each = apart ? clauses.map(actionOf) : [];
    // (a task told in brackets is its own item when the sentence around it sets none, even with no day:
    // "Your client must vacate the flat (we will collect the keys on ...)" stays whole, and once)
    const asides = asidesOf(clean);
    if (each.length && each.every(Boolean)) items.push(...(each as string[]).map((item) => ({ item, at })));
    else {
      const item = actionOf(clean);
      const outside = clean.replace(ASIDE, "");
      if (item && (!asides.length || setsTask(outside))) items.push({ item, at });
      else items.push(...asides.map((aside) => ({ item: aside, at })));
    }
  }
  return items;
}

/** A sentence that sets a task, with a day or without: a duty, a direction, an instruction. */
function setsTask(clean: string): boolean {
  return Boolean(actionOf(clean)) || (!isNoticeOfFact(clean) && (DUTY.test(clean) || isDirectionForm(clean) || isInstruction(clean)));
}

/**
 * The tasks told in brackets inside a sentence, with a day of their own: "- your signed witness
 * statement (I will email you the draft tomorrow);". An aside with no day ("(as we will explain
 * below)") is no task.
 */
const ASIDE = /\s*\(([^()]{12,})\)/g;
function asidesOf(clean: string): string[] {
  return [...clean.matchAll(ASIDE)]
    .map((m) => m[1].trim())
    .filter((aside) => ACTION.test(aside) && (isTimed(aside) || chrono.parse(aside).some((r) => r.start.isCertain("day"))))
    .map(actionOf)
    .filter((item): item is string => Boolean(item));
}

function formatDate(d: Date): string {
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

const MONTH_NAME = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

/** Dates said with their day and month named ("14 January 2024", "3 June"), as said: never one worked out from "within 28 days". */
function saidDates(sentence: string, now?: Date): string[] {
  return chrono
    .parse(sentence, now)
    .filter((r) => r.start.isCertain("day") && MONTH_NAME.test(r.text))
    .map((r) => r.text.replace(/^(?:on|by|the)\s+/i, ""));
}

function warnings(sentences: string[], input: LegalInput, now: Date): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (LIMITATION.test(s)) {
      out.push(`Limitation period: ${withFullStop(stripLeadIns(s))} Confirm when time started to run.`);
    } else if (DEADLINE.test(s)) {
      // Only a date that was said ("the twentieth of July"): a period ("within 28 days") or a
      // weekday is never turned into a date the lawyer did not give.
      const date = saidDates(s, now)[0];
      const period = /within\s+(\d+\s+\w+)/i.exec(s)?.[1];
      const when = date ? ` The dictation gives ${date}${period ? ` (${period})` : ""}: check the date and put it in the diary.` : " Put it in the diary.";
      out.push(`Deadline: ${withFullStop(withoutFinalPunctuation(stripLeadIns(s)))}${when}`);
    } else if (PRIVILEGE.test(s)) {
      out.push(`Privilege: ${withFullStop(stripLeadIns(s))} Review before anything is disclosed.`);
    }
  }
  if (input.documentType === "correspondence" && input.confidentialityLevel !== "public") {
    out.push(`This letter is marked ${MARKINGS[input.confidentialityLevel].toLowerCase()}: check every recipient before sending.`);
  }
  return unique(out).slice(0, 10);
}

function suggestions(sentences: string[], citations: string[], input: LegalInput): string[] {
  const out: string[] = [];
  if (citations.length) out.push(`Check each citation against an official source before filing: ${citations.join("; ")}.`);
  const long = sentences.filter((s) => countWords(s) > 35);
  if (long.length) out.push(`${long.length} ${long.length === 1 ? "sentence is" : "sentences are"} over 35 words. Consider splitting: "${long[0].split(/\s+/).slice(0, 8).join(" ")} ..."`);
  const opinions = sentences.filter((s) => OPINION.test(s));
  if (opinions.length) out.push(`Opinions are mixed with facts (for example "${opinions[0].split(/\s+/).slice(0, 8).join(" ")} ..."). Label them clearly as advice.`);
  const dates = unique(sentences.flatMap((s) => saidDates(s)));
  if (dates.length) out.push(`Confirm the dates against the file: ${dates.slice(0, 6).join(", ")}.`);
  if (input.documentType === "correspondence") {
    const text = sentences.join(" ");
    if (!GREETING.test(sentences[0] ?? "")) out.push('The letter has no greeting: add one, such as "Dear Sir or Madam," or the reader\'s name.');
    if (!CLOSING.test(text)) out.push('The letter has no closing: add one, such as "Yours faithfully," (to "Dear Sir or Madam") or "Yours sincerely," (to a name).');
  }
  if (!input.caseInfo.clientName) out.push("No client name was given: add it to the heading.");
  if ((input.documentType === "motion" || input.documentType === "pleading" || input.documentType === "brief") && !/\bcourt\b/i.test(sentences.join(" "))) {
    out.push("The dictation does not name the court: add it to the heading before filing.");
  }
  return out.slice(0, 8);
}

const DICTATED_CLOSING = /(?<=[\p{L}\p{N}])\s+(yours (?:sincerely|faithfully|truly)|(?:with )?(?:kind|best|warm) regards|with best wishes)((?:\s+[\p{L}'-]+){0,4})\s*$/iu;

/** Placeholder words for the spans punctuation must not break ("zzlgla", "zzlglb", ...): letters only, so they read as one noun. */
const placeholder = (n: number): string => `zzlgl${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;
const PLACEHOLDER = /\b([Zz])zlgl([a-z]+)\b/g;

/** Words a sentence cannot end on when a date follows them: "the lease is dated | the 14th of June". */
const LEADS_ON = "dated|of|on|by|before|after|until|till|than|from|to|since|at|in|for|between|and|or|is|was|are|were|the";

/**
 * Sentence ends the punctuation put where they cut a time limit off: before a date that a word
 * leads on to ("is dated. The 14th of June 2022" -> "is dated the 14th of June 2022"), and between a
 * duty and the limit said after it, read as the opening of the next sentence ("the notice has to
 * reach the landlord. No later than the 14th of December, the break is ..." -> "... reach the
 * landlord no later than the 14th of December. The break is ...").
 */
const DUTY_WORDS = "(?:must|shall|has to|have to|needs? to|is to|are to|(?:is|are) required to)\\s";
const OWN_DUTY = new RegExp(`\\b${DUTY_WORDS}`, "g");
const STOP_AFTER_LEAD = new RegExp(`\\b(${LEADS_ON})\\. Zzlgl`, "gi");
const LIMIT_CUT_FROM_DUTY = new RegExp(`\\b(${DUTY_WORDS}[^.?!]*?)\\. (No later than|Not later than|On or before|By) (zzlgl[a-z]+), (\\p{L})`, "gu");

function keepLimitsWhole(punctuated: string): string {
  const led = punctuated.replace(STOP_AFTER_LEAD, "$1 zzlgl");
  return led.replace(
    LIMIT_CUT_FROM_DUTY,
    (whole, duty: string, lead: string, date: string, next: string) => {
      // (the last duty said before the stop is the one the limit belongs to, unless it has a limit of its own)
      const last = [...duty.matchAll(OWN_DUTY)].pop();
      return TIME_LIMIT.test(duty.slice(last?.index ?? 0)) ? whole : `${duty} ${lead.toLowerCase()} ${date}. ${next.toUpperCase()}`;
    },
  );
}

/**
 * Punctuates the dictation with its legal numbers as figures, never breaking a sentence inside a
 * reference, a date or a citation: each is one placeholder word while the punctuation runs.
 */
function punctuateLegal(transcript: string, options: { names: string[]; type?: string }, typed = isTypedByWriter(transcript.trim(), options.names)): string {
  if (typed || isPunctuatedByWriter(transcript)) return keepWritten(transcript.trim(), options.names, typed);
  // questions and answers dictated with their labels: each turn a paragraph of its own, punctuated on its own
  const turns = questionsAndAnswers(transcript);
  if (turns) return turns.map(({ label, words }) => `${label ? `${label}: ` : ""}${endOfTurn(punctuateLegal(words, options), label)}`).join("\n\n");
  // a letter's closing said at the end with nothing before it ("... any questions yours sincerely")
  // is its own line, never the end of the last sentence
  const closing = DICTATED_CLOSING.exec(transcript);
  if (closing && closing.index > 0) {
    const body = punctuateLegal(transcript.slice(0, closing.index), options);
    // the name signed under it on its own line, as a signature: "Harriet Cole"
    const name = closing[2].trim().replace(/(^|[\s-])(\p{Ll})/gu, (_, lead: string, c: string) => lead + c.toUpperCase());
    return `${body}\n\n${capitaliseFirst(closing[1])}${name ? `\n${name}` : ""}`;
  }
  const { tokens, spans, companies } = legalNumbers(transcript);
  const words: string[] = [];
  const kept: string[] = [];
  let at = 0;
  for (const s of spans) {
    words.push(...tokens.slice(at, s.start));
    const span = tokens.slice(s.start, s.end).join(" ");
    const trail = /[.,;:!?]+$/.exec(span)?.[0] ?? "";
    words.push(placeholder(kept.length) + trail);
    kept.push(span.slice(0, span.length - trail.length));
    at = s.end;
  }
  words.push(...tokens.slice(at));
  // decided on the words as said: a figure or date written as one placeholder shortens the stretch
  const punctuated = enhanceDocument(words.join(" "), { ...options, keepWording: true, dictated: !marksAreWriters(transcript) });
  const restored = keepLimitsWhole(punctuated).replace(PLACEHOLDER, (_, z: string, id: string) => {
    const span = kept[parseInt([...id].map((c) => (c.charCodeAt(0) - 97).toString(26)).join(""), 26)] ?? "";
    return z === "Z" ? capitaliseFirst(span) : span;
  });
  // a list's label "(i)" the writer gave in lower case is a numeral, not the pronoun the capitaliser raised
  const numerals = /\(i\)/.test(transcript) ? restored.replace(/\(I\)(?=\s)/g, "(i)") : restored;
  return companyNamesWhole(weekdaysWithTheirDates(numerals), companies);
}

/**
 * A turn ends with its mark: a question's "?" when the words have none ("Question: In writing?"), or in
 * place of the full stop after a question's last sentence that opens with a verb ("Had anyone told him ...?").
 */
function endOfTurn(text: string, label: Turn["label"]): string {
  if (!/[.?!]["')\]]*$/.test(text)) return `${text}${label === "Question" ? "?" : "."}`;
  const last = /(?:^|[.?!]\s+)([^.?!]+)\.$/.exec(text);
  const opens = last?.[1].split(/\s+/)[0].toLowerCase().replace(/[^\p{L}']/gu, "") ?? "";
  return label === "Question" && opens && tagWords([opens, "you"])[0][0] === "AUX" ? `${text.slice(0, -1)}?` : text;
}

/**
 * A weekday cut off from its date by a sentence end ("by Monday. The 7th of December at the latest,
 * the balance ...") is one day again, the stop put where the words about that day end: "by Monday
 * the 7th of December at the latest. The balance ...".
 */
const WEEKDAY_CUT_FROM_DATE = /\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\. The (\d{1,2}(?:st|nd|rd|th) of [A-Z][a-z]+(?: \d{4})?)((?: [a-z]+){0,3})(?:, (\p{Ll})|(?=[.!?]))/gu;
// (only when the date ends its sentence or what follows it is a tail about the time, "at the latest", "at noon":
// "on Monday. The 7th of December is the deadline" is two sentences, the date the subject of the second; and
// never when the words after the comma lead to a verb that the date is the subject of: "The 7th of December, as
// you know, is the hearing")
function weekdaysWithTheirDates(text: string): string {
  return text.replace(WEEKDAY_CUT_FROM_DATE, (whole: string, day: string, date: string, rest: string, next: string | undefined, at: number) => {
    const tail = rest.trim().split(" ").filter(Boolean);
    const tags = tail.length ? tagWords(tail) : [];
    const timeTail = tail.length > 0 && /^(?:ADP|ADV)$/.test(tags[0][0] ?? "") && !tags.some((t) => t.includes("VERB") || t.includes("AUX"));
    if (tail.length && !timeTail) return whole;
    if (next !== undefined) {
      if (!timeTail) return whole;
      const clause = /^[^.!?]*/.exec(text.slice(at + whole.length - 1))![0];
      const afterComma = [...clause.matchAll(/, (\p{Ll}+)/gu)].map((m) => m[1]);
      if (afterComma.length && tagWords(afterComma).some((t) => t.includes("VERB") || t.includes("AUX"))) return whole;
    }
    return `${day} the ${date}${rest}${next ? `. ${next.toUpperCase()}` : ""}`;
  });
}

export function formatLegal(input: LegalInput, now: Date = new Date()): LegalDocument {
  const names = [input.caseInfo.clientName ?? ""].filter(Boolean);
  const { typed, closed } = typedReading(input.transcript.trim(), names);
  const enhanced = punctuateLegal(input.transcript, { names, type: input.documentType === "correspondence" ? "letter" : undefined }, typed);
  const citations = findCitations(enhanced);
  // a citation the writer typed stands as typed ("Marks and Spencer plc v BNP Paribas", "Anderson v. Liberty Lobby, Inc.")
  const text = typed ? enhanced : formatCitationsInText(enhanced, citations);
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  // (a text typed one point a line with no full stops is read with each line a sentence: "Dear Mr Jones\nWe act for ...";
  // a typed letter's salutation and closing are read apart from the sentence typed next to them, and its frame is no point)
  const frame = letterFrame(text, closed ?? text);
  const read = typed ? frame.apart : text;
  const { isFrame } = frame;
  const split = typed ? typedSentences : splitSentences;
  const sentences = split(read);
  // (each point of a numbered list is read on its own for action items: a court's directions, one party and one date each)
  const pointed = pointsApart(read, (point) => isTimed(point) || saidDates(point).length > 0);

  const points = sentences.filter((s) => !isFrame(s));
  const frameAt = new Set(sentences.flatMap((s, i) => (isFrame(s) ? [i] : [])));
  const keyPoints = unique([
    ...points.filter((s) => KEY_CUE.test(s)).map((s) => withFullStop(stripLeadIns(s))),
    // (sentences are scored with the frame in, as the whole text reads, and a frame line is never chosen)
    ...topSentences(sentences, 3, frameAt).map((s) => withFullStop(stripLeadIns(s.text))),
    // (a point ended by a comma ends with its full stop in place of it, never ",.")
  ].map((s) => withoutLineLabel(s).replace(/,\.$/, "."))).slice(0, 8);

  // (the writer's marks are all the sentence ends there are when they punctuated; else only those the model kept)
  const ownEnds = isPunctuatedByWriter(input.transcript) ? () => true : endsWhereTheWriterDid(input.transcript);
  const opens = (i: number) => i > 0 && ownEnds(sentences[i - 1]);
  const formattedDocument = [...caption(input, formatDate(now)), "", ...(typed ? writtenBody(input, text) : body(input, sentences, paragraphs, opens))].join("\n").trim();
  const warn = warnings(sentences, input, now);
  const suggest = suggestions(sentences, citations, input);
  return {
    formattedDocument,
    keyPoints,
    citations,
    actionItems: actionItems(pointed === read ? sentences : split(pointed), now).map(withoutLineLabel),
    ...(warn.length ? { warnings: warn } : {}),
    ...(suggest.length ? { suggestions: suggest } : {}),
  };
}
