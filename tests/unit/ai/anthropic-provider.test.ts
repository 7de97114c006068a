/**
 * The real @anthropic-ai/sdk against a fake Messages API on 127.0.0.1: success (plain and
 * streamed tool use), and every failure (malformed output, schema mismatch, 529, 429,
 * timeout) ends in a valid answer from the local engine that says so.
 */
import { createAiRunner } from "@/lib/server/ai";
import { createAnthropicProvider } from "@/lib/ai/providers/anthropic";
import { createLocalProvider } from "@/lib/ai/providers/local";
import type { AiProvider } from "@/lib/ai/provider";
import { punctuationResultSchema, meetingMinutesSchema } from "@/lib/schemas/ai";
import { startFakeAnthropic, type FakeAnthropic } from "@/tests/support/fake-anthropic";
import { meetingFixture } from "@/tests/fixtures/ai/meeting";

jest.setTimeout(30_000);

let fake: FakeAnthropic;
let logs: string[];
let runner: ReturnType<typeof createAiRunner>;
const TEXT = "hello sarah the report is ready can you check it";

beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(() => fake.close());

beforeEach(() => {
  fake.requests.length = 0;
  logs = [];
  const remote = createAnthropicProvider({ apiKey: "sk-test", baseURL: fake.baseURL, model: "claude-sonnet-5-5", timeoutMs: 1500, maxRetries: 0 });
  runner = createAiRunner({ remote, local: createLocalProvider(), log: (m) => logs.push(m) });
});

describe("Anthropic provider: success", () => {
  it("sends the model id, the key, a forced tool call with the job's JSON schema, and the text as data", async () => {
    fake.respond(() => ({ kind: "tool", input: { starters: ["Why gardens?", "Who gardens?", "Where to garden?"] } }));
    const result = await runner.brainstormStarters({ topic: "community gardens" });
    expect(result).toEqual({ starters: ["Why gardens?", "Who gardens?", "Where to garden?"], engine: "anthropic" });
    const req = fake.requests[0];
    expect(req.body.model).toBe("claude-sonnet-5-5");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body.stream).toBeFalsy();
    expect(req.body.tool_choice).toMatchObject({ type: "tool", name: "submit_brainstorm_starters" });
    expect(req.body.tools?.[0].input_schema).toMatchObject({ type: "object", required: ["starters"] });
    expect(req.body.system).toContain("Never invent facts");
    expect(JSON.stringify(req.body.messages)).toContain("<user_text>\\ncommunity gardens\\n</user_text>");
  });

  it("reads a streamed tool call (SSE) for long jobs", async () => {
    fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hello Sarah, the report is ready. Can you check it?" } }));
    const result = await runner.enhancePunctuation({ text: TEXT });
    expect(fake.requests[0].body.stream).toBe(true);
    expect(result).toEqual({ enhancedText: "Hello Sarah, the report is ready. Can you check it?", engine: "anthropic" });
  });

  it("accepts JSON in a text block when the model answers in prose", async () => {
    fake.respond(() => ({ kind: "text", text: 'Here you go: {"starters": ["One?", "Two?", "Three?"]}' }));
    expect(await runner.brainstormStarters({ topic: "x" })).toMatchObject({ engine: "anthropic", starters: ["One?", "Two?", "Three?"] });
  });
});

describe("Anthropic provider: every failure is answered by the local engine", () => {
  const expectLocalPunctuation = (result: unknown) => {
    expect(punctuationResultSchema.safeParse(result).success).toBe(true);
    expect(result).toEqual({ enhancedText: "Hello Sarah, the report is ready. Can you check it?", engine: "local" });
  };

  it("malformed JSON in the stream", async () => {
    fake.respond(() => ({ kind: "malformed-json" }));
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
    expect(logs[0]).toMatch(/enhancePunctuation: anthropic failed .*\(invalid_output\)/);
  });

  it("malformed JSON in a plain response", async () => {
    fake.respond(() => ({ kind: "malformed-json" }));
    const result = await runner.brainstormStarters({ topic: "gardens" });
    expect(result.engine).toBe("local");
    expect(result.starters.join(" ")).toContain("gardens");
  });

  it("output that fails the job's schema", async () => {
    fake.respond(() => ({ kind: "tool", input: { summary: 42 } }));
    const result = await runner.processMeeting(meetingFixture);
    expect(result.engine).toBe("local");
    expect(meetingMinutesSchema.safeParse(result).success).toBe(true);
    expect(result.actionItems.some((a) => a.assignee === "Ahmed Khan")).toBe(true);
  });

  it("punctuation that changes the writer's words", async () => {
    fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hi Sarah. The document is finished." } }));
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
  });

  it("529 overloaded", async () => {
    fake.respond(() => ({ kind: "status", status: 529 }));
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
    expect(logs[0]).toContain("(overloaded 529)");
  });

  it("429 rate limited and 500", async () => {
    fake.respond(() => ({ kind: "status", status: 429, retryAfter: 1 }));
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
    fake.respond(() => ({ kind: "status", status: 500 }));
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
  });

  it("a request that never answers, within the timeout", async () => {
    fake.respond(() => ({ kind: "hang" }));
    const started = Date.now();
    expectLocalPunctuation(await runner.enhancePunctuation({ text: TEXT }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(logs[0]).toContain("(timeout)");
  });

  it("an answer that comes too late", async () => {
    fake.respond(() => ({ kind: "slow", delayMs: 3000, then: { kind: "tool", input: { starters: ["a?", "b?", "c?"] } } }));
    expect((await runner.brainstormStarters({ topic: "gardens" })).engine).toBe("local");
  });

  it("never logs the user's text", async () => {
    fake.respond(() => ({ kind: "status", status: 529 }));
    await runner.enhancePunctuation({ text: "my secret diary entry about margaret" });
    expect(logs.join("\n")).not.toMatch(/secret|diary|margaret/i);
  });

  it("returns the original text only when both engines fail", async () => {
    const broken = { ...createLocalProvider(), enhancePunctuation: async () => { throw new Error("boom"); } } as AiProvider;
    fake.respond(() => ({ kind: "status", status: 529 }));
    const both = createAiRunner({
      remote: createAnthropicProvider({ apiKey: "k", baseURL: fake.baseURL, model: "m", timeoutMs: 1000, maxRetries: 0 }),
      local: broken,
      log: () => {},
    });
    expect(await both.enhancePunctuation({ text: TEXT })).toEqual({ enhancedText: TEXT, engine: "local" });
  });
});

describe("the instance's daily provider budget", () => {
  it("reserves each call's most expensive outcome, settles it to the answer's tokens and, once spent, lets the local engine answer without calling the provider", async () => {
    let spent = 0;
    const reserved: number[] = [];
    const limit = 5_000;
    const budget = {
      reserve: async (tokens: number) => {
        if (spent + tokens > limit) return null;
        spent += tokens;
        reserved.push(tokens);
        return { settle: async (used: number) => void (spent += used - tokens) };
      },
    };
    const remote = createAnthropicProvider({ apiKey: "sk-test", baseURL: fake.baseURL, model: "m", timeoutMs: 1500, maxRetries: 0 });
    const budgeted = createAiRunner({ remote, local: createLocalProvider(), budget, log: (m) => logs.push(m) });
    fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hello Sarah, the report is ready. Can you check it?" } }));
    expect((await budgeted.enhancePunctuation({ text: TEXT })).engine).toBe("anthropic");
    // The reservation covered the prompt and max_tokens; the answer settled it to what the fake billed (42 in, 17 out).
    expect(reserved[0]).toBeGreaterThan(59);
    expect(spent).toBe(59);
    spent = limit - reserved[0] + 1;
    expectLocal(await budgeted.enhancePunctuation({ text: TEXT }));
    expect(fake.requests).toHaveLength(1);
    expect(logs).toContain("[ai] enhancePunctuation: the daily provider budget is spent; the local engine answers");
  });

  it("treats a budget it cannot read as spent", async () => {
    const budget = { reserve: async () => Promise.reject(new Error("database down")) };
    const remote = createAnthropicProvider({ apiKey: "sk-test", baseURL: fake.baseURL, model: "m", timeoutMs: 1500, maxRetries: 0 });
    const budgeted = createAiRunner({ remote, local: createLocalProvider(), budget, log: () => {} });
    expectLocal(await budgeted.enhancePunctuation({ text: TEXT }));
    expect(fake.requests).toHaveLength(0);
  });
});

const expectLocal = (result: unknown) => expect(result).toEqual({ enhancedText: "Hello Sarah, the report is ready. Can you check it?", engine: "local" });

describe("local engine without a key", () => {
  it("answers every job and says so", async () => {
    const local = createAiRunner({ local: createLocalProvider(), log: () => {} });
    const r = await local.enhancePunctuation({ text: TEXT });
    expect(r.engine).toBe("local");
  });
});
