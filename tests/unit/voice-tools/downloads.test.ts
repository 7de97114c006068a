import { actionItemLine, legalText, minutesText, studyGuideText } from "@/lib/voice-tools/downloads";
import { brainstormMarkdown, brainstormTitle, createDocumentHref, customPromptFromStarters } from "@/lib/voice-tools/brainstorm";
import { CONFIDENTIAL_FOOTER, confidentialityBanner } from "@/lib/voice-tools/legal";
import { confidentialityLevels } from "@/lib/schemas/ai";

const notes = {
  summary: "Cells make energy.",
  keyTerms: [{ term: "Mitochondria", definition: "Makes energy.", importance: "high" as const }],
  mainPoints: ["Cells are small."],
  questions: ["What makes energy?"],
  formattedNotes: "# Notes\nCells.",
};

describe("study guide", () => {
  it("has the header, every section and the notes", () => {
    const text = studyGuideText({ courseTitle: " Biology ", lecturerName: "Dr Ada", date: "2026-11-23", notes });
    expect(text).toBe(
      [
        "Biology - Study Guide",
        "Lecturer: Dr Ada",
        "Date: 2026-11-23",
        "",
        "SUMMARY",
        "Cells make energy.",
        "",
        "KEY TERMS",
        "- Mitochondria (high): Makes energy.",
        "",
        "MAIN POINTS",
        "1. Cells are small.",
        "",
        "REVIEW QUESTIONS",
        "1. What makes energy?",
        "",
        "DETAILED NOTES",
        "# Notes\nCells.",
        "",
      ].join("\n"),
    );
  });
});

describe("minutes", () => {
  const minutes = {
    summary: "We planned.",
    keyPoints: ["Budget agreed."],
    actionItems: [
      { task: "Send the budget", assignee: "Ana", priority: "high" as const },
      { task: "Book a room", priority: "low" as const },
    ],
    transcript: "We planned the budget.",
  };
  it("lists action items with assignee and priority, and the rounded duration", () => {
    const text = minutesText({ title: "Sync", participants: ["Ana", "Ben"], date: "2026-11-23", durationMinutes: 1, minutes });
    expect(text).toContain("Sync - Meeting Minutes\nDate: 2026-11-23\nDuration: 1 minute\nParticipants: Ana, Ben\n");
    expect(text).toContain("ACTION ITEMS\n- Send the budget (Assignee: Ana; Priority: high)\n- Book a room (Assignee: Unassigned; Priority: low)\n");
    expect(text).toContain("TRANSCRIPT\nWe planned the budget.\n");
    expect(minutesText({ title: "S", participants: [], date: "d", durationMinutes: 12, minutes })).toContain("Duration: 12 minutes\nParticipants: None listed");
    expect(actionItemLine({ task: "x", assignee: "  ", priority: "medium" })).toBe("- x (Assignee: Unassigned; Priority: medium)");
  });
});

describe("legal download", () => {
  it("starts with the level's banner carrying date and case number, and ends with the confidential footer", () => {
    for (const level of confidentialityLevels) {
      const text = legalText({
        caseNumber: "CV-1",
        clientName: "",
        documentType: "memo",
        level,
        date: "2026-11-23",
        document: { formattedDocument: "MEMORANDUM\nBody.", keyPoints: ["A point"], citations: [], actionItems: ["File it"] },
      });
      expect(text.startsWith(confidentialityBanner(level, "2026-11-23", "CV-1"))).toBe(true);
      expect(text.endsWith(CONFIDENTIAL_FOOTER)).toBe(true);
      expect(text).toContain("Document Type: Legal Memorandum\n\nMEMORANDUM\nBody.");
      expect(text).not.toContain("Client:");
      expect(text).not.toContain("CITATIONS");
    }
  });
  it("chooses the banner by level", () => {
    expect(confidentialityBanner("attorney-client", "D", "C")).toContain("ATTORNEY-CLIENT PRIVILEGED");
    expect(confidentialityBanner("work-product", "D", "C")).toContain("ATTORNEY WORK PRODUCT");
    expect(confidentialityBanner("confidential", "D", "C")).toContain("CONFIDENTIAL LEGAL DOCUMENT");
    const pub = confidentialityBanner("public", "2026-01-02", "C-9");
    expect(pub).toContain("LEGAL DOCUMENT\nDate: 2026-01-02\nCase Number: C-9");
    expect(pub).not.toContain("CONFIDENTIAL");
  });
});

describe("brainstorm", () => {
  const starters = ["One?", "Two?", "Three?", "Four?", "Five?"];
  it("makes a custom creative prompt from a random starter with starters 2-4 as follow-ups", () => {
    expect(customPromptFromStarters(starters, 0)).toEqual({ id: "custom", category: "creative", prompt: "One?", followUp: ["Two?", "Three?", "Four?"] });
    expect(customPromptFromStarters(starters, 0.999).prompt).toBe("Five?");
  });
  it("writes the session as Markdown and links it to the editor", () => {
    const md = brainstormMarkdown(
      "What if?",
      {
        ideas: ["Idea A"],
        structure: { writingApproach: "Start small.", outline: [{ title: "Intro", points: ["Hook"] }], nextSteps: ["Draft"] },
      },
      " raw words ",
    );
    expect(md).toBe(
      "# Brainstorm: What if?\n\n## Key Ideas\n- Idea A\n\n## Suggested Outline\n1. **Intro**\n   - Hook\n\n## Writing Approach\nStart small.\n\n## Next Steps\n- Draft\n\n## Raw Transcript\nraw words",
    );
    expect(brainstormMarkdown("P", { ideas: [] }, "t")).toBe("# Brainstorm: P\n\n## Raw Transcript\nt");
    expect(createDocumentHref("# A & B")).toBe("/editor?content=%23%20A%20%26%20B");
    expect(createDocumentHref("# A", brainstormTitle(" What if? "))).toBe("/editor?content=%23%20A&title=Brainstorm%3A%20What%20if%3F");
  });
  it("titles the document after the prompt, cut to fit a title", () => {
    expect(brainstormTitle("What if?")).toBe("Brainstorm: What if?");
    const long = brainstormTitle("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith("...")).toBe(true);
  });
});
