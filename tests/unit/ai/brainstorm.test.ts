import { analyzeBrainstorm, brainstormPrompt, brainstormStarters } from "@/lib/ai/local/brainstorm";
import { brainstormAnalysisSchema, brainstormCategories, brainstormPromptSchema } from "@/lib/schemas/ai";
import { brainstormFixture } from "@/tests/fixtures/ai/brainstorm";
import { seededRandom } from "@/lib/ai/local/text";

describe("brainstorm (local)", () => {
  it.each(brainstormCategories.map((c) => [c]))("gives a %s prompt with follow-up questions", (category) => {
    const p = brainstormPrompt(category, seededRandom(1));
    expect(brainstormPromptSchema.safeParse(p).success).toBe(true);
    expect(p.category).toBe(category);
    expect(p.id.startsWith(category)).toBe(true);
    expect(p.followUp.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a random category when none is asked for", () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => brainstormPrompt(undefined, seededRandom(i)).category));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("writes starters that use the topic", () => {
    const starters = brainstormStarters("climate change", seededRandom(2));
    expect(starters.length).toBeGreaterThanOrEqual(6);
    for (const s of starters) expect(s.toLowerCase()).toContain("climate change");
    expect(brainstormStarters("Should schools ban phones?")[0]).toContain("Should schools ban phones");
  });

  it("turns a spoken brainstorm into ideas, an outline, an approach and next steps", () => {
    const result = analyzeBrainstorm(brainstormFixture.transcript, brainstormFixture.prompt);
    expect(brainstormAnalysisSchema.safeParse(result).success).toBe(true);
    const ideas = result.ideas.join(" ").toLowerCase();
    for (const word of ["lighting", "benches", "community garden", "toilets", "cafe", "bins", "basketball", "survey"]) expect(ideas).toContain(word);
    const titles = result.structure?.outline.map((o) => o.title.toLowerCase()) ?? [];
    expect(titles).toEqual(expect.arrayContaining(["lighting", "benches", "community garden", "toilets"]));
    expect(result.structure?.writingApproach).toContain("lighting");
    expect(result.structure?.nextSteps.length).toBeGreaterThanOrEqual(3);
    // Lead-ins like "okay so i think the first thing is" are gone.
    expect(result.ideas[0]).toMatch(/^The park needs better lighting/);
  });
});
