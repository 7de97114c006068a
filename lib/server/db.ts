import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { createBoundedPool } from "@/lib/server/db-pool";

// One client per process and database URL (kept on globalThis so dev reloads do not open new pools).
const globalForDb = globalThis as unknown as { saywriteDb?: { url: string; client: PrismaClient } };

function createClient(): PrismaClient {
  const e = env();
  // A database that does not answer must not hang requests: give up connecting after a few
  // seconds, have the server cancel slow statements, and stop waiting on a silent socket. One
  // database operation (a query, or a whole transaction) gets the statement timeout + 2 s in all,
  // its wait for a connection included (db-pool.ts).
  const operationMs = e.DATABASE_STATEMENT_TIMEOUT_MS + 2000;
  const pool = createBoundedPool({
    connectionString: e.DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: e.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: e.DATABASE_STATEMENT_TIMEOUT_MS,
    query_timeout: operationMs,
    operationTimeoutMillis: operationMs,
  });
  return new PrismaClient({
    // (adapter-pg types pg with its own copy of @types/pg; at run time it is the same pg.Pool)
    adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0], { disposeExternalPool: true }),
    // Prisma's own transaction clocks must not fire before the pool's: by default it gave up
    // waiting for a connection after 2 s (a 500 under load) and ended transactions after 5 s.
    transactionOptions: { maxWait: e.DATABASE_CONNECT_TIMEOUT_MS + 1000, timeout: operationMs + 1000 },
  });
}

export function getDb(): PrismaClient {
  const url = env().DATABASE_URL;
  if (globalForDb.saywriteDb?.url !== url) {
    void globalForDb.saywriteDb?.client.$disconnect().catch(() => {});
    globalForDb.saywriteDb = { url, client: createClient() };
  }
  return globalForDb.saywriteDb.client;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb() as unknown as Record<string | symbol, unknown>;
    const value = client[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

// Prisma's codes for "cannot reach / timed out / connection closed / no free connection", and
// P2028, a transaction that could not start or finish in its time.
const PRISMA_UNAVAILABLE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
// Driver adapter error kinds for the same.
const ADAPTER_UNAVAILABLE = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// PostgreSQL: 08xxx connection exceptions, 53300 too many connections, 57014 statement timeout,
// 57P01-57P03 server shutting down or starting up.
const PG_UNAVAILABLE = /^(08...|53300|57014|57P0[1-3])$/;
// node-postgres's own messages when the socket fails or stays silent, and pg-pool's when every
// connection is busy (stuck on a hanging database) and no new one could be made in time.
const SOCKET_FAILURE =
  /connection timeout|Connection terminated|Query read timeout|timeout exceeded when trying to connect|not queryable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH/i;

/** Whether an error means the database is unreachable or overloaded (a 503), not a bug (a 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as {
      code?: unknown;
      kind?: unknown;
      originalCode?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
      cause?: unknown;
    };
    if (typeof e.code === "string" && (PRISMA_UNAVAILABLE.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
    if (typeof e.kind === "string" && ADAPTER_UNAVAILABLE.has(e.kind)) return true;
    if (typeof e.originalCode === "string" && PG_UNAVAILABLE.test(e.originalCode)) return true;
    const adapterCause = e.meta?.driverAdapterError?.cause;
    if (typeof adapterCause?.kind === "string" && ADAPTER_UNAVAILABLE.has(adapterCause.kind)) return true;
    if (typeof adapterCause?.originalCode === "string" && PG_UNAVAILABLE.test(adapterCause.originalCode)) return true;
    if (typeof e.message === "string" && SOCKET_FAILURE.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
