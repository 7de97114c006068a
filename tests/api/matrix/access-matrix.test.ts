// The access matrix over every endpoint × method found in app/api/**/route.ts (see endpoints.ts):
// coverage of the table, 401 for anonymous callers, 404 for another user's rows, no leak of
// another user's data, and no cross-site or non-JSON mutation.
import { resetRateLimits } from "@/lib/server/rate-limit";
import { disconnectDb, TEST_ORIGIN } from "../support";
import { ENDPOINTS, MUTATING, splitKey } from "./endpoints";
import { callEndpoint, coveredKeys, expectStandardError, routeByKey } from "./call";
import { buildWorld, type World } from "./world";

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
beforeEach(() => resetRateLimits());
afterAll(disconnectDb);

const entryLine = (key: string) => {
  const { method, path } = splitKey(key);
  const sample = path.includes("[") ? ` params: (w) => ({ ... }),` : "";
  const body = MUTATING.has(method) ? " body: () => ({ /* a valid body */ })," : "";
  return `"${key}": {${sample}${body} }`;
};

describe("the matrix covers every route file", () => {
  it("has a line for every endpoint × method exported under app/api", () => {
    const missing = [...routeByKey().keys()].filter((k) => !(k in ENDPOINTS));
    if (missing.length) {
      throw new Error(
        `These endpoints are not in the access matrix. Add to ENDPOINTS in tests/api/matrix/endpoints.ts:\n` +
          missing.map((k) => `  ${entryLine(k)}`).join("\n") +
          `\n(add public: "why" if anyone may call it, owns: "document"|... if its [id] is the caller's own row, ai: true if it calls the AI provider)`,
      );
    }
  });

  it("has no line for an endpoint that no longer exists", () => {
    const stale = Object.keys(ENDPOINTS).filter((k) => !routeByKey().has(k));
    expect(stale).toEqual([]);
  });

  it("marks every route that calls the AI provider (app/api/ai/** or imports @/lib/server/ai or @/lib/ai) with ai: true", () => {
    const callsAi = [...routeByKey().values()]
      .filter((r) => r.path.startsWith("/api/ai/") || /from "@\/lib\/(server\/)?ai[/"]/.test(r.source))
      .map((r) => r.key);
    const marked = Object.keys(ENDPOINTS).filter((k) => ENDPOINTS[k].ai);
    for (const key of callsAi) {
      if (!ENDPOINTS[key]?.ai) throw new Error(`${key} calls the AI provider: add ai: true to its line in tests/api/matrix/endpoints.ts`);
    }
    expect(marked.sort()).toEqual(callsAi.sort());
  });
});

describe("anonymous callers", () => {
  it.each(coveredKeys((k) => !ENDPOINTS[k].public))("%s answers 401 JSON", async (key) => {
    const res = await callEndpoint(key, w);
    expect(res.status).toBe(401);
    expect(await expectStandardError(res, key)).toMatchObject({ code: "unauthorized" });
  });

  it.each(coveredKeys((k) => !!ENDPOINTS[k].public && !ENDPOINTS[k].httpOnly))("%s is public on purpose and never a 5xx", async (key) => {
    const res = await callEndpoint(key, w);
    expect(res.status).toBeLessThan(500);
  });
});

describe("another user's rows", () => {
  it.each(coveredKeys((k) => !!ENDPOINTS[k].owns))("%s answers 404 to user B for user A's row", async (key) => {
    const res = await callEndpoint(key, w, { cookie: w.b.cookie });
    expect(res.status).toBe(404);
    const text = await res.clone().text();
    await expectStandardError(res, key);
    for (const secret of w.secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("left every one of A's rows as it was", async () => {
    const res = await callEndpoint("GET /api/documents/[id]", w, { cookie: w.a.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: w.a.documentId, version: w.a.documentVersion });
    const consultation = await callEndpoint("GET /api/consultations/[id]", w, { cookie: w.a.cookie });
    expect(await consultation.json()).toMatchObject({ status: "pending" });
  });

  it.each(coveredKeys((k) => splitKey(k).method === "GET" && !ENDPOINTS[k].httpOnly))("%s never shows user B any of user A's data", async (key) => {
    const res = await callEndpoint(key, w, { cookie: w.b.cookie });
    const text = (await res.text()).toLowerCase();
    for (const secret of w.secrets) {
      if (text.includes(secret.toLowerCase())) throw new Error(`${key} showed user B "${secret}" from user A's rows`);
    }
    expect(res.status).toBeLessThan(500);
  });
});

describe("cross-site and non-JSON mutations are refused", () => {
  const mutations = () => coveredKeys((k) => MUTATING.has(splitKey(k).method));

  it.each(mutations())("%s: a form post from another site gets 403", async (key) => {
    const sites: Array<Record<string, string>> = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { origin: TEST_ORIGIN, "sec-fetch-site": "same-site" },
    ];
    for (const headers of sites) {
      const res = await callEndpoint(key, w, {
        cookie: w.a.cookie,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        rawBody: "title=pwned&content=pwned",
      });
      expect([403, 415]).toContain(res.status);
      await expectStandardError(res, `${key} ${JSON.stringify(headers)}`);
    }
  });

  it.each(mutations().filter((k) => !ENDPOINTS[k].public?.startsWith("next-auth")))(
    "%s: text/plain, form-urlencoded and multipart bodies get 415",
    async (key) => {
      const json = JSON.stringify(ENDPOINTS[key].body?.(w) ?? {});
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const res = await callEndpoint(key, w, { cookie: w.a.cookie, headers: { "content-type": type }, rawBody: json });
        expect(res.status).toBe(415);
        await expectStandardError(res, `${key} as ${type}`);
      }
    },
  );
});
