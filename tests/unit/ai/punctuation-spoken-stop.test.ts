// A full stop the speaker said is kept, but it is no sign that the writer punctuated the words
// before it: a short dictation with one spoken "period" still gets its punctuation, from Fix
// Punctuation, the editor's automatic fix and the legal tool, while text the writer typed with
// its own marks still comes back untouched. Inputs written for this test, after the fix.
import { punctuate } from "@/lib/ai/local/punctuation";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { withSpokenMarks } from "@/lib/ai/provider";
import { enhancePunctuationRequestSchema } from "@/lib/schemas/ai";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import { keepSpokenMarks } from "@/lib/speech/spoken-marks";

const marks = (text: string) => (text.match(/[.,;:?!]/g) ?? []).length;
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

describe("one spoken full stop in a short dictation", () => {
  const said = "dear mrs lowe we have looked at the lease again and the break clause can be used from june we will send the notice to the landlord next week best wishes period";

  it("Fix Punctuation punctuates the words before it and keeps every word and the spoken stop", () => {
    const dictated = writeSpokenMarks(said);
    const fixed = punctuate(dictated);
    expect(fixed.startsWith("Dear Mrs Lowe,")).toBe(true);
    expect(marks(fixed)).toBeGreaterThan(marks(dictated) + 1);
    expect(fixed.endsWith(".")).toBe(true);
    expect(words(fixed)).toEqual(words(dictated));
  });

  it("the same letter typed with its own marks comes back unchanged", () => {
    const typed = "Dear Mrs Lowe, we have looked at the lease again and the break clause can be used from June. We will send the notice to the landlord next week. Best wishes.";
    expect(punctuate(typed)).toBe(typed);
    const oneLongTypedSentence = "The surveyor who inspected the flat on the morning of the second visit found the same damp patch above the window in the back bedroom.";
    expect(punctuate(oneLongTypedSentence)).toBe(oneLongTypedSentence);
  });

  it("the legal tool puts the greeting and the closing on their own lines", async () => {
    const local = createLocalProvider({ now: () => new Date("2027-03-09T10:00:00Z"), random: () => 0 });
    const transcript = "dear mr okonjo thank you for sending the signed lease we will date it today and send you a copy for your records yours sincerely period";
    const doc = await local.formatLegal(withSpokenMarks("formatLegal", { transcript, documentType: "correspondence", caseInfo: { caseNumber: "EV-1" }, confidentialityLevel: "public" }));
    const lines = doc.formattedDocument.split("\n").map((l) => l.trim());
    expect(lines).toContain("Dear Mr Okonjo,");
    expect(lines.some((l) => /^Thank you for sending the signed lease[.,]/.test(l))).toBe(true);
    expect(lines.some((l) => /^Yours sincerely,?$/.test(l))).toBe(true);
  });
});

describe("the editor's automatic fix sends what was just dictated", () => {
  const dictated = writeSpokenMarks("the bus was late again this morning i missed the first half of the lecture period");

  it("a short dictated sentence run on into the next gets its sentence end; the speaker's marks stay", async () => {
    const local = createLocalProvider();
    const { enhancedText } = await local.enhancePunctuation({ text: dictated, dictated: true });
    const kept = keepSpokenMarks(dictated, enhancedText);
    expect(kept).toBe("The bus was late again this morning. I missed the first half of the lecture.");
  });

  it("as the editor shows it, with the capitals it gives what was said, it is still punctuated", async () => {
    // the editor capitalises a sentence's first word and the recogniser names and days: no sign of typing
    const shown = "We met the landlord on Friday he agreed to fix the boiler.";
    const { enhancedText } = await createLocalProvider().enhancePunctuation({ text: shown, dictated: true });
    expect(keepSpokenMarks(shown, enhancedText)).toBe("We met the landlord on Friday. He agreed to fix the boiler.");
  });

  it("without that flag a sentence-length text ending in a full stop is read as typed: no mark is added", async () => {
    const { enhancedText } = await createLocalProvider().enhancePunctuation({ text: dictated });
    expect(marks(enhancedText)).toBe(1);
  });

  it("the request says so with a boolean, and anything else is refused clearly", () => {
    expect(enhancePunctuationRequestSchema.parse({ text: "hello", dictated: true })).toEqual({ text: "hello", dictated: true });
    expect(enhancePunctuationRequestSchema.parse({ text: "hello" })).toEqual({ text: "hello" });
    expect(enhancePunctuationRequestSchema.safeParse({ text: "hello", dictated: "yes" }).error?.issues[0].message).toBe("dictated must be true or false.");
  });
});
