import { generateTemplate, TEMPLATE_CATEGORIES } from "@/lib/ai/local/templates";
import { generatedTemplateSchema, templateTypes } from "@/lib/schemas/ai";

describe("generateTemplate (local)", () => {
  it.each(templateTypes.map((t) => [t]))("builds a real %s template", (type) => {
    const t = generateTemplate(type, []);
    expect(generatedTemplateSchema.safeParse(t).success).toBe(true);
    expect(t.structure.sections.length).toBeGreaterThanOrEqual(6);
    for (const s of t.structure.sections) expect(t.content).toContain(s.title.toUpperCase());
    expect(t.tags).toContain(TEMPLATE_CATEGORIES[type]);
  });

  it("uses the requirements: topic in the name, tone, and each requirement in the right section", () => {
    const t = generateTemplate("business-letter", ["job application for a teaching assistant role", "formal", "mention 5 years volunteering with children", "ask for an interview"]);
    expect(t.name).toBe("Business letter: job application for a teaching assistant role");
    expect(t.content).toContain("Tone: formal");
    const guidance = (title: string) => t.structure.sections.find((s) => s.title === title)?.guidance ?? "";
    expect(guidance("The details")).toContain("5 years volunteering with children");
    expect(guidance("What you would like to happen")).toContain("ask for an interview");
    expect(t.description).toContain("4 requirements");
  });

  it("reads audience and length", () => {
    const t = generateTemplate("presentation", ["10 slides", "for investors", "include a budget chart"]);
    expect(t.content).toContain("For: investors");
    expect(t.content).toContain("Length: about 10 slides");
    expect(t.content).toContain("a budget chart");
  });
});
