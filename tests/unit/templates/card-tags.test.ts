import { cardTags, MAX_CARD_TAGS, templateCountText } from "@/lib/templates/template-model";

describe("cardTags", () => {
  it("shows each tag once, whatever its case or spacing, and not the subcategory again", () => {
    expect(cardTags(["science", "experiment", "report"], "Science")).toEqual(["experiment", "report"]);
    expect(cardTags(["Email", "email ", "work", "  WORK"], null)).toEqual(["Email", "work"]);
    expect(cardTags(["business  plan", "Business plan", "startup"], "Planning")).toEqual(["business  plan", "startup"]);
  });
  it("keeps at most three, counting only the ones shown", () => {
    expect(cardTags(["a", "A", "b", "c", "d"])).toEqual(["a", "b", "c"]);
    expect(cardTags(["x", "y", "z", "w"], "x")).toHaveLength(MAX_CARD_TAGS);
    expect(cardTags(["", "  "])).toEqual([]);
  });
});

describe("templateCountText", () => {
  it("says how many templates, singular for one", () => {
    expect(templateCountText(1)).toBe("1 template");
    expect(templateCountText(0)).toBe("0 templates");
    expect(templateCountText(5)).toBe("5 templates");
  });
});
