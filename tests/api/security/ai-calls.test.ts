// AI calls follow the request: an abandoned call stops (and keeps the budget it took), and a text too
// long for the remote deadline goes to the local engine up front instead of after the deadline.
import { NextRequest } from "next/server";
import { POST as enhancePunctuation } from "@/app/api/ai/enhance-punctuation/route";
import { closeRateLimitStore, resetRateLimits } from "@/lib/server/rate-limit";
import { providerTokensSpent } from "@/lib/server/ai-usage/provider-budget";
import { createAnthropicProvider } from "@/lib/ai/providers/anthropic";
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
  /** Starts an AI call for `cookie` that the fake provider never answers; resolves once the provider was asked. */
  async function startDroppedCall(cookie: string, text = "hello there how are you") {
    const seen = fake.requests.length;
    const controller = new AbortController();
    const response = enhancePunctuation(punctuationRequest(cookie, text, controller.signal), { params: Promise.resolve({}) });
    await waitFor(() => fake.requests.length > seen);
    return { drop: () => controller.abort(), response };
  }

  it(
    "stop when the client goes away, without the local fallback, but keep the request they took from the user's budget",
    () => withEnv(anthropic({ AI_RATE_LIMIT_PER_MINUTE: "1" }), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "hang" }));
      const started = Date.now();
      const call = await startDroppedCall(cookie);
      call.drop();
      const res = await call.response;
      expect(Date.now() - started).toBeLessThan(3_000); // not the 5 s deadline
      expect(res.status).toBe(499);

      // The provider was asked: the dropped call's request is spent, so the one-a-minute budget is too.
      fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hello there. How are you?" } }));
      const next = await enhancePunctuation(punctuationRequest(cookie, "hello there how are you"), { params: Promise.resolve({}) });
      expect(next.status).toBe(429);
      expect(next.headers.get("retry-after")).toMatch(/^\d+$/);
    })(),
  );

  it(
    "reserve their most expensive outcome in the instance's daily budget before the provider is asked, and keep it when dropped",
    async () => {
      const text = "hello there how are you";
      const oneCall = createAnthropicProvider({ apiKey: "k", model: "m", timeoutMs: 1 }).estimateTokens!("enhancePunctuation", { text });
      // The daily budget is the instance's, and the API tests of another worker spend from it too: when
      // they took some of the room between reading what was spent and the calls, the calls are answered
      // locally (the provider never asked), and the room is measured again.
      let spent = 0;
      let statuses: number[] = [];
      for (let attempt = 0; attempt < 3 && statuses.join() !== "499,499"; attempt++) {
        spent = await providerTokensSpent();
        // Room for two calls today: the attack is many parallel calls, each dropped before it finishes.
        await withEnv(anthropic({ AI_DAILY_TOKEN_BUDGET: String(spent + 2 * oneCall) }), async () => {
          fake.respond(() => ({ kind: "hang" }));
          const calls = [await startDroppedCall((await createUser()).cookie, text), await startDroppedCall((await createUser()).cookie, text)];
          for (const call of calls) call.drop();
          statuses = (await Promise.all(calls.map((c) => c.response))).map((r) => r.status);
        })();
      }
      await withEnv(anthropic({ AI_DAILY_TOKEN_BUDGET: String(spent + 2 * oneCall) }), async () => {
        expect(statuses).toEqual([499, 499]);
        expect(await providerTokensSpent()).toBeGreaterThanOrEqual(spent + 2 * oneCall);

        // The budget is spent by the two dropped calls: a third user's call is answered locally, the provider not asked.
        const asked = fake.requests.length;
        const third = await callRoute(enhancePunctuation, { method: "POST", cookie: (await createUser()).cookie, body: { text } });
        expect(third.status).toBe(200);
        expect((await json<{ engine: string }>(third)).engine).toBe("local");
        expect(fake.requests.length).toBe(asked);
      })();
    },
  );

  it(
    "are capped at AI_CONCURRENT_CALLS running at once per user: one more is 429 until one ends",
    () => withEnv(anthropic({ AI_RATE_LIMIT_PER_MINUTE: "100", AI_CONCURRENT_CALLS: "2" }), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "hang" }));
      const running = [await startDroppedCall(cookie), await startDroppedCall(cookie)];
      const asked = fake.requests.length;
      const third = await callRoute(enhancePunctuation, { method: "POST", cookie, body: { text: "one more please" } });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBe("5");
      expect(fake.requests.length).toBe(asked);
      // Another user is not held up by this one.
      const other = await startDroppedCall((await createUser()).cookie);
      running.push(other);
      running[0].drop();
      expect((await running[0].response).status).toBe(499);
      // One ended: there is room again.
      const again = await startDroppedCall(cookie);
      running.push(again);
      for (const call of running.slice(1)) call.drop();
      await Promise.all(running.map((c) => c.response));
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
