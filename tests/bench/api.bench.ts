// API throughput and latency (run by `npm run bench`, not by the tests).
//
// GET and PUT /api/documents/{id} at 64 connections (autocannon), three ways in the same run:
//   ours  - the real route (session cookie, handler wrapper, zod, ownership in the query);
//   floor - a bare route handler in the same build (app/api/bench-floor, bench builds only)
//           running the same Prisma query with no session and no wrapper: the framework's floor;
//   pg    - the same SELECT/UPDATE sent straight through `pg` from Node: the database's limit.
// Then p50/p99 for list, open, save and dashboard stats, and the plans of the SQL Prisma sends for
// those reads (recorded in the app, explained with the planner's defaults on tables of realistic size).
// Each connection reads/saves its own document (saves carry the version the last save returned).
import { performance } from "node:perf_hooks";
import autocannon, { type RequestParams, type Result } from "autocannon";
import { Pool } from "pg";
import type { BenchResults } from "./support/results";
import { fmtMs, fmtX } from "./support/results";
import { signUp, type BenchAccount, type RunningApp } from "./support/app";
import { createRealisticAccount, fillToRealisticSize, withClient } from "./support/realistic-data";

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** The app's own pool size (lib/server/db.ts), used for raw pg too. */
const POOL = 10;

const PARAGRAPH =
  "Today I want to write about the reading group. We met on Tuesday and talked about the book, and everyone had something to say about the ending. ";
const CONTENT = PARAGRAPH.repeat(20); // ~560 words, ~2.9 KB

type Doc = { id: string; version: number };

async function createDocs(app: RunningApp, account: BenchAccount, n: number): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${app.origin}/api/documents`, {
      method: "POST",
      headers: { cookie: account.cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: `Bench ${i}`, content: CONTENT, type: "document" }),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    const d = (await res.json()) as Doc;
    docs.push({ id: d.id, version: d.version });
  }
  return docs;
}

type Figures = { rps: number; p50: number; p99: number; errors: number; requests: number };

function figures(r: Result): Figures {
  const bad = r.errors + r.timeouts + r.non2xx;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: bad, requests: r.requests.total };
}

/** autocannon against one path per connection (its own document); PUT follows the returned version. */
async function cannon(
  url: string,
  docs: Doc[],
  method: "GET" | "PUT",
  headers: Record<string, string>,
  seconds: number,
  pathOf: (id: string) => string,
): Promise<Figures> {
  // One document per connection, kept in the client's own closure: autocannon clears a request's
  // `ctx` every time it loops over its request list (here: after every request), so a document
  // kept there would move between connections and two saves could race on one version.
  let next = 0;
  const requestFor = (doc: Doc) => ({
    method,
    setupRequest(req: RequestParams) {
      const out = { ...req, method, path: pathOf(doc.id), headers: { ...headers } };
      if (method === "PUT") {
        out.headers["content-type"] = "application/json";
        out.body = JSON.stringify({ title: "Bench", content: CONTENT, type: "document", version: doc.version });
      }
      return out;
    },
    onResponse(status: number, body: string) {
      if (method !== "PUT") return;
      if (status === 200) doc.version = (JSON.parse(body) as Doc).version;
      // a conflict (counted as an error) carries the current copy: go on from its version, as the
      // editor does, so one stale version cannot fail every later save of the connection
      else if (status === 409) {
        const current = (JSON.parse(body) as { error?: { issues?: { current?: Doc } } }).error?.issues?.current;
        if (current) doc.version = current.version;
      }
    },
  });
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [requestFor(docs[0])],
    setupClient(client) {
      client.setRequests([requestFor(docs[next++ % docs.length])]);
    },
  });
  return figures(r);
}

async function cannonPath(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  return figures(await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30, headers }));
}

const SELECT_SQL =
  'SELECT "id", "title", "content", "type", "version", "updated_at" FROM "documents" WHERE "id" = $1 AND "user_id" = $2 LIMIT 1';
const UPDATE_SQL =
  'UPDATE "documents" SET "title" = $1, "content" = $2, "type" = $3, "version" = "version" + 1, "updated_at" = $4 ' +
  'WHERE "id" = $5 AND "user_id" = $6 AND "version" = $7 RETURNING "id", "title", "content", "type", "version", "updated_at"';

/** 64 concurrent loops, each on its own document, through one pg Pool of the app's size. */
async function rawPg(databaseUrl: string, docs: Doc[], userId: string, method: "GET" | "PUT", seconds: number): Promise<Figures> {
  const pool = new Pool({ connectionString: databaseUrl, max: POOL });
  const lat: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async (doc: Doc) => {
    while (performance.now() < until) {
      const t = performance.now();
      try {
        if (method === "GET") {
          const r = await pool.query(SELECT_SQL, [doc.id, userId]);
          if (r.rowCount !== 1) errors++;
          JSON.stringify(r.rows[0]);
        } else {
          const r = await pool.query(UPDATE_SQL, ["Bench", CONTENT, "document", new Date(), doc.id, userId, doc.version]);
          if (r.rowCount !== 1) errors++;
          else doc.version = r.rows[0].version;
        }
      } catch {
        errors++;
      }
      lat.push(performance.now() - t);
    }
  };
  const start = performance.now();
  await Promise.all(docs.slice(0, CONNECTIONS).map((d) => worker(d)));
  const elapsed = (performance.now() - start) / 1000;
  await pool.end();
  lat.sort((a, b) => a - b);
  const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))];
  return { rps: lat.length / elapsed, p50: at(0.5), p99: at(0.99), errors, requests: lat.length };
}

async function syncVersions(databaseUrl: string, docs: Doc[]) {
  await new Promise((r) => setTimeout(r, 1000)); // saves still in flight when the last run stopped land first
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const r = await pool.query<{ id: string; version: number }>('SELECT "id", "version" FROM "documents" WHERE "id" = ANY($1)', [docs.map((d) => d.id)]);
    const byId = new Map(r.rows.map((row) => [row.id, row.version]));
    for (const d of docs) d.version = byId.get(d.id) ?? d.version;
  } finally {
    await pool.end();
  }
}

const rps = (f: Figures) => `${f.rps.toFixed(0)} req/s`;
const lat = (f: Figures) => `p50 ${fmtMs(f.p50)}, p99 ${fmtMs(f.p99)}`;

export async function runApiBench(app: RunningApp, results: BenchResults): Promise<void> {
  const db = app.kind === "embedded" ? "embedded" : "PostgreSQL";
  const account = await signUp(app.origin);
  const docs = await createDocs(app, account, CONNECTIONS);
  const ours = { cookie: account.cookie };
  const floor = { "x-bench-user": account.userId };
  const oursPath = (id: string) => `/api/documents/${id}`;
  const floorPath = (id: string) => `/api/bench-floor/documents/${id}`;

  // warm up every path (JIT, pools, Next's route modules)
  await cannon(app.origin, docs, "GET", ours, WARMUP_SECONDS, oursPath);
  await cannon(app.origin, docs, "GET", floor, WARMUP_SECONDS, floorPath);
  await syncVersions(app.databaseUrl, docs);
  await cannon(app.origin, docs, "PUT", ours, WARMUP_SECONDS, oursPath);
  await syncVersions(app.databaseUrl, docs);
  await cannon(app.origin, docs, "PUT", floor, WARMUP_SECONDS, floorPath);

  // a run ends with saves in flight whose answers were never read: take the versions from the database
  const sync = () => syncVersions(app.databaseUrl, docs);
  for (const method of ["GET", "PUT"] as const) {
    await sync();
    const o = await cannon(app.origin, docs, method, ours, SECONDS, oursPath);
    results.sampleLoad();
    await sync();
    const f = await cannon(app.origin, docs, method, floor, SECONDS, floorPath);
    results.sampleLoad();
    await sync();
    const p = await rawPg(app.databaseUrl, docs, account.userId, method, SECONDS);
    const name = `${method} /api/documents/{id}`;
    const section = `API ${db}`;
    results.add({ section, figure: `${name}: pg straight`, value: `${rps(p)}, ${lat(p)}`, target: "limit", data: { ...p } });
    results.add({ section, figure: `${name}: bare handler`, value: `${rps(f)}, ${lat(f)}, ${f.errors} errors`, target: "floor", data: { ...f } });
    results.add({ section, figure: `${name}: our route`, value: `${rps(o)}, ${lat(o)}`, target: "", data: { ...o } });
    results.add({ section, figure: `${method}: ours / bare, throughput`, value: fmtX(o.rps / f.rps), target: ">= 0.80x", met: o.rps / f.rps >= 0.8 });
    results.add({ section, figure: `${method}: ours / bare, p99`, value: fmtX(o.p99 / f.p99), target: "<= 2.00x", met: o.p99 / f.p99 <= 2 });
    results.add({ section, figure: `${method}: our route errors`, value: String(o.errors), target: "0", met: o.errors === 0 });
    results.add({ section, figure: `${method}: ours / pg straight`, value: fmtX(o.rps / p.rps), target: "report" });
  }

  // latency under load for the other everyday calls
  const list = await cannonPath(`${app.origin}/api/documents`, ours, SECONDS);
  results.add({ section: `API ${db}`, figure: "list GET /api/documents (64 docs)", value: `${lat(list)}, ${rps(list)}, ${list.errors} errors`, target: "report", data: { ...list } });
  const stats = await cannonPath(`${app.origin}/api/dashboard/stats?tz=Europe%2FLondon`, ours, SECONDS);
  results.add({ section: `API ${db}`, figure: "dashboard GET /api/dashboard/stats", value: `${lat(stats)}, ${rps(stats)}, ${stats.errors} errors`, target: "report", data: { ...stats } });

}

type SentQuery = { use: string; text: string; values: unknown[] };

/**
 * The plans of the SQL Prisma really sends for a signed-in visit's reads (recorded by the
 * bench-only route app/api/bench-floor/queries), for a reader with realistic data on tables of
 * realistic size, with the planner's default settings: a Seq Scan there is one production gets.
 */
export async function runQueryPlanBench(app: RunningApp, results: BenchResults) {
  const db = app.kind === "embedded" ? "embedded" : "PostgreSQL";
  const reader = await createRealisticAccount(app.origin, app.databaseUrl);
  await fillToRealisticSize(app.databaseUrl);
  const res = await fetch(`${app.origin}/api/bench-floor/queries?document=${reader.documentIds[0]}`, {
    headers: { "x-bench-user": reader.userId },
  });
  if (!res.ok) throw new Error(`the bench's query recorder answered ${res.status}`);
  const sent = ((await res.json()) as SentQuery[]).filter((q) => /^\s*(SELECT|WITH)\b/i.test(q.text));
  const { plans, sizes } = await withClient(app.databaseUrl, async (c) => {
    const plans: Array<SentQuery & { plan: string; seqScans: string[] }> = [];
    for (const q of sent) {
      const r = await c.query(`EXPLAIN ${q.text}`, q.values);
      const plan = r.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n");
      const seqScans = [...plan.matchAll(/Seq Scan on "?(\w+)"?/g)].map((m) => m[1]);
      plans.push({ ...q, plan, seqScans });
      console.log(`[bench] SQL sent by Prisma (${q.use}): ${q.text}\n${plan.replace(/^/gm, "    ")}`);
    }
    const counts = await c.query<{ documents: string; voice_sessions: string; game_progress: string }>(
      "SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM voice_sessions) AS voice_sessions, (SELECT count(*) FROM game_progress) AS game_progress",
    );
    return { plans, sizes: counts.rows[0] };
  });
  const bad = plans.filter((p) => p.seqScans.length);
  // a read that recorded nothing would pass unexplained
  const unrecorded = ["dashboard statistics", "documents list", "open a document"].filter((use) => !plans.some((p) => p.use === use));
  results.add({
    section: `API ${db}`,
    figure: `query plans: ${plans.length} statements Prisma sent (dashboard, list, open), planner defaults, ${Number(sizes.documents).toLocaleString("en-US")} documents`,
    value: unrecorded.length
      ? `nothing recorded for: ${unrecorded.join(", ")}`
      : bad.length
        ? `Seq Scan in: ${bad.map((p) => `${p.use} (${p.seqScans.join(", ")})`).join("; ")}`
        : `all ${plans.length} use an index`,
    target: "no Seq Scan",
    met: unrecorded.length === 0 && bad.length === 0,
    data: { sizes, queries: plans },
  });
}
