// Embedded PostgreSQL for development and tests: PGlite (Postgres compiled to WASM) served
// over the wire protocol by PGLiteSocketServer, so the app, migrations and tests all talk to
// it through `pg` / @prisma/adapter-pg with one ordinary postgresql:// URL.
//
//   tsx scripts/db/embedded.ts [--data .data/pg] [--port 5433]
//     prints the URL on stdout and serves until SIGINT/SIGTERM (no --data = in memory).
//
// PGlite is ONE backend session shared by every connection (see socket-scheduler.ts for how
// connections take turns). So session settings (SET), advisory locks and temp tables are
// shared, and a connection idle in a transaction blocks every other connection until it ends.
// pglite-socket itself accepts any password, so PGlite listens only on a Unix socket in a private
// folder and password-front.ts guards the TCP port with SCRAM-SHA-256: a generated password,
// kept next to a data folder (0600) so it survives restarts, random per run in memory. There is
// one role, postgres, and no TLS, hence `sslmode=disable` in the URL. PGlite cannot run inside a
// Jest test worker (it needs dynamic import() in a vm context): start it in globalSetup or a
// child process.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { Blob } from "node:buffer";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { repoRoot } from "./repo-root";
import { keepExtendedQueriesTogether } from "./socket-scheduler";
import { EMBEDDED_USER, startPasswordFront } from "./password-front";

export interface EmbeddedPostgresOptions {
  /** Folder for the data files; undefined = in memory (gone when stopped). */
  dataDir?: string;
  /** TCP port on 127.0.0.1; 0 (default) = any free port. */
  port?: number;
  /** Concurrent client connections (app pool + migrations + tests). Default 32. */
  maxConnections?: number;
}

/** Where a data folder's database password is kept: `<dataDir>-password`, readable by its owner only. */
export function passwordFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}-password`;
}

export interface EmbeddedPostgres {
  /** postgresql://postgres:<password>@127.0.0.1:<port>/postgres?sslmode=disable */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  const password = dataDir ? keptPassword(dataDir) : randomBytes(32).toString("base64url");
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const maxConnections = options.maxConnections ?? 32;
  // The Unix socket's folder is the owner's only (mkdtemp makes it 0700): nobody else reaches PGlite unasked.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), "saywrite-pg-"));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const release = () => {
    removeSocketDir();
    unlock();
  };
  let db: PGlite;
  try {
    db = await openPglite(dataDir);
  } catch (err) {
    release();
    throw err;
  }
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, "pglite.sock"), maxConnections });
  keepExtendedQueriesTogether(server);
  let front: Awaited<ReturnType<typeof startPasswordFront>>;
  try {
    await server.start();
    front = await startPasswordFront({
      host: "127.0.0.1",
      port: options.port ?? 0,
      backendPath: path.join(socketDir, "pglite.sock"),
      password,
      maxConnections,
    });
  } catch (err) {
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    release();
    throw err;
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `postgresql://${EMBEDDED_USER}:${password}@127.0.0.1:${front.port}/postgres?sslmode=disable`,
    port: front.port,
    stop: () => (stopping ??= front.close().then(() => stopServer(server, db)).finally(release)),
  };
}

/**
 * The data folder's password: read from its file, or generated once (32 random bytes, URL-safe)
 * and written readable by the owner only. The folder itself is made the owner's only too.
 */
function keptPassword(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = passwordFileFor(dataDir);
  let password = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (!/^[A-Za-z0-9_-]{32,}$/.test(password)) {
    password = randomBytes(32).toString("base64url");
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return password;
}

/**
 * PGlite does not guard its data folder: two processes opening it would corrupt it. A
 * `<dataDir>.lock` file holding the owner's pid keeps a second `npm start` out.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const release = () => {
    try {
      if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && isAlive(owner)) {
        throw new Error(`${dir} is in use by another embedded PostgreSQL (pid ${owner}); stop it or connect to it with DATABASE_URL`);
      }
      rmSync(lockFile, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
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
  if (!dataDir) return createInMemory();
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir });
}

// A fresh in-memory PGlite runs initdb (3-7 s on a busy 2-core machine); loading a snapshot of
// a freshly initialised cluster takes ~1 s. The snapshot is cached per PGlite version.
async function createInMemory(): Promise<PGlite> {
  const file = templateFile();
  if (file && existsSync(file)) {
    try {
      const tar = readFileSync(file);
      return await PGlite.create({ loadDataDir: new Blob([tar]) as unknown as globalThis.Blob });
    } catch {
      // unreadable snapshot: initialise from scratch below, which also rewrites it
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
    const modules = path.join(repoRoot(), "node_modules");
    const pkg = path.join(modules, "@electric-sql", "pglite", "package.json");
    const { version } = JSON.parse(readFileSync(pkg, "utf8")) as { version: string };
    const cacheDir = existsSync(modules)
      ? path.join(modules, ".cache", "saywrite-pglite")
      : path.join(os.tmpdir(), "saywrite-pglite");
    return path.join(cacheDir, `initdb-${version}.tar`);
  } catch {
    return undefined;
  }
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
