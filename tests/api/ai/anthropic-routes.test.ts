// With ANTHROPIC_API_KEY set, the routes use the real SDK (against a fake Messages API on
// 127.0.0.1) and fall back to the local engine when it fails; the response says which.
import { POST as enhancePunctuation } from "@/app/api/ai/enhance-punctuation/route";
import { POST as meeting } from "@/app/api/transcription/meeting/route";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { meetingFixture } from "@/tests/fixtures/ai/meeting";
import { startFakeAnthropic, type FakeAnthropic } from "@/tests/support/fake-anthropic";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
  await disconnectDb();
});
beforeEach(() => resetRateLimits());

const env = () => ({ ANTHROPIC_API_KEY: "sk-test", ANTHROPIC_BASE_URL: fake.baseURL, ANTHROPIC_MODEL: "claude-haiku-5-5", ANTHROPIC_TIMEOUT_MS: "3000" });

describe("AI routes with Anthropic configured", () => {
  it("answers with Anthropic when it works", async () => {
    await withEnv(env(), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "tool", input: { enhancedText: "Hello there. How are you?" } }));
      const res = await callRoute(enhancePunctuation, { method: "POST", url: "/api/ai/enhance-punctuation", body: { text: "hello there how are you" }, cookie });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ enhancedText: "Hello there. How are you?", engine: "anthropic" });
      expect(fake.requests.at(-1)?.body.model).toBe("claude-haiku-5-5");
    })();
  });

  it("falls back to the local engine on 529 overloaded and says so", async () => {
    await withEnv(env(), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "status", status: 529 }));
      const res = await callRoute(meeting, { method: "POST", url: "/api/transcription/meeting", body: meetingFixture, cookie });
      expect(res.status).toBe(200);
      const body = await json<{ engine: string; actionItems: Array<{ assignee?: string }> }>(res);
      expect(body.engine).toBe("local");
      expect(body.actionItems.some((a) => a.assignee === "Sarah Jones")).toBe(true);
    })();
  });

  it("never answers 500 for bad model output", async () => {
    await withEnv(env(), async () => {
      const { cookie } = await createUser();
      fake.respond(() => ({ kind: "tool", input: { actionItems: "not a list" } }));
      const res = await callRoute(meeting, { method: "POST", url: "/api/transcription/meeting", body: meetingFixture, cookie });
      expect(res.status).toBe(200);
      expect((await json<{ engine: string }>(res)).engine).toBe("local");
    })();
  });
});
