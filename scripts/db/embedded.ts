// Embedded PostgreSQL for development and tests: PGlite (Postgres compiled to WASM) served
// over the wire protocol by PGLiteSocketServer, so the app, migrations and tests all talk to
// it through `pg` / @prisma/adapter-pg with one ordinary postgresql:// URL.
//
//   tsx scripts/db/embedded.ts [--data .data/pg] [--port 5433]
//     prints the URL on stdout and serves until SIGINT/SIGTERM (no --data = in memory).
//
// PGlite is ONE backend session shared by every connection. The socket server queues
// protocol messages and keeps a connection that is inside a transaction exclusive; we also
// keep it exclusive between the first message of an extended-protocol query (Parse/Bind/...)
// and its Sync, or another connection's Parse would replace the unnamed statement (a
// client's Bind with large parameters arrives in several TCP chunks). Consequences of the
// shared session: session settings (SET), advisory locks and temp tables are shared, and a
// connection idle in a transaction blocks every other connection until it ends.
import { mkdirSync, readFileSync, renameSync, rmSync, existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgresOptions {
  /** Folder for the data files; undefined = in memory (gone when stopped). */
  dataDir?: string;
  /** TCP port on 127.0.0.1; 0 (default) = any free port. */
  port?: number;
  /** Concurrent client connections (app pool + migrations + tests). Default 32. */
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** postgresql://postgres:postgres@127.0.0.1:<port>/postgres?sslmode=disable */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const db = await openPglite(options.dataDir);
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 32,
  });
  keepExtendedQueriesTogether(server);
  try {
    await server.start();
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  const port = Number(server.getServerConn().split(":").pop());
  let stopping: Promise<void> | undefined;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    stop: () => (stopping ??= stopServer(server, db)),
  };
}

async function stopServer(server: PGLiteSocketServer, db: PGlite): Promise<void> {
  await server.stop();
  // Detaching a connection that was inside a transaction rolls it back asynchronously: let
  // that finish before closing the database (close() checkpoints the data folder).
  await new Promise((resolve) => setTimeout(resolve, 20));
  await db.runExclusive(async () => {}).catch(() => {});
  if (!db.closed) await db.close();
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    return PGlite.create({ dataDir: dir });
  }
  return createInMemory();
}

// A fresh in-memory PGlite runs initdb (3-7 s on a busy 2-core machine); loading a snapshot of
// a freshly initialised cluster takes ~1 s. The snapshot is cached per PGlite version.
async function createInMemory(): Promise<PGlite> {
  const file = templateFile();
  if (file && existsSync(file)) {
    try {
      const tar = readFileSync(file);
      return await PGlite.create({ loadDataDir: new Blob([tar]) });
    } catch {
      rmSync(file, { force: true });
    }
  }
  const db = await PGlite.create();
  if (file) {
    try {
      const dump = await db.dumpDataDir("none");
      mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
    } catch {
      // the cache is an optimisation only
    }
  }
  return db;
}

function templateFile(): string | undefined {
  try {
    const pkg = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
    const { version } = JSON.parse(readFileSync(pkg, "utf8")) as { version: string };
    const cacheDir = existsSync(path.join(process.cwd(), "node_modules"))
      ? path.join(process.cwd(), "node_modules", ".cache", "saywrite-pglite")
      : path.join(os.tmpdir(), "saywrite-pglite");
    return path.join(cacheDir, `initdb-${version}.tar`);
  } catch {
    return undefined;
  }
}

// ---- message scheduling ------------------------------------------------------------------

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

// Frontend messages that open or continue an extended-protocol exchange ending with Sync ("S"):
// Parse, Bind, Describe, Execute, Close, Flush.
const EXTENDED = new Set(["P", "B", "D", "E", "C", "H"].map((c) => c.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Replaces the socket server's scheduler (pglite-socket 0.2.17 internals, pinned) with one
 * that also keeps a connection exclusive until its extended-protocol exchange reaches Sync,
 * and that does not stall the queue for good when PGlite throws.
 */
function keepExtendedQueriesTogether(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== "function") {
    throw new Error("Unexpected @electric-sql/pglite-socket internals: check the pinned version (0.2.17)");
  }
  let midExchange = false;

  q.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner =
          this.lastHandlerId !== null && (midExchange || this.db.isInTransaction()) ? this.lastHandlerId : null;
        const index = owner === null ? 0 : this.queue.findIndex((m) => m.handlerId === owner);
        if (index === -1) break; // wait for the owner's next message
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          item.reject(err);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        midExchange = EXTENDED.has(item.message[0]);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away mid-exchange or mid-transaction must not block the others.
  q.clearTransactionIfNeeded = async function clearTransactionIfNeeded(this: QueryQueue, handlerId: number) {
    if (this.lastHandlerId !== handlerId) return;
    try {
      if (midExchange) await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC));
      if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    } catch {
      // the database may already be closing
    }
    midExchange = false;
    this.lastHandlerId = null;
    await this.processQueue();
  };
}

// ---- CLI ---------------------------------------------------------------------------------

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: string[]) {
  const dataDir = argValue(args, "--data");
  const port = Number(argValue(args, "--port") ?? 5433);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port: ${port}`);
  const server = await startEmbeddedPostgres({ dataDir, port });
  console.error(`[embedded-pg] serving ${dataDir ? `data in ${path.resolve(dataDir)}` : "an in-memory database"}`);
  console.log(server.url);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[embedded-pg] ${signal}: stopping`);
    server.stop().then(
      () => process.exit(0),
      (err) => {
        console.error("[embedded-pg] stop failed:", err);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

if (/scripts[\\/]db[\\/]embedded\.ts$/.test(process.argv[1] ?? "")) {
  main(process.argv.slice(2)).catch((err) => {
    console.error("[embedded-pg]", err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
