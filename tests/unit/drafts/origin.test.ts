import { templateIdOf, templateOrigin } from "@/lib/drafts/origin";

describe("a new document's origin", () => {
  it("names the template it was started from, and nothing else", () => {
    expect(templateIdOf(templateOrigin("ref-essay-outline"))).toBe("ref-essay-outline");
    expect(templateIdOf("content:abc123")).toBeUndefined();
    expect(templateIdOf("template:")).toBeUndefined();
    expect(templateIdOf(null)).toBeUndefined();
    expect(templateIdOf(undefined)).toBeUndefined();
  });
});
