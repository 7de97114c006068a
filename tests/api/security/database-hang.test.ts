// A database that hangs (accepts, never answers) while requests are in flight and queued: every
// request still gets a 503 in the standard shape, none hangs and none is a 500, and the next
// request after the database answers again succeeds on the same process (no restart). The
// short version of the hang in `npm run test:load`, through the same TCP proxy.
import { GET as listDocuments, POST as createDocument } from "@/app/api/documents/route";
import { GET as getDocument, PUT as saveDocument } from "@/app/api/documents/[id]/route";
import { startTcpProxy, type TcpProxy } from "@/tests/support/tcp-proxy";
import { createBoundedPool } from "@/lib/server/db-pool";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

type ErrorBody = { error: { code: string; message: string } };

let proxy: TcpProxy;
beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {}); // one "database is unavailable" line per request
  const target = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
});
afterAll(async () => {
  await proxy.close();
  await disconnectDb();
});

it("answers 503 to every request while the database hangs, then recovers without a restart", async () => {
  const { cookie } = await createUser();
  // 1 s to get a connection, statements cancelled after 1 s, a silent socket given up after 3 s.
  const timeouts = { DATABASE_CONNECT_TIMEOUT_MS: "1000", DATABASE_STATEMENT_TIMEOUT_MS: "1000" };
  await withEnv({ DATABASE_URL: proxy.urlFor(process.env.DATABASE_URL!), ...timeouts }, async () => {
    expect((await callRoute(listDocuments, { cookie })).status).toBe(200); // connections are open

    proxy.stall();
    // More requests than the pool has connections: some wait for one, some have a query sent.
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 14 }, () => callRoute(listDocuments, { cookie })));
    const elapsed = Date.now() - started;
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await json<ErrorBody>(res)).error.code).toBe("service_unavailable");
    }
    expect(elapsed).toBeLessThan(15_000); // answered, not hung (the read timeout is 3 s)

    await proxy.forward();
    const after = await callRoute(listDocuments, { cookie });
    expect(after.status).toBe(200);
  })();
}, 40_000);

it("answers 503 to saves (transactions) while the database hangs, never a 500, then saves again", async () => {
  const { cookie } = await createUser();
  const created = await json<{ id: string; version: number }>(
    await callRoute(createDocument, { method: "POST", cookie, body: { title: "Kept", content: "First words." } }),
  );
  const save = (content: string, version: number) =>
    callRoute(saveDocument, { method: "PUT", cookie, params: { id: created.id }, body: { title: "Kept", content, version } });
  // Waiting for a connection may take 3 s, longer than Prisma's own 2 s default for starting a
  // transaction (which answered 500 "Unable to start a transaction in the given time").
  const timeouts = { DATABASE_CONNECT_TIMEOUT_MS: "3000", DATABASE_STATEMENT_TIMEOUT_MS: "1000" };
  await withEnv({ DATABASE_URL: proxy.urlFor(process.env.DATABASE_URL!), ...timeouts }, async () => {
    expect((await save("Second words.", created.version)).status).toBe(200);

    proxy.stall();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => save(`Words ${i}.`, created.version + 1)));
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await json<ErrorBody>(res)).error.code).toBe("service_unavailable");
    }

    await proxy.forward();
    // No connection that hung is handed out again: the next save goes through at once.
    const current = await json<{ version: number; content: string }>(await callRoute(getDocument, { cookie, params: { id: created.id } }));
    expect(current.content).toBe("Second words.");
    const after = await save("Third words.", current.version);
    expect(after.status).toBe(200);
    expect((await json<{ content: string }>(after)).content).toBe("Third words.");
  })();
}, 60_000);

it("never pools a connection handed back inside a failed transaction", async () => {
  // Prisma's adapter releases a transaction's connection without ROLLBACK when COMMIT fails; under
  // the load test's hang the next request on it read "current transaction is aborted" (a 500).
  const pool = createBoundedPool({ connectionString: process.env.DATABASE_URL, max: 1, operationTimeoutMillis: 10_000 });
  try {
    const client = await pool.connect();
    await client.query("BEGIN");
    await expect(client.query("SELECT 1 / 0")).rejects.toThrow(/division by zero/);
    client.release();
    const { rows } = await pool.query<{ ok: number }>("SELECT 1 AS ok");
    expect(rows).toEqual([{ ok: 1 }]);
  } finally {
    await pool.end();
  }
});
