import { analyzeBrainstorm, brainstormPrompt, brainstormStarters, starterQuestions } from "@/lib/ai/local/brainstorm";
import { brainstormAnalysisSchema, brainstormCategories, brainstormPromptSchema } from "@/lib/schemas/ai";
import { brainstormFixture } from "@/tests/fixtures/ai/brainstorm";
import { seededRandom } from "@/lib/ai/local/text";
import { startersFaults } from "@/scripts/ai/tools/brainstorm-grammar";
import type { BrainstormTopicItem } from "@/tests/fixtures/ai/sets/types";

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

  it("writes starter questions that use the topic", () => {
    const starters = starterQuestions("climate change", seededRandom(2));
    expect(starters.length).toBeGreaterThanOrEqual(6);
    for (const s of starters) expect(s.toLowerCase()).toContain("climate change");
    expect(brainstormStarters("Should schools ban phones?").join(" ")).toContain("\"Should schools ban phones?\"");
  });

  it("Generate Ideas offers ideas first (the prompt's follow-ups), not questions repeating the topic", () => {
    const starters = brainstormStarters("school uniforms", seededRandom(2));
    expect(starters).toHaveLength(6);
    for (const idea of starters.slice(0, 4)) {
      expect(idea).not.toMatch(/\?$/);
      expect(idea.replace(/school uniforms/i, "").split(/\s+/).length).toBeGreaterThan(6);
    }
    expect(starters.slice(4).every((q) => /\?$/.test(q))).toBe(true);
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
    // "okay so" is left off; the speaker's own words ("I think the first thing is") stay, so none is lost.
    expect(result.ideas[0]).toMatch(/^I think the first thing is the park needs better lighting/);
  });

  it("gives each idea spoken in one breath a point of its own, a reason staying with its idea", () => {
    const transcript = ["we could run a book swap in the staff room", "or a reading club at lunch", "and the library van could stop outside on fridays", "posters in the corridor so everyone knows", "maybe a prize for the form that reads most"].join(" ");
    const points = analyzeBrainstorm(transcript, "getting more pupils reading").structure?.outline.flatMap((o) => o.points) ?? [];
    for (const idea of [/book swap/, /reading club/, /library van/, /posters in the corridor\.? so everyone knows/, /prize/]) expect(points.filter((p) => idea.test(p.toLowerCase()))).toHaveLength(1);
    expect(points.find((p) => /book swap/i.test(p))).not.toMatch(/reading club|library van/i);
    expect(points.find((p) => /reading club/i.test(p))).not.toMatch(/library van|posters/i);
  });
});

describe("brainstorm starters read as natural questions for any kind of topic", () => {
  const topics: BrainstormTopicItem[] = [
    { id: "u1", topic: "a short story about a lighthouse keeper", kind: "writing project", number: "singular", mention: "lighthouse keeper" },
    { id: "u2", topic: "ada lovelace", kind: "person", number: "singular", mention: "Ada Lovelace" },
    { id: "u3", topic: "the great storm of 1987", kind: "past event", number: "singular", mention: "great storm" },
    { id: "u4", topic: "solar panels", kind: "plural", number: "plural", mention: "solar panels" },
    { id: "u5", topic: "my first job interview next week", kind: "future event", number: "singular", mention: "job interview" },
    { id: "u6", topic: "should cars be banned from city centres", kind: "question", number: "singular", mention: "city centres" },
  ];

  it.each(topics.map((t) => [t.topic, t]))("%s: every starter passes the grammar test", (_, item) => {
    expect(startersFaults(item, starterQuestions(item.topic, seededRandom(3)))).toEqual([]);
  });

  it("asks about a piece of writing as writing, not 'who is most affected by a short story'", () => {
    const starters = starterQuestions("a short story about a lighthouse keeper", seededRandom(1));
    expect(starters.join(" ")).not.toMatch(/affected by a short story|look like in ten years/);
    expect(starters).toContain("What is a strong opening line for your short story about a lighthouse keeper?");
  });

  it("speaks to the writer and writes a name with its capitals", () => {
    expect(brainstormStarters("my first job interview next week", seededRandom(1)).join(" ")).toContain("your first job interview next week");
    expect(starterQuestions("ada lovelace", seededRandom(1)).join(" ")).toContain("What is the most surprising thing about Ada Lovelace?");
    expect(starterQuestions("solar panels", seededRandom(1))).toContain("Why do solar panels matter to you?");
  });
});

describe("a topic typed with a capital, shown inside a sentence", () => {
  it("starts in lower case after the sentence's own start, names keep their capitals", () => {
    const ideas = brainstormStarters("A small bakery business", seededRandom(3)).concat(brainstormStarters("A community garden", seededRandom(5)));
    for (const idea of ideas) expect(idea).not.toMatch(/\S\s+A (?:small bakery|community garden)/);
    expect(ideas.join(" ")).toMatch(/\ba (?:small bakery|community garden)/);
    const named = brainstormStarters("Ada Lovelace", seededRandom(3)).join(" ");
    expect(named).toMatch(/Ada Lovelace/);
  });
});
