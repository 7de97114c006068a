// AI calls follow the request: an abandoned call stops (and gives its budget back), and a text too
// long for the remote deadline goes to the local engine up front instead of after the deadline.
import { NextRequest } from "next/server";
import { POST as enhancePunctuation } from "@/app/api/ai/enhance-punctuation/route";
import { closeRateLimitStore, resetRateLimits } from "@/lib/server/rate-limit";
import { startFakeAnthropic, type FakeAnthropic } from "@/tests/support/fake-anthropic";
import { callRoute, createUser, disconnectDb, json, TEST_ORIGIN, withEnv } from "../support";

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
  await closeRateLimitStore();
  await disconnectDb();
});
beforeEach(() => resetRateLimits());

const anthropic = (extra: Record<string, string> = {}) => ({
  ANTHROPIC_API_KEY: "sk-test",
  ANTHROPIC_BASE_URL: fake.baseURL,
  ANTHROPIC_TIMEOUT_MS: "5000",
  ...extra,
});

function punctuationRequest(cookie: string, text: string, signal?: AbortSignal) {
  const body = JSON.stringify({ text });
  return new NextRequest(new URL("/api/ai/enhance-punctuation", TEST_ORIGIN), {
    method: "POST",
    headers: { host: new URL(TEST_ORIGIN).host, origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
    body,
    signal,
  });
}

async function waitFor(check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

describe("abandoned AI calls", () => {
  it(
    "stop when the client goes away, without the local fallback, and cost no budget",
    () => withEnv(anthropic({ AI_RATE_LIMIT_PER_MINUTE: "1" }), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "hang" }));
      const seen = fake.requests.length;
      const controller = new AbortController();
      const started = Date.now();
      const pending = enhancePunctuation(punctuationRequest(cookie, "hello there how are you", controller.signal), {
        params: Promise.resolve({}),
      });
      await waitFor(() => fake.requests.length > seen);
      controller.abort();
      const res = await pending;
      expect(Date.now() - started).toBeLessThan(3_000); // not the 5 s deadline
      expect(res.status).toBe(499);

      // The abandoned call gave its request back: the one-a-minute budget is still there.
      fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hello there. How are you?" } }));
      const next = await enhancePunctuation(punctuationRequest(cookie, "hello there how are you"), { params: Promise.resolve({}) });
      expect(next.status).toBe(200);
      expect(await json(next)).toEqual({ enhancedText: "Hello there. How are you?", engine: "anthropic" });
    })(),
  );
});

describe("long texts", () => {
  it(
    "go to the local engine up front when the remote model could not answer before its deadline",
    () => withEnv(anthropic({ ANTHROPIC_TIMEOUT_MS: "10000" }), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "hang" }));
      const seen = fake.requests.length;
      const text = "this is a long dictated document with no punctuation at all ".repeat(80); // ~4,900 chars, over 10 s of output
      const started = Date.now();
      const res = await callRoute(enhancePunctuation, { method: "POST", cookie, body: { text } });
      expect(res.status).toBe(200);
      expect((await json<{ engine: string }>(res)).engine).toBe("local");
      expect(fake.requests.length).toBe(seen); // the remote model was never asked
      expect(Date.now() - started).toBeLessThan(8_000); // not the 10 s deadline
    })(),
  );

  it(
    "short texts still go to the remote model",
    () => withEnv(anthropic(), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hi." } }));
      const res = await callRoute(enhancePunctuation, { method: "POST", cookie, body: { text: "hi" } });
      expect((await json<{ engine: string }>(res)).engine).toBe("anthropic");
    })(),
  );
});
