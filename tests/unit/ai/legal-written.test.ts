// Legal dictation does no harm to text that is already right: a punctuated letter
// comes back word for word and mark for mark, with the writer's own greeting and closing.
import { formatLegal } from "@/lib/ai/local/legal";
import { harmOf } from "@/scripts/ai/tools/harm";

const now = new Date("2025-02-03T10:00:00Z");
const letter = `Dear Ms Varga,

We write about the boundary wall at 14 Orchard Rise. Under clause 3.1 of the transfer, the wall is the responsibility of the owner of number 16. On 9 October 2024, part of it fell into your client's garden.

Despite two letters, nothing has been done. Please arrange a survey by 28 February 2025. Otherwise, our client will instruct a surveyor and seek the cost from you.

Yours sincerely,

Hollis & Crane LLP`;

const legal = (transcript: string, documentType: "correspondence" | "memo" = "correspondence") =>
  formatLegal({ transcript, documentType, caseInfo: { caseNumber: "C-7" }, confidentialityLevel: "public" }, now);

describe("formatLegal keeps text that is already written", () => {
  it("returns a correct letter unchanged, with no greeting or closing of its own", () => {
    const doc = legal(letter);
    expect(doc.formattedDocument).toContain(letter);
    expect(doc.formattedDocument).not.toMatch(/Dear Sir or Madam|Yours faithfully/);
    expect(harmOf(letter, doc.formattedDocument).harms).toBe(0);
  });

  it("gives capitals to a dictation whose punctuation was said, and adds no marks", () => {
    const doc = legal("dear mr ruiz,\n\nthank you for your letter of 4 march. we act for the tenant.\n\nyours sincerely");
    expect(doc.formattedDocument).toContain("Dear Mr Ruiz,\n\nThank you for your letter of 4 March. We act for the tenant.\n\nYours sincerely");
  });

  it("lists a letter's deadlines as action items, with the date said", () => {
    expect(legal(letter).actionItems).toEqual(expect.arrayContaining([expect.stringContaining("Arrange a survey by 28 February 2025")]));
    const memo = legal("The landlord must give notice within 21 days of the inspection. The file is otherwise complete.", "memo");
    expect(memo.actionItems).toEqual(["The landlord must give notice within 21 days of the inspection."]);
  });
});
