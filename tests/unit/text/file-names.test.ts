import { documentFileName, safeFileStem } from "@/lib/text/file-names";

describe("documentFileName", () => {
  it("uses the title", () => {
    expect(documentFileName("My Letter")).toBe("My Letter.txt");
  });

  it.each([[""], ["   "], [null], [undefined], ["///"], ["..."]])("falls back to document.txt for %j", (title) => {
    expect(documentFileName(title)).toBe("document.txt");
  });

  it("replaces characters that are unsafe in file names", () => {
    expect(documentFileName('Q1/Q2: "plans" <draft>?*|\\')).toBe("Q1 Q2 plans draft.txt");
  });

  it("removes control characters and collapses whitespace", () => {
    expect(documentFileName("a\tb\n\nc\u0000d")).toBe("a b c d.txt");
  });

  it("does not allow hidden files or trailing dots", () => {
    expect(documentFileName("..secret.")).toBe("secret.txt");
  });

  it("keeps letters from every language", () => {
    expect(documentFileName("Café résumé – Zoë")).toBe("Café résumé – Zoë.txt");
  });

  it("avoids names Windows reserves", () => {
    expect(documentFileName("CON")).toBe("CON_.txt");
    expect(documentFileName("lpt1")).toBe("lpt1_.txt");
  });

  it("shortens very long titles to 100 characters", () => {
    const stem = safeFileStem("x".repeat(300));
    expect(stem).toHaveLength(100);
  });
});
