// Anthropic misbehaving must never reach the user: for every AI-backed endpoint (derived from the
// route files, so a new one fails this test until it is in the table) and every way the provider
// can fail (slower than the deadline, 529 overloaded, a body that is not JSON, a cut-off tool
// call, a tool call that fails the job's zod schema, prose instead of a tool call), the endpoint
// still answers 200 with a result that passes the job's schema, marked `engine: "local"`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
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
import { JOB_SCHEMAS, type JobName } from "@/lib/ai/provider";
import { db } from "@/lib/server/db";
import { closeRateLimitStore, resetRateLimits } from "@/lib/server/rate-limit";
import { fakeAnthropicForSuite, type Behaviour } from "@/tests/support/fake-anthropic";
import { callRoute, createUser, disconnectDb, withEnv, type CallOptions } from "../support";

type Handler = Parameters<typeof callRoute>[0];
type Endpoint = {
  /** The route folder under app/api. */
  route: string;
  handler: Handler;
  job: JobName;
  status?: number;
  request: (ctx: { documentId: string }) => CallOptions;
};

const post = (url: string, body: unknown): CallOptions => ({ method: "POST", url, body });

// Short inputs, so every job fits the remote deadline and really goes to the (faulty) provider.
const ENDPOINTS: Endpoint[] = [
  { route: "ai/enhance-punctuation", handler: enhancePunctuation, job: "enhancePunctuation", request: () => post("/api/ai/enhance-punctuation", { text: "hi sarah the report is ready can you check it" }) },
  {
    route: "documents/[id]/enhance",
    handler: enhanceDocument,
    job: "enhanceDocument",
    request: ({ documentId }) => ({ method: "POST", url: `/api/documents/${documentId}/enhance`, params: { id: documentId } }),
  },
  { route: "templates/generate", handler: generateTemplate, job: "generateTemplate", status: 201, request: () => post("/api/templates/generate", { templateType: "memo", requirements: ["office move in may"] }) },
  { route: "pronunciation/generate", handler: pronunciationGenerate, job: "generatePronunciation", request: () => post("/api/pronunciation/generate", { language: "en-US", difficulty: "beginner", category: "words", count: 2 }) },
  { route: "pronunciation/analyze", handler: pronunciationAnalyze, job: "analyzePronunciation", request: () => post("/api/pronunciation/analyze", { audioTranscript: "she sought the weather was good", targetText: "She thought the weather was good.", language: "en-US" }) },
  { route: "brainstorm/prompt", handler: brainstormPrompt, job: "brainstormPrompt", request: () => ({ url: "/api/brainstorm/prompt?category=business" }) },
  { route: "brainstorm/starters", handler: brainstormStarters, job: "brainstormStarters", request: () => post("/api/brainstorm/starters", { topic: "electric cars" }) },
  { route: "brainstorm/analyze", handler: brainstormAnalyze, job: "analyzeBrainstorm", request: () => post("/api/brainstorm/analyze", { prompt: "A better park", transcript: "the park needs better lighting we could add more benches near the playground and a community garden would bring people together" }) },
  { route: "transcription/lecture", handler: lecture, job: "processLecture", request: () => post("/api/transcription/lecture", { courseTitle: "Economics 101", lecturerName: "Dr Patel", transcript: "today we look at equilibrium equilibrium is the price where supply equals demand when demand rises the price rises" }) },
  { route: "transcription/meeting", handler: meeting, job: "processMeeting", request: () => post("/api/transcription/meeting", { meetingTitle: "Weekly", participants: ["Sarah Jones", "Ahmed Khan"], transcript: "ahmed will update the payment integration by friday sarah can you send the photos today" }) },
  { route: "legal/format", handler: legalFormat, job: "formatLegal", request: () => post("/api/legal/format", { documentType: "memo", caseInfo: { caseNumber: "CV-2026-1" }, transcript: "we must file the defence within 28 days see donoghue v stevenson 1932 ac 562" }) },
];

const DEADLINE_MS = 1500;

const FAULTS: Array<[string, Behaviour]> = [
  ["slower than the provider deadline", { kind: "slow", delayMs: DEADLINE_MS * 3 }],
  ["529 overloaded (after the SDK's one retry)", { kind: "status", status: 529 }],
  ["a body that is not JSON", { kind: "not-json" }],
  ["a cut-off tool call (malformed JSON)", { kind: "malformed-json" }],
  ["a tool call that fails the job's schema", { kind: "tool", input: { unexpected: ["not", "what", "was", "asked"], enhancedText: 42, content: null } }],
  ["prose instead of a tool call", { kind: "text", text: "Sure! Here is your answer." }],
];

/** Every route file under app/api that runs an AI job (it imports from lib/ai). */
function aiBackedRoutes(): string[] {
  const apiDir = path.join(process.cwd(), "app", "api");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts" && /from "@\/lib\/(server\/)?ai[/"]/.test(readFileSync(full, "utf8"))) {
        found.push(path.relative(apiDir, dir).split(path.sep).join("/"));
      }
    }
  };
  walk(apiDir);
  return found.sort();
}

const fakeRef = fakeAnthropicForSuite(async () => {
  await closeRateLimitStore();
  await disconnectDb();
});
beforeEach(() => resetRateLimits());

const anthropicEnv = () => ({
  ANTHROPIC_API_KEY: "sk-test",
  ANTHROPIC_BASE_URL: fakeRef.current.baseURL,
  ANTHROPIC_TIMEOUT_MS: String(DEADLINE_MS),
  AI_RATE_LIMIT_PER_MINUTE: "1000",
});

it("covers every AI-backed endpoint", () => {
  expect(ENDPOINTS.map((e) => e.route).sort()).toEqual(aiBackedRoutes());
});

describe.each(FAULTS)("Anthropic fails with %s", (_name, behaviour) => {
  it(
    "every AI endpoint still answers through the local engine",
    () => withEnv(anthropicEnv(), async () => {
      const { user, cookie } = await createUser();
      const doc = await db.document.create({
        data: { userId: user.id, title: "Note", content: "i dont think the the report is ready", type: "document" },
      });
      const fake = fakeRef.current;
      fake.respond(() => behaviour);
      const asked = fake.requests.length;
      // Four at a time: quick, without a busy machine's queue deciding the outcome.
      const results: Array<Record<string, unknown>> = [];
      for (let i = 0; i < ENDPOINTS.length; i += 4) {
        results.push(
          ...(await Promise.all(
            ENDPOINTS.slice(i, i + 4).map(async (endpoint) => {
              const res = await callRoute(endpoint.handler, { ...endpoint.request({ documentId: doc.id }), cookie });
              const body = (await res.json()) as Record<string, unknown>;
              const parsed = (JOB_SCHEMAS[endpoint.job] as ZodType).safeParse(body);
              return {
                route: endpoint.route,
                status: res.status,
                engine: body.engine,
                error: body.error,
                valid: parsed.success,
                expected: endpoint.status ?? 200,
              };
            }),
          )),
        );
      }
      const wrong = results.filter((r) => r.status !== r.expected || r.engine !== "local" || !r.valid);
      expect(wrong).toEqual([]);
      // The fault really happened on the provider: it was asked (at least once per endpoint).
      expect(fake.requests.length - asked).toBeGreaterThanOrEqual(ENDPOINTS.length);
    })(),
    60_000,
  );
});
