import { formatLegal } from "@/lib/ai/local/legal";
import { legalFrameDev } from "@/tests/fixtures/ai/sets/legal-frame-dev";

const now = new Date("2026-11-25T10:00:00Z");
const run = (item: (typeof legalFrameDev)[number]) =>
  formatLegal({ transcript: item.input, documentType: item.documentType, caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);

describe("legal dictation: a letter's frame and a document's headings", () => {
  it.each(legalFrameDev.map((item) => [item.id, item] as const))("%s: no salutation, closing, signature, reference or heading is a key point or an action", (_, item) => {
    const doc = run(item);
    for (const listed of [...doc.keyPoints, ...doc.actionItems]) {
      for (const line of item.frame) expect(listed.startsWith(line)).toBe(false);
    }
  });

  it.each(legalFrameDev.map((item) => [item.id, item] as const))("%s: every task is still an action item, and the text comes back as typed", (_, item) => {
    const doc = run(item);
    for (const words of item.actions) expect(doc.actionItems.join(" | ")).toContain(words);
    expect(doc.formattedDocument).toContain(item.input);
  });

  it("reads a numbered heading apart from the sentence typed under it", () => {
    const doc = formatLegal({ transcript: "1. Background\nThe client was injured at work on 3 March 2025.\n2. Next steps\nWe will write to the employer.", documentType: "memo", caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);
    expect(doc.keyPoints).toContain("The client was injured at work on 3 March 2025.");
    expect(doc.actionItems.join(" ")).not.toMatch(/Background|injured/);
  });

  it("keeps a line with no verb that runs on to the next one in its sentence", () => {
    const transcript = "Our client, Greenway Bakeries Limited of\nUnit 4, Quarry Lane, says the rent review notice was served late.\nPlease reply by 9 December 2026.";
    const doc = formatLegal({ transcript, documentType: "correspondence", caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);
    expect(doc.keyPoints.join(" ")).toContain("Our client, Greenway Bakeries Limited of Unit 4, Quarry Lane, says the rent review notice was served late.");
  });

  it("still reads a task that opens like a salutation", () => {
    const doc = formatLegal({ transcript: "Dear Ms Patel,\nThe transfer is ready.\nSir Alan must sign the transfer by 4 December 2026.\nYours sincerely,\nMarta Lind", documentType: "correspondence", caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);
    expect(doc.actionItems.join(" ")).toContain("Sir Alan must sign the transfer by 4 December 2026");
  });
});
