import { formatLegal } from "@/lib/ai/local/legal";
import type { LegalDocumentType } from "@/lib/schemas/ai";

// The engine's headings go only between two sentences the writer parted (a mark typed or said, a line
// break): at a sentence end the punctuation model guessed, a heading cuts a sentence it got wrong in two.
describe("formatLegal: the engine's headings only where the writer ended a sentence", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  const format = (transcript: string, documentType: LegalDocumentType = "memo") =>
    formatLegal({ transcript, documentType, caseInfo: { caseNumber: "HD-3" }, confidentialityLevel: "public" }, now).formattedDocument;
  // (the words, not the figures the engine writes for numbers said)
  const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => !/\d/.test(w)).join(" ");
  const bodyOf = (doc: string, after: string) => doc.slice(doc.indexOf(after) + after.length);

  const said =
    "memo to the conveyancing team from wednesday the ninth of december every completion statement must be checked by a partner " +
    "handwritten statements will no longer be signed off please read the revised checklist on the intranet by friday the fourth of december " +
    "in my view the old checklist missed the stamp duty question under section forty three of the act " +
    "we must also tell the clients whose completions fall that week";

  it("puts no heading of its own inside a memo said without a sentence end", () => {
    const doc = format(said);
    expect(doc).not.toMatch(/^\d\. (?:Summary|Facts|Analysis|Next steps)$/m);
    // every word said, in the order said, with nothing of the engine's between them
    const spoken = words(said).replace(/ (?:ninth|fourth|forty three)\b/g, "");
    expect(words(bodyOf(doc, "RE: Case No. HD-3"))).toBe(spoken);
  });

  it("still heads a memo's sections where the writer said the sentence ends", () => {
    const doc = format(
      "the client called this morning. she has been served with a claim for unpaid rent. the landlord says three months are owed. " +
        "the lease was signed in twenty twenty two. in my view the claim is weak under section eleven of the act. we must file a defence within fourteen days.",
    );
    for (const heading of ["1. Summary", "2. Facts", "3. Analysis", "4. Next steps"]) expect(doc).toContain(heading);
  });

  it("opens a section only at the one sentence end the writer gave", () => {
    const doc = format(`${said.replace(" in my view", ". in my view")}`);
    const heading = /^\d\. (?:Summary|Facts|Analysis|Next steps)$/gm;
    const before = (line: string) => doc.slice(0, doc.indexOf(line)).trimEnd().split("\n").pop() ?? "";
    for (const [line] of doc.matchAll(heading)) {
      const last = before(line);
      // each heading is the first, or follows the sentence the writer ended ("... on the intranet by Friday the 4th of December.")
      if (!/^RE: /.test(last)) expect(last).toMatch(/4th of December\.$/);
    }
    expect(doc).toMatch(/4th of December\.\n\n\d\. Analysis\nIn my view/);
  });

  it("puts no Grounds, Argument or Conclusion heading between sentences the model parted", () => {
    const motion = format(
      "the defendant applies to strike out the claim the claim was issued after the limitation period expired the claimant has given no reason for the delay " +
        "the defendant has been prejudiced because two witnesses have since died",
      "motion",
    );
    expect(motion).not.toMatch(/^Grounds$/m);
    expect(motion).toMatch(/^Relief requested$/m);
    const brief = format(said, "brief");
    for (const heading of ["STATEMENT OF THE ISSUES", "STATEMENT OF FACTS", "ARGUMENT", "CONCLUSION"]) {
      const at = brief.indexOf(`\n${heading}\n`);
      // (a heading over the whole text is no cut)
      if (at >= 0) expect(brief.slice(0, at)).toMatch(/IN THE MATTER OF: Case No\. HD-3\n?$/);
    }
  });
});
