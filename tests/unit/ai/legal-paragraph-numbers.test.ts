import { formatLegal } from "@/lib/ai/local/legal";

// A contract dictated with its own paragraph numbers said ("new paragraph seven point two colon ..."):
// the numbers are written as figures, the paragraph starts with a capital, and the engine numbers nothing again.
describe("formatLegal: paragraph numbers said by the writer", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  const clauses = (transcript: string) => {
    const doc = formatLegal({ transcript, documentType: "contract", caseInfo: { caseNumber: "PN-2" }, confidentialityLevel: "public" }, now).formattedDocument;
    return doc.slice(doc.indexOf("CLAUSES\n") + 8, doc.indexOf("\n\nSIGNATURES")).split("\n");
  };

  it("writes each said paragraph number as a figure and adds no number of its own", () => {
    const out = clauses(
      "clause four: payment.\n\nfour point one: the tenant shall pay the rent monthly in advance.\n\nfour point two: if the rent is late, interest runs at four percent.\n\nfour point three the landlord may review the rent each year.",
    );
    expect(out).toEqual([
      "Clause 4: Payment.",
      "4.1: The tenant shall pay the rent monthly in advance.",
      "4.2: If the rent is late, interest runs at four percent.",
      "4.3 The landlord may review the rent each year.",
    ]);
  });

  it("still numbers the clauses of a contract said without numbers", () => {
    const out = clauses("the tenant shall pay the rent monthly in advance. the landlord shall insure the building.");
    expect(out).toEqual(["1. The tenant shall pay the rent monthly in advance.", "2. The landlord shall insure the building."]);
  });

  it("numbers the clauses when a sentence only opens with a clause or a figure the writer referred to", () => {
    const out = clauses("the tenant shall pay the rent on time. clause seven point two of the lease applies to any review. seven point two percent is the agreed rate.");
    expect(out).toEqual(["1. The tenant shall pay the rent on time.", "2. Clause 7.2 of the lease applies to any review.", "3. 7.2 percent is the agreed rate."]);
  });

  it("writes a sum said as a decimal of thousands whole", () => {
    expect(clauses("the tenant shall pay seven point two thousand pounds on signing.")).toEqual(["1. The tenant shall pay £7,200 on signing."]);
  });

  it("reads 'one point' in a sentence as words", () => {
    expect(clauses("one point remains open. the tenant shall pay the rent.")[0]).toBe("1. One point remains open.");
  });
});
