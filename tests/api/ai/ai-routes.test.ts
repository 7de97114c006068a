// The AI endpoints with the local engine (no ANTHROPIC_API_KEY in tests): signed-in only,
// zod-validated, 413 beyond the transcript cap, 429 beyond the per-user budget, spec shapes.
import { POST as enhancePunctuation } from "@/app/api/ai/enhance-punctuation/route";
import { POST as enhanceDocument } from "@/app/api/documents/[id]/enhance/route";
import { POST as generateTemplate } from "@/app/api/templates/generate/route";
import { POST as pronunciationGenerate } from "@/app/api/pronunciation/generate/route";
import { POST as pronunciationAnalyze } from "@/app/api/pronunciation/analyze/route";
import { GET as brainstormPrompt } from "@/app/api/brainstorm/prompt/route";
import { POST as brainstormStarters } from "@/app/api/brainstorm/starters/route";
import { POST as brainstormAnalyze } from "@/app/api/brainstorm/analyze/route";
import { POST as lecture } from "@/app/api/transcription/lecture/route";
import { POST as meeting } from "@/app/api/transcription/meeting/route";
import { POST as legalFormat } from "@/app/api/legal/format/route";
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/ai";
import { lectureFixture } from "@/tests/fixtures/ai/lecture";
import { meetingFixture } from "@/tests/fixtures/ai/meeting";
import { legalFixture } from "@/tests/fixtures/ai/legal";
import { brainstormFixture } from "@/tests/fixtures/ai/brainstorm";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

afterAll(disconnectDb);
beforeEach(() => resetRateLimits());

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string } };

const post = (handler: Parameters<typeof callRoute>[0], url: string, body: unknown, who?: Session) =>
  callRoute(handler, { method: "POST", url, body, cookie: who?.cookie });

describe("AI endpoints", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("are signed-in only (401)", async () => {
    for (const [handler, url] of [
      [enhancePunctuation, "/api/ai/enhance-punctuation"], [generateTemplate, "/api/templates/generate"],
      [pronunciationAnalyze, "/api/pronunciation/analyze"], [lecture, "/api/transcription/lecture"],
    ] as const) {
      expect((await post(handler, url, { text: "x" })).status).toBe(401);
    }
    expect((await callRoute(brainstormPrompt, { url: "/api/brainstorm/prompt" })).status).toBe(401);
  });

  describe("POST /api/ai/enhance-punctuation", () => {
    it("returns the punctuated text and the engine", async () => {
      const res = await post(enhancePunctuation, "/api/ai/enhance-punctuation", { text: "um hi sarah the report is ready can you check it" }, alice);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ enhancedText: "Hi Sarah, the report is ready. Can you check it?", engine: "local" });
    });

    it("punctuates what was just dictated around the full stop the speaker said, keeping it", async () => {
      const text = "the bus was late again this morning i missed the first half of the lecture.";
      const res = await post(enhancePunctuation, "/api/ai/enhance-punctuation", { text, dictated: true }, alice);
      expect(res.status).toBe(200);
      expect((await json<{ enhancedText: string }>(res)).enhancedText).toBe("The bus was late again this morning. I missed the first half of the lecture.");
      const bad = await post(enhancePunctuation, "/api/ai/enhance-punctuation", { text, dictated: "yes" }, alice);
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toContain("dictated must be true or false.");
    });

    it("is 400 with a clear message for empty text", async () => {
      const res = await post(enhancePunctuation, "/api/ai/enhance-punctuation", { text: "  " }, alice);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("There is no text to fix");
    });

    it("is 413 beyond the transcript cap", async () => {
      const res = await post(enhancePunctuation, "/api/ai/enhance-punctuation", { text: "a".repeat(MAX_TRANSCRIPT_CHARS + 1) }, alice);
      expect(res.status).toBe(413);
      expect((await json<ErrorBody>(res)).error.message).toContain("200,000 characters");
    });

    it("is 429 with Retry-After beyond the per-user budget", withEnv({ AI_RATE_LIMIT_PER_MINUTE: "2" }, async () => {
      const call = (who: Session) => post(enhancePunctuation, "/api/ai/enhance-punctuation", { text: "hello there" }, who);
      expect((await call(alice)).status).toBe(200);
      expect((await call(alice)).status).toBe(200);
      const limited = await call(alice);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await json<ErrorBody>(limited)).error.code).toBe("rate_limited");
      expect((await call(bob)).status).toBe(200); // budgets are per user
    }));
  });

  describe("POST /api/documents/{id}/enhance", () => {
    it("returns enhanced content for the owner and does not save it", async () => {
      const doc = await db.document.create({ data: { userId: alice.user.id, title: "Note", content: "i dont think the the report is ready", type: "document" } });
      const res = await callRoute(enhanceDocument, { method: "POST", url: `/api/documents/${doc.id}/enhance`, cookie: alice.cookie, params: { id: doc.id } });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ content: "I don't think the report is ready.", engine: "local" });
      const stored = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
      expect(stored.content).toBe("i dont think the the report is ready");
    });

    it("is 404 for someone else's document or a missing one", async () => {
      const doc = await db.document.create({ data: { userId: alice.user.id, title: "Private", content: "secret plans", type: "document" } });
      const other = await callRoute(enhanceDocument, { method: "POST", url: `/api/documents/${doc.id}/enhance`, cookie: bob.cookie, params: { id: doc.id } });
      expect(other.status).toBe(404);
      const missing = await callRoute(enhanceDocument, { method: "POST", url: "/api/documents/nope/enhance", cookie: alice.cookie, params: { id: "nope" } });
      expect(missing.status).toBe(404);
    });
  });

  describe("POST /api/templates/generate", () => {
    it("stores a private template for the user and returns its id", async () => {
      const res = await post(generateTemplate, "/api/templates/generate", { templateType: "report", requirements: ["  quarterly sales for the board ", " ", "include a chart"] }, alice);
      expect(res.status).toBe(201);
      const body = await json<{ id: string; name: string; category: string; content: string; engine: string; structure: { sections: unknown[] } }>(res);
      expect(body).toMatchObject({ name: "Report: quarterly sales", category: "business", engine: "local" });
      expect(body.content).toContain("For: board");
      expect(body.structure.sections.length).toBeGreaterThanOrEqual(6);
      const row = await db.template.findUniqueOrThrow({ where: { id: body.id } });
      expect(row).toMatchObject({ createdById: alice.user.id, isPublic: false, category: "business" });
      expect(row.content).toContain("a chart");
      expect(row.promptFields).toEqual(["quarterly sales for the board", "include a chart"]);
    });

    it("is 400 for an unknown template type", async () => {
      const res = await post(generateTemplate, "/api/templates/generate", { templateType: "poem", requirements: [] }, alice);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("Please select a template type.");
    });
  });

  describe("pronunciation", () => {
    it("generates an exercise for the chosen language", async () => {
      const res = await post(pronunciationGenerate, "/api/pronunciation/generate", { language: "fr-FR", difficulty: "beginner", category: "words", count: 1 }, alice);
      expect(res.status).toBe(200);
      const body = await json<{ exercises: Array<{ text: string; phonetic?: string; tips: string[] }>; engine: string }>(res);
      expect(body.engine).toBe("local");
      expect(body.exercises).toHaveLength(1);
      expect(["bonjour", "merci", "pain"]).toContain(body.exercises[0].text);
    });

    it("analyzes a recording against the target", async () => {
      const res = await post(pronunciationAnalyze, "/api/pronunciation/analyze", { audioTranscript: "she sought the weather was good", targetText: "She thought the weather was good.", language: "en-US" }, alice);
      const body = await json<{ accuracy: number; feedback: string; improvements: string[]; strengths: string[]; engine: string }>(res);
      expect(res.status).toBe(200);
      expect(body.accuracy).toBeGreaterThan(50);
      expect(body.accuracy).toBeLessThan(100);
      expect(body.improvements[0]).toContain("'thought'");
    });

    it("is 400 when nothing was recorded", async () => {
      const res = await post(pronunciationAnalyze, "/api/pronunciation/analyze", { audioTranscript: "", targetText: "hello", language: "en-US" }, alice);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("Nothing was recorded");
    });
  });

  describe("brainstorm", () => {
    it("gives a prompt for the category", async () => {
      const res = await callRoute(brainstormPrompt, { url: "/api/brainstorm/prompt?category=academic", cookie: alice.cookie });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ category: "academic", engine: "local", followUp: expect.any(Array) });
      const bad = await callRoute(brainstormPrompt, { url: "/api/brainstorm/prompt?category=poetry", cookie: alice.cookie });
      expect(bad.status).toBe(400);
    });

    it("gives starters for a topic and organises a brainstorm", async () => {
      const starters = await json<{ starters: string[] }>(await post(brainstormStarters, "/api/brainstorm/starters", { topic: "electric cars" }, alice));
      expect(starters.starters.every((s) => s.includes("electric cars"))).toBe(true);
      const res = await post(brainstormAnalyze, "/api/brainstorm/analyze", brainstormFixture, alice);
      const body = await json<{ ideas: string[]; structure: { outline: unknown[] }; engine: string }>(res);
      expect(res.status).toBe(200);
      expect(body.ideas.length).toBeGreaterThanOrEqual(5);
      expect(body.structure.outline.length).toBeGreaterThanOrEqual(3);
    });

    it("reads the phrases said at pauses, and answers phrases that are not text with a clear 400", async () => {
      const said = { transcript: "a plant swap a tea stall right by the gate", prompt: "open day", phrases: ["a plant swap", "a tea stall", "right by the gate"] };
      const body = await json<{ structure: { outline: Array<{ points: string[] }> } }>(await post(brainstormAnalyze, "/api/brainstorm/analyze", said, alice));
      expect(body.structure.outline.flatMap((o) => o.points)).toEqual(["A plant swap.", "A tea stall right by the gate."]);
      const bad = await post(brainstormAnalyze, "/api/brainstorm/analyze", { ...said, phrases: "a plant swap" }, alice);
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toContain("Phrases must be a list of text.");
    });
  });

  describe("transcription and legal", () => {
    it("turns a lecture into notes", async () => {
      const res = await post(lecture, "/api/transcription/lecture", lectureFixture, alice);
      const body = await json<{ keyTerms: Array<{ term: string }>; summary: string; formattedNotes: string; engine: string }>(res);
      expect(res.status).toBe(200);
      expect(body.keyTerms.map((t) => t.term)).toContain("equilibrium");
      expect(body.formattedNotes).toContain("## Key terms");
    });

    it("is 400 with a clear message for an empty lecture transcript", async () => {
      const res = await post(lecture, "/api/transcription/lecture", { ...lectureFixture, transcript: "" }, alice);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("The lecture transcript is empty");
    });

    it("turns a meeting into minutes with assigned action items", async () => {
      const res = await post(meeting, "/api/transcription/meeting", meetingFixture, alice);
      const body = await json<{ actionItems: Array<{ task: string; assignee?: string; priority: string }>; transcript: string }>(res);
      expect(res.status).toBe(200);
      expect(body.actionItems.find((a) => /payment integration/.test(a.task))?.assignee).toBe("Ahmed Khan");
      expect(body.transcript.startsWith("Okay, let us get started.")).toBe(true);
    });

    it("resolves due dates from the meeting date the client sends, and refuses a day that does not exist", async () => {
      const transcript = "priya will send the updated budget to finance by friday and tom can you book the venue for the launch it is urgent";
      const body = { meetingTitle: "Launch", participants: ["Priya Shah", "Tom Baker"], transcript, meetingDate: "2027-01-05" }; // a Tuesday
      const res = await post(meeting, "/api/transcription/meeting", body, alice);
      expect(res.status).toBe(200);
      expect((await json<{ actionItems: unknown[] }>(res)).actionItems).toEqual([
        { task: "Send the updated budget to finance", assignee: "Priya Shah", priority: "medium", dueDate: "2027-01-08" },
        { task: "Book the venue for the launch", assignee: "Tom Baker", priority: "high" },
      ]);
      const bad = await post(meeting, "/api/transcription/meeting", { ...body, meetingDate: "2027-02-30" }, alice);
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toContain("meeting date");
    });

    it("reads the pauses between the phrases sent with a meeting, and answers phrases that are not text with a clear 400", async () => {
      const phrases = ["the urn is fixed now", "nadia can you bring it on sunday"];
      const said = { meetingTitle: "Café rota", participants: ["Nadia Bell", "Owen Hart"], transcript: phrases.join(" "), phrases };
      const res = await post(meeting, "/api/transcription/meeting", said, alice);
      expect(res.status).toBe(200);
      expect((await json<{ transcript: string }>(res)).transcript).toBe("The urn is fixed now. Nadia, can you bring it on Sunday?");
      const bad = await post(meeting, "/api/transcription/meeting", { ...said, phrases: [42] }, alice);
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toContain("Each phrase must be text.");
    });

    it("formats a legal memo with citations and warnings", async () => {
      const res = await post(legalFormat, "/api/legal/format", legalFixture, alice);
      const body = await json<{ formattedDocument: string; citations: string[]; warnings: string[] }>(res);
      expect(res.status).toBe(200);
      expect(body.citations).toContain("Donoghue v Stevenson [1932] AC 562");
      expect(body.formattedDocument).toContain("Case No.: CV-2026-01482");
      expect(body.warnings.length).toBeGreaterThan(0);
    });

    it("is 400 without a case number", async () => {
      const res = await post(legalFormat, "/api/legal/format", { ...legalFixture, caseInfo: { caseNumber: "" } }, alice);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toContain("case number");
    });

    it("processes a transcript the voice tool wrote as it was shown (marksWritten), and refuses a marksWritten that is not true or false", async () => {
      const transcript = "please type the word comma in the box. The glass is half full stop worrying about it.";
      const res = await post(legalFormat, "/api/legal/format", { ...legalFixture, transcript, marksWritten: true }, alice);
      expect(res.status).toBe(200);
      expect((await json<{ formattedDocument: string }>(res)).formattedDocument).toMatch(/word comma in the box[\s\S]*half full stop worrying/i);
      const bad = await post(legalFormat, "/api/legal/format", { ...legalFixture, marksWritten: "yes" }, alice);
      expect(bad.status).toBe(400);
      expect((await json<ErrorBody>(bad)).error.message).toContain("marksWritten");
    });
  });
});
