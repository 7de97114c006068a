// Legal dictation on the labelled dictations (tests/fixtures/ai/sets/legal-*.ts): numbered
// references and other figures written as digits in the document, citations found, and no
// date that was not said.
import { formatLegal } from "@/lib/ai/local/legal";
import type { LegalItem } from "@/tests/fixtures/ai/sets/types";
import { containsText, f1, ratio, wordsOf, type Figure } from "./match";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTHS})\\b(?:,?\\s+(\\d{4}))?`, "gi");
const MONTH_DAY = new RegExp(`\\b(${MONTHS})\\b\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, "gi");

type Day = { day: number; month: string; year?: string };

function datesIn(text: string): Day[] {
  const out: Day[] = [];
  for (const m of text.matchAll(DAY_MONTH)) out.push({ day: Number(m[1]), month: m[2].toLowerCase(), year: m[3] });
  for (const m of text.matchAll(MONTH_DAY)) out.push({ day: Number(m[2]), month: m[1].toLowerCase(), year: m[3] });
  return out;
}

function said(d: Day, dates: string[]): boolean {
  return dates.flatMap(datesIn).some((s) => s.day === d.day && s.month === d.month && (!s.year || !d.year || s.year === d.year));
}

/** A citations-list entry holds every labelled word ("[1932] AC 562" holds "1932", "ac", "562"). */
function citationMatches(entry: string, words: string[]): boolean {
  const have = ` ${wordsOf(entry.replace(/[[\]().,§]/g, " ")).join(" ")} `;
  return words.every((w) => have.includes(` ${wordsOf(w).join(" ")} `));
}

export function legalFigures(items: LegalItem[], now: Date): Figure[] {
  let refs = 0, refsFound = 0, amounts = 0, amountsFound = 0;
  let cites = 0, citesFound = 0, given = 0, givenRight = 0, honest = 0;
  for (const item of items) {
    const out = formatLegal({ transcript: item.transcript, documentType: item.documentType, caseInfo: { caseNumber: "CV-1", clientName: "Jordan Hale" }, confidentialityLevel: "confidential" }, now);
    const doc = out.formattedDocument;
    refs += item.references.length;
    refsFound += item.references.filter((r) => containsText(doc, r)).length;
    amounts += item.amounts.length;
    amountsFound += item.amounts.filter((a) => containsText(doc, a)).length;
    cites += item.citations.length;
    citesFound += item.citations.filter((c) => out.citations.some((e) => citationMatches(e, c))).length;
    given += out.citations.length;
    givenRight += out.citations.filter((e) => item.citations.some((c) => citationMatches(e, c))).length;
    // Every date the engine writes (beside the document's own date line) must have been said.
    const written = [doc.replace(/^Date: .*$/m, ""), ...out.keyPoints, ...out.actionItems, ...(out.warnings ?? []), ...(out.suggestions ?? [])].join("\n");
    if (datesIn(written).every((d) => said(d, item.dates))) honest++;
  }
  const p = ratio(givenRight, given);
  const r = ratio(citesFound, cites);
  return [
    { metric: "numbered references written as figures, unbroken", value: ratio(refsFound, refs), n: refs },
    { metric: "periods, sums and years written as figures", value: ratio(amountsFound, amounts), n: amounts },
    { metric: "citations: precision", value: p, n: given },
    { metric: "citations: recall", value: r, n: cites },
    { metric: "citations: F1", value: f1(p, r), n: cites },
    { metric: "dictations with no made-up date", value: ratio(honest, items.length), n: items.length },
  ];
}
