// Numbered lists in legal text: a court's directions or a letter's points numbered "1.", "(1)",
// "(a)", "2)", "(ii)" ... Each numbered point, with its own party and its own date, is its own
// action item, whether the points stand on their own lines or run on in one sentence ("The court
// ordered that (1) the claimant shall file ... by 3 March, (2) the defendant shall ..."). A number
// is a list's only when the numbering runs on from one (1, 2, ... or a, b, ... or i, ii, ...) in
// the same style, so "under clause 7. The tenant ..." or "paragraph (b)" starts no point.
import { tagWords } from "@/lib/ai/local/nlp";
import { bareWord } from "@/lib/ai/local/text";

/** A word in lower case without the marks around it, figures kept: "7th.", "£500," -> "7th", "500". */
export const plainWord = (w: string): string => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

type Mark = { at: number; style: string; kind: "number" | "letter" | "roman"; value: number };

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
/** A label before a point: "1.", "2)", "(3)", "(a)", "b)", "(iv)"; letters and numerals only in brackets. */
const LABEL = /(^|[\s,;:])(\(?)(\d{1,2}|[a-z]|[ivx]{1,4})([.)])(?=\s+\S)/gi;
/** Words a number refers by ("clause 7.", "paragraph (b)"): after one, a number names a place in a document, not a point. */
const REFERS_BY = /^(?:clauses?|sections?|s|ss|paragraphs?|paras?|rules?|parts?|articles?|schedules?|pages?|pp?|no|nos|numbers?|regulations?|orders?|items?|points?|steps?|tabs?|annex(?:es)?|appendix|exhibits?|volumes?|chapters?|sub-?clauses?|sub-?paragraphs?)$/i;

function marksOf(text: string): Mark[] {
  const out: Mark[] = [];
  for (const m of text.matchAll(LABEL)) {
    const [, lead, open, said, close] = m;
    const label = said.toLowerCase();
    if (open && close !== ")") continue;
    const at = (m.index ?? 0) + lead.length;
    const before = /(\S+)\s*$/.exec(text.slice(0, at))?.[1] ?? "";
    if (REFERS_BY.test(bareWord(before))) continue;
    const style = `${open}${close}`;
    if (/^\d+$/.test(label)) out.push({ at, style, kind: "number", value: Number(label) });
    // (a letter or a numeral only in brackets: "a." and "i." are words and abbreviations as often as labels)
    else if (close === ")") {
      if (label.length === 1) out.push({ at, style, kind: "letter", value: label.charCodeAt(0) - 96 });
      if (ROMAN[label]) out.push({ at, style, kind: "roman", value: ROMAN[label] });
    }
  }
  return out;
}

/** Where each point of a numbered list starts: runs of labels counting on from one, two points at least. */
function pointStarts(text: string): number[] {
  const runs: Mark[][] = [];
  for (const mark of marksOf(text)) {
    const run = runs.find((r) => r[r.length - 1].style === mark.style && r[r.length - 1].kind === mark.kind && r[r.length - 1].value + 1 === mark.value);
    if (run) run.push(mark);
    else if (mark.value === 1) runs.push([mark]);
  }
  return [...new Set(runs.filter((r) => r.length > 1).flatMap((r) => r.map((m) => m.at)))].sort((a, b) => a - b);
}

/**
 * The text with each point of a numbered list as a paragraph of its own, the joining words and
 * marks before a point left with the words before it ("... by 3 March, and (2) the defendant" ->
 * "... by 3 March" and "(2) the defendant"). For finding action items, not for showing.
 */
export function pointsApart(text: string): string {
  const starts = pointStarts(text);
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
export function isDirectionForm(clean: string): boolean {
  const point = clean.replace(/^\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+/i, "");
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
