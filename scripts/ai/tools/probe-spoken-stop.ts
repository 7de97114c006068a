// Short dictations with one spoken full stop: does the engine still punctuate them? Letters built
// from greetings x bodies x closings (at most 40 words, "period" said once, at the end), run
// through the legal tool (correspondence) and Fix Punctuation. Counts the outputs given no mark
// beyond the spoken one, and the letters whose greeting is not on its own line.
//   npx tsx scripts/ai/tools/probe-spoken-stop.ts
import { withSpokenMarks } from "@/lib/ai/provider";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { punctuate } from "@/lib/ai/local/punctuation";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";

const greetings = ["dear mr patel", "dear sirs", "dear ms okafor", "dear sir or madam", "hi tom", "dear colin"];
const bodies = [
  "thank you for your letter we will reply in full once our client has read the report",
  "we enclose the signed contract please keep a copy for your records",
  "the hearing has been moved to the fourth of june we will confirm the time next week",
  "our client accepts your offer of two thousand pounds in full settlement of the claim",
  "i am sorry for the delay the surveyor could not visit the property until monday",
  "just checking you got the documents i sent yesterday let me know if anything is missing",
  "the landlord has agreed to the repairs the work should start at the end of the month",
  "we have not received the rent for march could you look into it",
  "please sign the form where marked and send it back to us by friday",
  "the court has granted the extension so the defence is now due on the ninth of may",
];
const closings = ["yours sincerely period", "kind regards period", "thanks period", "yours faithfully period", "many thanks period"];

const marks = (t: string) => (t.match(/[.,;:?!]/g) ?? []).length;

async function main() {
  const local = createLocalProvider({ now: () => new Date("2027-03-09T10:00:00Z"), random: () => 0 });
  let n = 0, legalBare = 0, legalUnsplit = 0, fixBare = 0, long = 0, longLegalBare = 0, longFixBare = 0, editorBare = 0;
  for (const g of greetings) for (const b of bodies) for (const c of closings) {
    const said = `${g} ${b} ${c}`;
    if (said.split(/\s+/).length > 41) continue;
    n++;
    const input = { transcript: said, documentType: "correspondence" as const, caseInfo: { caseNumber: "EV-1" }, confidentialityLevel: "public" as const };
    const doc = (await local.formatLegal(withSpokenMarks("formatLegal", input))).formattedDocument;
    const body = doc.slice(doc.search(/^dear|^hi/im));
    if (marks(body) <= 1) legalBare++;
    if (!/^(dear|hi)\b[^\n]*,\s*$/im.test(body)) legalUnsplit++;
    const fixed = punctuate(writeSpokenMarks(said));
    if (marks(fixed) <= 1) fixBare++;
    // the editor's automatic fix says the text was just dictated (an option the engine may not have)
    if (marks(punctuate(writeSpokenMarks(said), { dictated: true } as Parameters<typeof punctuate>[1])) <= 1) editorBare++;
    if (said.split(/\s+/).length - 1 > 20) {
      long++;
      if (marks(body) <= 1) longLegalBare++;
      if (marks(fixed) <= 1) longFixBare++;
    }
  }
  console.log(`${n} dictations: legal tool, no mark added ${legalBare}, greeting not on its own line ${legalUnsplit}; Fix Punctuation, no mark added ${fixBare}; automatic fix (dictated), no mark added ${editorBare}`);
  console.log(`${long} of them over 20 words: legal tool, no mark added ${longLegalBare}; Fix Punctuation ${longFixBare}`);
}
void main();
