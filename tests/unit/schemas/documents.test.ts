import {
  createDocumentSchema,
  documentTypeLabel,
  MAX_TITLE_CHARS,
  toStoredDocumentType,
  updateDocumentSchema,
} from "@/lib/schemas/documents";

describe("createDocumentSchema", () => {
  it("fills the defaults: Untitled Document, empty content, general document type, typed words", () => {
    expect(createDocumentSchema.parse({})).toEqual({ title: "Untitled Document", content: "", type: "document", source: "typed" });
  });

  it("takes where the words came from and refuses an unknown source", () => {
    expect(createDocumentSchema.parse({ source: "dictated" }).source).toBe("dictated");
    expect(createDocumentSchema.parse({ source: "ai" }).source).toBe("ai");
    expect(createDocumentSchema.safeParse({ source: "restored" }).success).toBe(false);
  });

  it("takes the template a new document was started from (not on update) and refuses a malformed id", () => {
    expect(createDocumentSchema.parse({ templateId: "ref-essay-outline" }).templateId).toBe("ref-essay-outline");
    expect(createDocumentSchema.safeParse({ templateId: "../etc" }).success).toBe(false);
    expect(createDocumentSchema.safeParse({ templateId: "" }).success).toBe(false);
    expect(updateDocumentSchema.parse({ version: 1, templateId: "ref-essay-outline" })).not.toHaveProperty("templateId");
  });

  it("saves a blank or missing title as 'Untitled Document'", () => {
    expect(createDocumentSchema.parse({ title: "   ", content: "x" }).title).toBe("Untitled Document");
    expect(createDocumentSchema.parse({ title: null, content: "x" }).title).toBe("Untitled Document");
  });

  it("trims the title and refuses one that is too long", () => {
    expect(createDocumentSchema.parse({ title: "  Hi  " }).title).toBe("Hi");
    expect(createDocumentSchema.safeParse({ title: "a".repeat(MAX_TITLE_CHARS + 1) }).success).toBe(false);
  });

  it("accepts the six types, reads 'general' as 'document' and refuses others", () => {
    for (const type of ["document", "letter", "resume", "report", "creative", "email"]) {
      expect(createDocumentSchema.parse({ type }).type).toBe(type);
    }
    expect(createDocumentSchema.parse({ type: "general" }).type).toBe("document");
    expect(createDocumentSchema.safeParse({ type: "poem" }).success).toBe(false);
  });

  it("refuses non-text content", () => {
    expect(createDocumentSchema.safeParse({ content: 42 }).success).toBe(false);
  });
});

describe("updateDocumentSchema", () => {
  it("requires a whole version of at least 1", () => {
    expect(updateDocumentSchema.safeParse({ content: "" }).success).toBe(false);
    expect(updateDocumentSchema.safeParse({ content: "", version: 0 }).success).toBe(false);
    expect(updateDocumentSchema.safeParse({ content: "", version: 1.5 }).success).toBe(false);
    expect(updateDocumentSchema.parse({ content: "", version: 2 }).version).toBe(2);
  });
});

describe("stored types", () => {
  it("reads a missing or unknown type as general", () => {
    expect(toStoredDocumentType(null)).toBe("general");
    expect(toStoredDocumentType("")).toBe("general");
    expect(toStoredDocumentType("memo")).toBe("general");
    expect(toStoredDocumentType("letter")).toBe("letter");
  });
  it("labels types, general as General Document", () => {
    expect(documentTypeLabel("letter")).toBe("Business Letter");
    expect(documentTypeLabel("general")).toBe("General Document");
  });
});
