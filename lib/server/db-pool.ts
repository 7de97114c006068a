import "server-only";
// The connection pool under Prisma, bounded so a hanging database cannot hold a request past the
// stated limit, and so a connection that hung is never handed out again.
//
// node-postgres bounds each step on its own: waiting for a connection (connectionTimeoutMillis)
// and each query (query_timeout). Added up they exceeded the stated bound: a save waited ~5 s for
// a connection, then its query hung 17 s (22 s). And Prisma's driver adapter ends a transaction by
// releasing its connection as healthy even when a query on it timed out, so the next request got
// a connection still stuck on the hung query. Here every checkout gets one deadline, counted from
// when the connection was asked for: each query on it may only use what is left. A connection
// whose query timed out or failed at the socket is marked broken: later queries on it fail at
// once, and releasing it closes it instead of pooling it, as does releasing one still inside a
// transaction or a query.
import pg from "pg";

type Checkout = { deadline: number; broken?: Error };
type QueryFn = (...args: unknown[]) => unknown;

const checkouts = new WeakMap<pg.PoolClient, Checkout>();
const BROKEN_CONNECTION = /Query read timeout|Connection terminated|ECONNRESET|EPIPE|not queryable/i;

export function createBoundedPool(config: pg.PoolConfig & { operationTimeoutMillis: number }): pg.Pool {
  const { operationTimeoutMillis, ...poolConfig } = config;
  const pool = new pg.Pool(poolConfig);
  const connect = pool.connect.bind(pool) as (cb: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => void;
  // pg-pool calls connect(callback) itself for pool.query, and Prisma calls connect() for transactions.
  pool.connect = function boundedConnect(callback?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) {
    const deadline = Date.now() + operationTimeoutMillis;
    const promise = new Promise<pg.PoolClient>((resolve, reject) => {
      connect((err, client, done) => {
        if (client) {
          guard(client);
          checkouts.set(client, { deadline });
        }
        callback?.(err, client, done);
        if (err || !client) reject(err);
        else resolve(client);
      });
    });
    if (callback) {
      promise.catch(() => {}); // answered through the callback
      return undefined;
    }
    return promise;
  } as typeof pool.connect;
  return pool;
}

/** Wraps a pooled client's query and release once; the checkout state says what they may do. */
function guard(client: pg.PoolClient) {
  const tagged = client as pg.PoolClient & { __bounded?: true };
  if (tagged.__bounded) return;
  tagged.__bounded = true;
  const query = client.query.bind(client) as QueryFn;
  const release = client.release.bind(client);

  client.query = function boundedQuery(config: unknown, values?: unknown, callback?: unknown) {
    const checkout = checkouts.get(client);
    if (checkout?.broken) return fail(checkout.broken, values, callback);
    const remaining = checkout ? Math.max(1, checkout.deadline - Date.now()) : undefined;
    const bounded = withQueryTimeout(config, remaining);
    const noteFailure = (err: unknown) => {
      if (checkout && err instanceof Error && BROKEN_CONNECTION.test(err.message)) checkout.broken = err;
    };
    const cb = typeof values === "function" ? values : callback;
    if (typeof cb === "function") {
      const wrapped = (err: unknown, res: unknown) => {
        if (err) noteFailure(err);
        (cb as QueryFn)(err, res);
      };
      return typeof values === "function" ? query(bounded, wrapped) : query(bounded, values, wrapped);
    }
    const result = query(bounded, values) as Promise<unknown> | unknown;
    if (result && typeof (result as Promise<unknown>).catch === "function") {
      return (result as Promise<unknown>).catch((err: unknown) => {
        noteFailure(err);
        throw err;
      });
    }
    return result;
  } as typeof client.query;

  client.release = function boundedRelease(err?: Error | boolean) {
    const broken = checkouts.get(client)?.broken ?? unsafeToReuse(client);
    checkouts.delete(client);
    return release(err || broken);
  };
}

/**
 * A connection handed back inside a transaction (Prisma releases it without ROLLBACK when COMMIT
 * fails) or with a query still running would give the next request "current transaction is
 * aborted" or someone else's answer: close it instead.
 */
function unsafeToReuse(client: pg.PoolClient): Error | undefined {
  const c = client as pg.PoolClient & { getTransactionStatus?: () => string | null; _activeQuery?: unknown; _queryQueue?: unknown[] };
  const status = c.getTransactionStatus?.();
  if (status === "T" || status === "E") return new Error(`released inside a transaction (status ${status})`);
  if (c._activeQuery || c._queryQueue?.length) return new Error("released with a query still running");
  return undefined;
}

/** The query with its read timeout cut to what is left of the checkout's time. */
function withQueryTimeout(config: unknown, remaining: number | undefined): unknown {
  if (remaining === undefined) return config;
  if (typeof config === "string") return { text: config, query_timeout: remaining };
  if (config && typeof config === "object") {
    const existing = (config as { query_timeout?: number }).query_timeout;
    const timeout = existing ? Math.min(existing, remaining) : remaining;
    // A Query object (has submit) is passed on as is: node-postgres reads its query_timeout too.
    if (typeof (config as { submit?: unknown }).submit === "function") {
      (config as { query_timeout?: number }).query_timeout = timeout;
      return config;
    }
    return { ...(config as object), query_timeout: timeout };
  }
  return config;
}

function fail(err: Error, values: unknown, callback: unknown) {
  const cb = typeof values === "function" ? values : callback;
  const error = new Error(`Connection terminated: an earlier query on this connection failed (${err.message})`);
  if (typeof cb === "function") {
    process.nextTick(() => (cb as QueryFn)(error));
    return undefined;
  }
  return Promise.reject(error);
}
