// The errors node-postgres really raises when the database hangs are "unavailable" (503), not bugs
// (500). Measured under load: with every pooled connection stuck on a hanging database, requests
// waiting for a connection failed with pg-pool's "timeout exceeded when trying to connect", which
// used to be a 500.
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { Pool } from "pg";
import { isDatabaseUnavailable } from "@/lib/server/db";

let server: Server;
const sockets = new Set<Socket>();
let port = 0;

beforeAll(async () => {
  // Accepts connections and never says a word.
  server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});

it("classes a hanging database's connect and pool-wait timeouts as unavailable", async () => {
  const pool = new Pool({ connectionString: `postgresql://postgres@127.0.0.1:${port}/x`, max: 1, connectionTimeoutMillis: 200 });
  pool.on("error", () => {});
  // The first query opens the only connection (which never completes); the second waits for it.
  const errors = await Promise.all([pool.query("SELECT 1").catch((e: unknown) => e), pool.query("SELECT 1").catch((e: unknown) => e)]);
  await pool.end().catch(() => {});
  const messages = errors.map((e) => (e as Error).message);
  expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/timeout exceeded when trying to connect/)]));
  for (const err of errors) expect(isDatabaseUnavailable(err)).toBe(true);
  // ...also when wrapped the way Prisma's driver adapter wraps it.
  for (const err of errors) expect(isDatabaseUnavailable({ name: "PrismaClientKnownRequestError", message: "x", cause: err })).toBe(true);
});

it("does not class a bug as unavailable", () => {
  expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  expect(isDatabaseUnavailable({ code: "P2002", message: "Unique constraint failed" })).toBe(false);
});
