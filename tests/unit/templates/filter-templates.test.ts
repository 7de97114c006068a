import { addRequirement, ALL_CATEGORIES, emptyHint, filterTemplates, removeRequirement, usedTimesText } from "@/lib/templates/filter-templates";
import type { TemplateSummary } from "@/lib/schemas/templates";

const base: TemplateSummary = {
  id: "a", name: "Cover Letter", description: "A job application letter", category: "business", subcategory: "Job Application",
  tags: ["career"], usageCount: 0, isPremium: false, isFeatured: false, estimatedTime: null, structure: [], isOwn: false,
};
const list = [base, { ...base, id: "b", name: "Poem", description: "Free verse", category: "creative", subcategory: "Poetry", tags: ["verse"] }];

describe("filterTemplates", () => {
  it("filters by category and by every search word over name, description, subcategory and tags", () => {
    expect(filterTemplates(list, "", ALL_CATEGORIES)).toHaveLength(2);
    expect(filterTemplates(list, "", "creative").map((t) => t.id)).toEqual(["b"]);
    expect(filterTemplates(list, "  JOB letter ", ALL_CATEGORIES).map((t) => t.id)).toEqual(["a"]);
    expect(filterTemplates(list, "verse", ALL_CATEGORIES).map((t) => t.id)).toEqual(["b"]);
    expect(filterTemplates(list, "career", "creative")).toEqual([]);
  });
  it("gives the right empty hint", () => {
    expect(emptyHint(" x ")).toBe("Try adjusting your search terms");
    expect(emptyHint("  ")).toBe("No templates available in this category");
  });
});

describe("requirements", () => {
  it("trims, ignores blanks, removes by position", () => {
    let r = addRequirement([], "  formal tone ");
    r = addRequirement(r, "   ");
    r = addRequirement(r, "short");
    expect(r).toEqual(["formal tone", "short"]);
    expect(removeRequirement(r, 0)).toEqual(["short"]);
  });
  it("says how often a template was used", () => {
    expect(usedTimesText(1)).toBe("Used 1 time");
    expect(usedTimesText(1200)).toBe("Used 1,200 times");
  });
});
