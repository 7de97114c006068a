// Legal dictation on letters that are already right (written by hand, tests/fixtures/ai/legal-letters-own.ts):
// each comes back unchanged, mark for mark and capital for capital, and its deadlines are action items with their dates.
// A request to take notice of a fact is no action; a duty told inside one is.
import { formatLegal } from "@/lib/ai/local/legal";
import { splitSentences } from "@/lib/ai/local/text";
import { OWN_LETTERS, OWN_LETTERS_NOW } from "@/tests/fixtures/ai/legal-letters-own";

const legal = (transcript: string, documentType: "correspondence" | "contract" | "memo" = "correspondence") =>
  formatLegal({ transcript, documentType, caseInfo: { caseNumber: "C-43" }, confidentialityLevel: "confidential" }, OWN_LETTERS_NOW);

describe("letters that are already right", () => {
  it.each(OWN_LETTERS.map((l) => [l.id, l] as const))("%s comes back unchanged, each deadline listed with its date", (_, letter) => {
    const doc = legal(letter.text, letter.documentType);
    expect(doc.formattedDocument).toContain(letter.text);
    for (const { says, date } of letter.deadlines) {
      expect(doc.actionItems).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`${says}[^]*${date}|${date}[^]*${says}`, "i"))]));
    }
  });

  it("keeps a list item's own label as written in an action item ('(a) disclosure', never '(A)')", () => {
    const memo = OWN_LETTERS.find((l) => l.id === "court-directions-memo")!;
    expect(legal(memo.text, "memo").actionItems.join(" ")).toContain("(a) disclosure by list by 18 December 2026");
  });

  it("ends a sentence after a company's 'Ltd.' when the next one starts ('... Co. Ltd. Your licence ends ...')", () => {
    expect(splitSentences("We act for Elm Court Management Co. Ltd. Your licence ends on 31 January 2027.")).toEqual([
      "We act for Elm Court Management Co. Ltd.",
      "Your licence ends on 31 January 2027.",
    ]);
    expect(splitSentences("We wrote to Harlow & Co. Solicitors on Monday.")).toHaveLength(1);
    expect(splitSentences("Copies to Smith & Co. Will Jones and Mary Lee.")).toHaveLength(1);
  });
});

describe("a notice of a fact is no action item; a duty told in one is", () => {
  it.each([
    "Please note that Friday the 11th is a bank holiday.",
    "Please note that Friday 11 December is a bank holiday.",
    "Kindly be aware that Monday 14 December 2026 is a public holiday.",
  ])("%s", (said) => {
    expect(legal(`Dear Ms Reid,\n\nThank you for your letter. ${said}\n\nYours sincerely,`).actionItems).toEqual([]);
  });

  it.each([
    ["Please note that you must reply by Friday 11 December 2026.", "11 December 2026"],
    ["Please note that the rent is due on 1 January 2027.", "1 January 2027"],
    ["Please ensure that the documents are filed by 4 January 2027.", "4 January 2027"],
    ["Please confirm that the office is closed on 24 December 2026.", "24 December 2026"],
    // an event placed in time is diarised, told as a notice or not
    ["Please note that the hearing will be at 10 a.m. on 14 January 2027.", "14 January 2027"],
    // an event or a key date told as a notice: a participle or a bare date after "is" places it in time
    ["Please note that the premises will be inspected on 10 December 2026.", "10 December 2026"],
    ["Please note that the site visit is Wednesday 9 December at 11 a.m.", "9 December"],
    ["Please note that the boiler will be replaced on Tuesday 8 December.", "8 December"],
    ["Please note that the gas will be switched off on Monday 7 December between 9 and 12.", "7 December"],
    ["Kindly note that the deposit is returnable on 15 January 2027.", "15 January 2027"],
    ["Please note that your tenancy is ending on 28 February 2027.", "28 February 2027"],
    ["Please note that the lease is terminated with effect from 31 January 2027.", "31 January 2027"],
    ["Please note that the agreement is terminated from 31 January 2027.", "31 January 2027"],
    ["Please note that the contract is effective from 1 March 2027.", "1 March 2027"],
    ["Please note that the guarantee is valid until 30 June 2027.", "30 June 2027"],
    ["Please note that the property is let from 1 April 2027.", "1 April 2027"],
    ["Please remember that the landlord is entitled to inspect on 10 December 2026.", "10 December 2026"],
    ["Please understand that the documents are overdue.", "overdue"],
  ])("%s", (said, date) => {
    expect(legal(`Dear Ms Reid,\n\n${said}\n\nYours sincerely,`).actionItems.join(" ")).toContain(date);
  });
});
