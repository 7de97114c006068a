// Faults an unlucky user or an attacker meets: the database unreachable, deep JSON, next-auth's
// own endpoints fed junk, and user data cached by the browser.
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { GET as listDocuments, POST as createDocument } from "@/app/api/documents/route";
import { GET as health } from "@/app/api/health/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

type ErrorBody = { error: { code: string; message: string } };

afterAll(() => disconnectDb());

/** A "database" that accepts connections and never says a word (a black-holed network). */
async function blackHole(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/none`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe("the database is unreachable", () => {
  it("answers 503 with Retry-After in the standard shape, quickly, instead of hanging or a 500", async () => {
    const { cookie } = await createUser();
    const hole = await blackHole();
    try {
      await withEnv({ DATABASE_URL: hole.url, DATABASE_CONNECT_TIMEOUT_MS: "500" }, async () => {
        const started = Date.now();
        const res = await callRoute(listDocuments, { cookie });
        expect(res.status).toBe(503);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        const body = await json<ErrorBody>(res);
        expect(body.error.code).toBe("service_unavailable");
        expect(body.error.message).toMatch(/database/);
        expect(Date.now() - started).toBeLessThan(8_000);

        const down = await callRoute(health);
        expect(down.status).toBe(503);
      })();
    } finally {
      await hole.close();
    }
  }, 20_000);

  it("reports a healthy database as such", async () => {
    const res = await callRoute(health);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true, database: "ok" });
  });

  it("answers 503 when nothing listens on the database port", async () => {
    const { cookie } = await createUser();
    await withEnv({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none", DATABASE_CONNECT_TIMEOUT_MS: "500" }, async () => {
      const res = await callRoute(listDocuments, { cookie });
      expect(res.status).toBe(503);
      expect((await json<ErrorBody>(res)).error.code).toBe("service_unavailable");
    })();
  }, 20_000);
});

describe("deeply nested JSON", () => {
  it("is a 400, not a stack overflow (500)", async () => {
    const { cookie } = await createUser();
    const depth = 100_000;
    const rawBody = `{"title":"T","content":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const res = await callRoute(createDocument, {
      method: "POST",
      cookie,
      rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/nested too deeply/);
  });
});

describe("next-auth's endpoints read only small, well-formed bodies", () => {
  const post = (rawBody: string, contentType: string) =>
    callRoute(nextAuthPost as never, {
      method: "POST",
      url: "/api/auth/callback/credentials",
      rawBody,
      headers: { "content-type": contentType },
      params: { nextauth: ["callback", "credentials"] },
    });

  it("answers malformed JSON with 400", async () => {
    const res = await post("{not json", "application/json");
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe("bad_request");
  });

  it("answers a nested or non-string field with 400", async () => {
    expect((await post(JSON.stringify({ email: { $ne: 1 } }), "application/json")).status).toBe(400);
  });

  it("answers a huge body with 413 without reading it all", async () => {
    const res = await post(`email=${"a".repeat(200_000)}`, "application/x-www-form-urlencoded");
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).error.code).toBe("too_large");
  });

  it("answers other content types with 415", async () => {
    expect((await post("<xml/>", "text/xml")).status).toBe(415);
  });
});

describe("user data is never cached", () => {
  it("sends Cache-Control: no-store on user JSON and on errors", async () => {
    const { cookie } = await createUser();
    const me = await callRoute(currentUser, { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const docs = await callRoute(listDocuments, { cookie });
    expect(docs.headers.get("cache-control")).toBe("no-store");
    const signedOut = await callRoute(listDocuments);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
  });
});
