// Numbered lists in legal text: a court's directions or a letter's points numbered "1.", "(1)",
// "(a)", "2)", "(ii)" ... Each numbered point, with its own party and its own date, is its own
// action item, whether the points stand on their own lines or run on in one sentence ("The court
// ordered that (1) the claimant shall file ... by 3 March, (2) the defendant shall ..."). A number
// is a list's only when the numbering runs on from one (1, 2, ... or a, b, ... or i, ii, ...) in
// the same style, so "under clause 7. The tenant ..." or "paragraph (b)" starts no point. A list
// whose points share a party, a duty or a day told once ("You must (a) pay the arrears and (b)
// remedy the disrepair by 30 January", "Please send us the following by Friday: (1) ...") is
// left whole: split, a point would lose what it owes, or who owes it.
import { tagWords } from "@/lib/ai/local/nlp";
import { bareWord } from "@/lib/ai/local/text";

/** A word in lower case without the marks around it, figures kept: "7th.", "£500," -> "7th", "500". */
export const plainWord = (w: string): string => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/** Has the words a verb (a finite one or any other), by the tagger? "1. Background", "Dear Mr Jones," and "Yours sincerely" have none. */
export const hasVerb = (text: string): boolean =>
  tagWords(text.split(/\s+/).map(plainWord).filter(Boolean)).some((t) => t.includes("VERB") || t.includes("AUX"));

type Mark = { at: number; end: number; style: string; kind: "number" | "letter" | "roman"; value: number };

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
/**
 * What a list's point is labelled with, before its "." or ")": a number, a letter or a roman numeral,
 * the one definition every pattern of a list's label in legal text is built from.
 */
export const LABEL_NAME = String.raw`\d{1,2}|[a-z]|[ivx]{1,4}`;
/** A bullet that opens a point typed on its own line: "- ", "• ", "* ", "– ". */
export const BULLET = "[-•*–]";
/** A label before a point: "1.", "2)", "(3)", "(a)", "b)", "(iv)"; letters and numerals only in brackets. */
const LABEL = new RegExp(String.raw`(^|[\s,;:])(\(?)(${LABEL_NAME})([.)])(?=\s+\S)`, "gi");
/** Words a number refers by ("clause 7.", "paragraph (b)"): after one, a number names a place in a document, not a point. */
const REFERS_BY = /^(?:clauses?|sections?|s|ss|paragraphs?|paras?|rules?|parts?|articles?|schedules?|pages?|pp?|no|nos|numbers?|regulations?|items?|points?|steps?|tabs?|annex(?:es)?|appendix|exhibits?|volumes?|chapters?|sub-?clauses?|sub-?paragraphs?)$/i;

function marksOf(text: string): Mark[] {
  const out: Mark[] = [];
  for (const m of text.matchAll(LABEL)) {
    const [, lead, open, said, close] = m;
    const label = said.toLowerCase();
    if (open && close !== ")") continue;
    const at = (m.index ?? 0) + lead.length;
    const end = (m.index ?? 0) + m[0].length;
    // (the word before it on its own line: a heading above a list, "ORDER", refers to nothing)
    const before = /(\S+)[ \t]*$/.exec(text.slice(0, at))?.[1] ?? "";
    if (REFERS_BY.test(bareWord(before))) continue;
    const style = `${open}${close}`;
    if (/^\d+$/.test(label)) out.push({ at, end, style, kind: "number", value: Number(label) });
    // (a letter or a numeral only in brackets: "a." and "i." are words and abbreviations as often as labels)
    else if (close === ")") {
      if (label.length === 1) out.push({ at, end, style, kind: "letter", value: label.charCodeAt(0) - 96 });
      if (ROMAN[label]) out.push({ at, end, style, kind: "roman", value: ROMAN[label] });
    }
  }
  return out;
}

/** Runs of labels counting on from one, two points at least. */
function listRuns(text: string): Mark[][] {
  const runs: Mark[][] = [];
  for (const mark of marksOf(text)) {
    const run = runs.find((r) => r[r.length - 1].style === mark.style && r[r.length - 1].kind === mark.kind && r[r.length - 1].value + 1 === mark.value);
    if (run) run.push(mark);
    else if (mark.value === 1) runs.push([mark]);
  }
  return runs.filter((r) => r.length > 1);
}

/** A word that makes someone owe what comes next: "must", "shall", "is to", "requires", "please". */
const OWES = /^(?:shall|must|will|should|may|to|please|kindly|requires?|need|needs)$/;
/** Words before a list that hand each point a duty, a party or a day they share: "you must (a) ...", "the following:". */
const SHARED_LEAD = /\b(?:shall|must|will|should|to|please|kindly|requires?|needs?|following|below)\W*$/i;

/** A point with a party of its own before its duty: "the claimant shall file ...", "the defendant to serve ...", "you must pay ...". */
function hasOwnParty(point: string): boolean {
  const words = point.split(/\s+/).map(plainWord).filter(Boolean);
  const owes = words.findIndex((w, k) => OWES.test(w) || (/^(?:is|are|has|have)$/.test(w) && words[k + 1] === "to"));
  if (owes < 1 || owes > 6) return false;
  const party = tagWords(words.slice(0, owes));
  return party.some((t) => t.includes("NOUN") || t.includes("PROPN") || t.includes("PRON")) && party.every((t) => t.every((x) => /^(?:DET|ADJ|NOUN|PROPN|NUM|PART|PRON)$/.test(x)));
}

/**
 * Whether a run's points stand apart: each point with its own party and its own day, or naming
 * nothing to do at all ("3. Costs in the case"), two such points at least, and no words before
 * the list that hand every point a shared duty, party or day ("must", "shall:", "the following").
 */
function standApart(text: string, run: Mark[], hasDay: (s: string) => boolean): boolean {
  const sentenceStart = Math.max(text.lastIndexOf("\n", run[0].at - 1), text.slice(0, run[0].at).search(/[.!?]\s+[^.!?]*$/)) + 1;
  const lead = text.slice(sentenceStart, run[0].at).trim();
  if (SHARED_LEAD.test(lead)) return false;
  const points = run.map((mark, k) => {
    const stop = k + 1 < run.length ? run[k + 1].at : text.slice(mark.end).search(/[.!?](?=\s|$)|\n/);
    return text.slice(mark.end, k + 1 < run.length ? stop : stop < 0 ? text.length : mark.end + stop).trim();
  });
  const own = points.filter((p) => hasOwnParty(p) && hasDay(p));
  const idle = (p: string) => !hasDay(p) && !hasVerb(p);
  return own.length > 1 && points.every((p) => own.includes(p) || idle(p));
}

/**
 * The text with each point of a numbered list that stands apart as a paragraph of its own, the
 * joining words and marks before a point left with the words before it ("... by 3 March, and (2)
 * the defendant" -> "... by 3 March" and "(2) the defendant"). For finding action items, not for showing.
 */
export function pointsApart(text: string, hasDay: (s: string) => boolean): string {
  const starts = [...new Set(listRuns(text).filter((run) => standApart(text, run, hasDay)).flatMap((run) => run.map((m) => m.at)))].sort((a, b) => a - b);
  if (!starts.length) return text;
  let out = "";
  let from = 0;
  for (const at of starts) {
    out += `${text.slice(from, at).replace(/(?:[\s,;:]|\band\b|\bor\b)+$/, "")}\n\n`;
    from = at;
  }
  return out + text.slice(from);
}

/**
 * A direction in the form an order gives it: a party, then what it is to do, with no verb of its own
 * before that ("The claimant to file and serve a reply by 4pm on 3 March", "Each party to bear its
 * own costs", "Mr Shah to pay £500 within 14 days"), or a list's point that names it with no verb.
 */
const LEADING_LABEL = new RegExp(String.raw`^\(?(?:${LABEL_NAME})[.)]\s+`, "i");
export function isDirectionForm(clean: string): boolean {
  const point = clean.replace(LEADING_LABEL, "");
  const words = point.split(/\s+/).map(plainWord).filter(Boolean);
  // (a list's point with no verb at all names what is directed: "(a) disclosure by list by 18 December 2026")
  if (point !== clean && words.length && tagWords(words).every((t) => !t.includes("VERB") && !t.includes("AUX"))) return true;
  const to = words.indexOf("to");
  if (to < 1 || to > 6 || to + 1 >= words.length) return false;
  const tags = tagWords(words.slice(0, to + 2));
  const party = tags.slice(0, to);
  const named = party.some((t) => t.includes("NOUN") || t.includes("PROPN"));
  return named && party.every((t) => t.every((x) => /^(?:DET|ADJ|NOUN|PROPN|NUM|PART)$/.test(x))) && /^(?:VERB|AUX)$/.test(tags[to + 1][0] ?? "");
}
