import type { Locator, Page } from "@playwright/test";
import { signedInTest as test, expect, expectNoA11yViolations, waitForHydration } from "./fixtures";
import { DEFAULT_PROFILE, profileInitScript } from "./accessibility-helpers";
import { draftKey, type ToolName } from "@/lib/voice-tools/tool-draft";

// What the voice tools write is set in the reader's own reading settings (font, size, line,
// letter and word spacing from the accessibility toolbar), and each piece of text takes its own
// direction: Arabic reads right to left. The results come from each tool's local draft (as after
// a reload), so no AI call is needed to show them.

const READER = { ...DEFAULT_PROFILE, fontSize: 20 };
const ARABIC = "يجب تقديم الطلب قبل نهاية الشهر.";

const DRAFTS: Record<Exclude<ToolName, "pronunciation">, { path: string; setup: object; result: object; texts: string[] }> = {
  legal: {
    path: "/legal-dictation",
    setup: { caseNumber: "CV-7", clientName: "", documentType: "motion", level: "confidential" },
    result: {
      formattedDocument: "MOTION TO COMPEL\n\nThe plaintiff moves the court to compel discovery.",
      keyPoints: ["Discovery is overdue."],
      citations: [],
      actionItems: [ARABIC],
      warnings: ["Check the filing deadline."],
      suggestions: ["Name the emails you want."],
    },
    texts: ["The plaintiff moves the court", "Discovery is overdue.", "Check the filing deadline.", "Name the emails you want."],
  },
  lecture: {
    path: "/lecture-notes",
    setup: { courseTitle: "Physics", lecturerName: "Dr. Noether" },
    result: {
      summary: "Energy is conserved when a system is symmetric in time.",
      keyTerms: [{ term: "Symmetry", definition: "A change that leaves the laws the same.", importance: "high" }],
      mainPoints: [ARABIC],
      questions: ["What does time symmetry give?"],
      formattedNotes: "notes",
    },
    texts: ["Energy is conserved", "A change that leaves the laws the same.", "What does time symmetry give?"],
  },
  meeting: {
    path: "/meeting-minutes",
    setup: { title: "Budget", participants: ["Ana"] },
    result: {
      summary: "The team agreed the budget.",
      keyPoints: ["Travel is cut by a tenth."],
      actionItems: [{ task: ARABIC, assignee: "Ana", priority: "high" }],
      transcript: "We agreed the budget.",
    },
    texts: ["The team agreed the budget.", "Travel is cut by a tenth.", "Assignee: Ana", "We agreed the budget."],
  },
  brainstorm: {
    path: "/brainstorm",
    setup: { prompt: { prompt: "A day at the sea", category: "creative", followUp: [] } },
    result: {
      ideas: [ARABIC, "Waves at dawn"],
      structure: { writingApproach: "Start with the sound of the waves.", outline: [{ title: "Morning", points: ["Cold sand"] }], nextSteps: ["Write the opening."] },
    },
    texts: ["Waves at dawn", "Start with the sound of the waves.", "Cold sand", "Write the opening."],
  },
};

async function storeDraft(page: Page, tool: ToolName, draft: object) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [draftKey(tool), JSON.stringify(draft)] as const);
}

/** The reading settings as the browser applies them to this element (the typeface: the first family named). */
const readingStyle = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { font: s.fontFamily.split(",")[0].trim(), fontSize: s.fontSize, lineHeight: s.lineHeight, letterSpacing: s.letterSpacing, wordSpacing: s.wordSpacing };
  });

for (const [tool, draft] of Object.entries(DRAFTS) as [ToolName, (typeof DRAFTS)[keyof typeof DRAFTS]][]) {
  test(`${tool}: the results are in the reader's font, size and spacing, and Arabic reads right to left`, async ({ page }) => {
    // the reader's settings in this browser and in their account (the shared test account may
    // carry another test's settings, and the newer copy wins)
    await profileInitScript(page, READER);
    const saved = await page.request.put("/api/accessibility/settings", { data: { profile: READER, updatedAt: new Date().toISOString() } });
    expect(saved.status()).toBe(200);
    await storeDraft(page, tool, { setup: draft.setup, transcript: "words", startedAt: Date.now() - 60_000, endedAt: Date.now(), result: draft.result });
    await page.goto(draft.path);
    await waitForHydration(page);
    const results = page.getByTestId(`${tool}-results`);
    await expect(results).toBeVisible();
    await expect.poll(async () => (await readingStyle(page.locator("body"))).fontSize).toBe("20px");
    const body = await readingStyle(page.locator("body"));
    for (const text of draft.texts) {
      const piece = results.getByText(text, { exact: false }).first();
      expect(await readingStyle(piece), `${tool}: "${text}"`).toEqual(body);
    }
    const arabic = results.getByText(ARABIC);
    expect(await readingStyle(arabic)).toEqual(body);
    expect(await arabic.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    if (tool === "legal") await expectNoA11yViolations(page);
  });
}
