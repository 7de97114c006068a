// Limits, table-tested over the access matrix: every body above its route's cap is 413 before it
// is parsed, and every AI route (ai: true in endpoints.ts, checked against the route files) is
// 401 signed out (access-matrix.test.ts), 413 over its size limit and 429 with Retry-After over
// the per-user budget.
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/ai";
import { disconnectDb, withEnv } from "../support";
import { ENDPOINTS } from "./endpoints";
import { callEndpoint, coveredKeys, expectStandardError } from "./call";
import { buildWorld, type World } from "./world";

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
beforeEach(() => resetRateLimits());
afterAll(disconnectDb);

// Above every route's cap (the largest, a document save, is about 1.5 MB). Not JSON: a 400
// would mean it was parsed before its size was checked.
const OVERSIZED = "[" + "1,".repeat(1_100_000);

describe("bodies above the limit", () => {
  const withBody = coveredKeys((k) => !!ENDPOINTS[k].body || k === "POST /api/auth/[...nextauth]");

  it.each(withBody)("%s answers 413 before parsing", async (key) => {
    const res = await callEndpoint(key, w, { cookie: w.a.cookie, rawBody: OVERSIZED, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect(await expectStandardError(res, key)).toMatchObject({ code: "too_large" });
  });
});

const aiRoutes = coveredKeys((k) => !!ENDPOINTS[k].ai);

/** How each AI route is sent too much text, when its body is not the way (see below). */
const TOO_MUCH_TEXT: Record<string, (w: World) => Promise<Parameters<typeof callEndpoint>[2]> | string> = {
  "POST /api/documents/[id]/enhance": async (w) => {
    const doc = await db.document.create({ data: { userId: w.a.id, content: "word ".repeat(MAX_TRANSCRIPT_CHARS / 4) } });
    return { params: { id: doc.id } };
  },
  "GET /api/brainstorm/prompt": () => "takes no text (only a category from a fixed list)",
};

describe("AI routes", () => {
  it.each(aiRoutes)("%s answers 413 when the text is over the transcript cap", async (key) => {
    const special = TOO_MUCH_TEXT[key];
    let call: Parameters<typeof callEndpoint>[2];
    if (special) {
      const made = await special(w);
      if (typeof made === "string") return; // nothing to send: the reason is the table entry
      call = made;
    } else {
      // Each string field in turn: one of them is the transcript, the others are capped lower (400).
      const valid = ENDPOINTS[key].body!(w) as Record<string, unknown>;
      const statuses: number[] = [];
      for (const field of Object.keys(valid).filter((f) => typeof valid[f] === "string")) {
        const res = await callEndpoint(key, w, { cookie: w.a.cookie, body: { ...valid, [field]: "a".repeat(MAX_TRANSCRIPT_CHARS + 1) } });
        statuses.push(res.status);
        await expectStandardError(res, `${key} with a long ${field}`);
      }
      expect(statuses.every((s) => s === 413 || s === 400)).toBe(true);
      if (!["POST /api/pronunciation/analyze", "POST /api/brainstorm/starters", "POST /api/pronunciation/generate"].includes(key)) {
        expect(statuses).toContain(413);
      }
      return;
    }
    const res = await callEndpoint(key, w, { cookie: w.a.cookie, ...call });
    expect(res.status).toBe(413);
    expect(await expectStandardError(res, key)).toMatchObject({ code: "too_large" });
  });

  it.each(aiRoutes)("%s answers 429 with Retry-After beyond the per-user budget, and only for that user", (key) =>
    withEnv({ AI_RATE_LIMIT_PER_MINUTE: "1" }, async () => {
      const first = await callEndpoint(key, w, { cookie: w.a.cookie });
      expect(first.status).toBeLessThan(300);
      const limited = await callEndpoint(key, w, { cookie: w.a.cookie });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await expectStandardError(limited, key)).toMatchObject({ code: "rate_limited" });
      const other = await callEndpoint(key, w, { cookie: w.b.cookie });
      expect(other.status).not.toBe(429);
    })(),
  );
});
