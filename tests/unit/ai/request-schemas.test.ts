import {
  enhancePunctuationRequestSchema,
  generateTemplateRequestSchema,
  legalFormatRequestSchema,
  meetingRequestSchema,
  pronunciationGenerateRequestSchema,
} from "@/lib/schemas/ai";

describe("AI request schemas", () => {
  it("refuses an empty transcript with a clear message", () => {
    const r = enhancePunctuationRequestSchema.safeParse({ text: "   " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("There is no text to fix. Add some text before enhancing punctuation.");
  });

  it("template requests: one of the seven types, requirements trimmed and blanks dropped", () => {
    expect(generateTemplateRequestSchema.safeParse({ templateType: "poem", requirements: [] }).error?.issues[0].message).toBe("Please select a template type.");
    expect(generateTemplateRequestSchema.parse({ templateType: "memo", requirements: ["  short ", "", "   "] })).toEqual({ templateType: "memo", requirements: ["short"] });
  });

  it("meeting participants are trimmed and unique", () => {
    expect(meetingRequestSchema.parse({ transcript: "x", meetingTitle: "T", participants: [" Sam ", "Sam", ""] }).participants).toEqual(["Sam"]);
  });

  it("legal requests need a case number and default to confidential", () => {
    const ok = legalFormatRequestSchema.parse({ transcript: "x", documentType: "memo", caseInfo: { caseNumber: "A1" } });
    expect(ok.confidentialityLevel).toBe("confidential");
    expect(legalFormatRequestSchema.safeParse({ transcript: "x", documentType: "memo", caseInfo: { caseNumber: " " } }).success).toBe(false);
  });

  it("pronunciation language codes are matched case-insensitively", () => {
    expect(pronunciationGenerateRequestSchema.parse({ language: "EN-gb", difficulty: "beginner", category: "words", count: 1 }).language).toBe("en-GB");
    expect(pronunciationGenerateRequestSchema.safeParse({ language: "xx-XX" }).success).toBe(false);
  });
});
