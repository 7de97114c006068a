// Database tooling: the embedded PostgreSQL (several clients at once), migrations (deploy,
// Prisma's bookkeeping, checksums, the schema check) and the idempotent seed. Uses its own
// fresh in-memory databases, not the shared test database. PGlite cannot run inside a Jest
// worker, so they are served by child processes (`scripts/db/embedded.ts --port 0`), which also
// exercises its CLI.
import { execFile } from "node:child_process";
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { referenceTemplateId, type ReferenceTemplate } from "@/lib/server/seed-data";
import { seed } from "@/prisma/seed";
import { migrateDeploy, migrateStatus, readMigrations } from "@/scripts/db/migrate";
import { startEmbeddedProcess, type EmbeddedProcess } from "@/tests/support/embedded-process";

jest.setTimeout(30_000);

const root = process.cwd();
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const quiet = { log: () => {} };

function runMigrateCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ["scripts/db/migrate.ts", ...args], { cwd: root, timeout: 90_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let server: EmbeddedProcess;
let pool: pg.Pool;
let firstDeploy: { applied: string[] };
let check: ReturnType<typeof runMigrateCli>;

beforeAll(async () => {
  check = runMigrateCli(["check"]); // runs alongside the other tests (it starts its own database)
  server = await startEmbeddedProcess();
  pool = new pg.Pool({ connectionString: server.url, max: 10 });
  firstDeploy = await migrateDeploy(server.url, quiet);
  // two embedded databases start here side by side (this file's and the check's); a clean-clone CI
  // run with the app build beside Jest, at load 10 on 2 cores, took more than 60 s
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await Promise.all([server?.stop(), check]);
}, 90_000);

describe("migrations on a fresh embedded database", () => {
  const local = readMigrations();

  it("applies every migration in order and creates the tables with the spec's defaults", async () => {
    expect(local.length).toBeGreaterThan(0);
    expect(firstDeploy.applied).toEqual(local.map((m) => m.name));
    const { rows } = await pool.query<{ table_name: string; column_name: string; column_default: string }>(
      `SELECT table_name, column_name, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const defaultOf = (table: string, column: string) => rows.find((r) => r.table_name === table && r.column_name === column)?.column_default;
    expect(new Set(rows.map((r) => r.table_name))).toEqual(
      new Set(["users", "accounts", "sessions", "verification_tokens", "email_tokens", "sign_in_sessions", "documents", "document_revisions", "voice_sessions", "vocabulary_entries", "reward_events", "game_progress", "templates",
        "collaborations", "consultations", "training_programs", "training_modules", "user_training_progress", "accommodation_plans", "user_browsers", "ai_usage_days", "_prisma_migrations"]),
    );
    expect(defaultOf("documents", "title")).toBe("'Untitled Document'::text");
    expect(defaultOf("documents", "status")).toBe("'draft'::text");
    expect(defaultOf("voice_sessions", "language")).toBe("'en-US'::text");
    expect(defaultOf("consultations", "duration")).toBe("60");
    expect(defaultOf("templates", "is_public")).toBe("true");
  });

  it("records each migration as Prisma does, with the sha256 of migration.sql", async () => {
    const { rows } = await pool.query(`SELECT * FROM _prisma_migrations ORDER BY started_at`);
    expect(rows).toHaveLength(local.length);
    rows.forEach((row, i) => {
      const file = path.join(root, "prisma", "migrations", local[i].name, "migration.sql");
      expect(row).toMatchObject({
        migration_name: local[i].name,
        checksum: createHash("sha256").update(readFileSync(file)).digest("hex"),
        logs: null,
        rolled_back_at: null,
        applied_steps_count: 1,
      });
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
    });
  });

  it("does nothing when deployed again", async () => {
    expect(await migrateDeploy(server.url, quiet)).toEqual({ applied: [] });
    expect((await pool.query(`SELECT count(*)::int AS n FROM _prisma_migrations`)).rows[0].n).toBe(local.length);
    expect(await migrateStatus(server.url)).toMatchObject({ pending: [], failed: [], edited: [] });
  });

  it("refuses to deploy when an applied migration's file changed", async () => {
    const name = local[0].name;
    const { rows } = await pool.query(`SELECT checksum FROM _prisma_migrations WHERE migration_name = $1`, [name]);
    await pool.query(`UPDATE _prisma_migrations SET checksum = $2 WHERE migration_name = $1`, [name, "0".repeat(64)]);
    try {
      await expect(migrateDeploy(server.url, quiet)).rejects.toThrow(`Refusing to deploy: ${name} changed after it was applied`);
    } finally {
      await pool.query(`UPDATE _prisma_migrations SET checksum = $2 WHERE migration_name = $1`, [name, rows[0].checksum]);
    }
  });

  it("applies each migration once when two deploys race on an emptied database", async () => {
    await pool.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
    const results = await Promise.all([migrateDeploy(server.url, quiet), migrateDeploy(server.url, quiet)]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(local.map((m) => m.name).sort());
    const { rows } = await pool.query(`SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY 1`);
    expect(rows).toHaveLength(local.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it("`migrate.ts check` reports schema.prisma and the migrations in sync", async () => {
    const result = await check;
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Migrations are in sync with schema.prisma");
    expect(result.code).toBe(0);
  }, 90_000);
});

describe("embedded PostgreSQL with several clients", () => {
  it("serialises parallel transactions without losing updates", async () => {
    await pool.query(`CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0)`);
    const increment = async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query(`SELECT n FROM counter WHERE id = $1`, [1]);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await client.query(`UPDATE counter SET n = $1 WHERE id = 1`, [rows[0].n + 1]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: 40 }, increment));
    expect((await pool.query(`SELECT n FROM counter`)).rows[0].n).toBe(40);
  });

  it("keeps one client's Parse/Bind/Execute together when another client's query arrives in between", async () => {
    const a = await rawClient(server.url);
    const b = await rawClient(server.url);
    try {
      const replyA = a.next();
      a.send(parse("SELECT $1::text AS a_col"));
      await new Promise((resolve) => setTimeout(resolve, 30));
      const replyB = b.next();
      b.send(parse("SELECT $1::int + 100 AS b_col"), bind("1"), execute, sync);
      await new Promise((resolve) => setTimeout(resolve, 30));
      a.send(bind("hello"), execute, sync);
      expect(await replyA).toContain("hello");
      expect(await replyB).toContain("101");
    } finally {
      a.close();
      b.close();
    }
  });
});

describe("seed", () => {
  const templates: ReferenceTemplate[] = [
    { key: "test-meeting-notes", name: "Meeting notes", description: "Notes from a meeting", category: "business", tags: ["meeting"] },
    { key: "test-cover-letter", name: "Cover letter", description: "A job application letter", category: "career", structure: { sections: ["Opening"] } },
  ];

  it("upserts reference rows by key: running it twice leaves the same rows, updated", async () => {
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: server.url, max: 2 }) });
    try {
      await seed(db, templates);
      const first = await db.template.count();
      await seed(db, [{ ...templates[0], name: "Meeting notes (v2)" }, templates[1]]);
      expect(await db.template.count()).toBe(first);
      expect(first).toBe(2);
      const row = await db.template.findUniqueOrThrow({ where: { id: referenceTemplateId("test-meeting-notes") } });
      expect(row).toMatchObject({ name: "Meeting notes (v2)", isPublic: true, tags: ["meeting"], createdById: null });
    } finally {
      await db.$disconnect();
    }
  });
});

// ---- a minimal wire-protocol client, to control exactly when each message is sent ----------

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstring = (s: string) => Buffer.from(`${s}\0`);
const parse = (sql: string) => message("P", Buffer.concat([cstring(""), cstring(sql), Buffer.from([0, 0])]));
function bind(value: string): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(Buffer.byteLength(value));
  return message("B", Buffer.concat([cstring(""), cstring(""), Buffer.from([0, 0, 0, 1]), length, Buffer.from(value), Buffer.from([0, 0])]));
}
const execute = message("E", Buffer.concat([cstring(""), Buffer.alloc(4)]));
const sync = message("S", Buffer.alloc(0));
const READY = Buffer.from("Z\0\0\0\x05", "latin1");

async function rawClient(url: string) {
  const { port, password } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = Buffer.alloc(0);
  let waiter: (() => void) | undefined;
  socket.on("data", (data) => {
    received = Buffer.concat([received, data]);
    waiter?.();
  });
  // Resolves with everything received up to the next ReadyForQuery.
  const next = () =>
    new Promise<string>((resolve) => {
      const check = () => {
        const end = received.indexOf(READY);
        if (end < 0) return;
        const text = received.subarray(0, end + READY.length + 1).toString("latin1");
        received = received.subarray(end + READY.length + 1);
        waiter = undefined;
        resolve(text);
      };
      waiter = check;
      check();
    });
  // Resolves with the next authentication request's kind and data.
  const auth = () =>
    new Promise<{ kind: number; data: Buffer }>((resolve) => {
      const check = () => {
        if (received.length < 5 || received.length < 1 + received.readInt32BE(1)) return;
        const length = 1 + received.readInt32BE(1);
        const reply = { kind: received.readInt32BE(5), data: Buffer.from(received.subarray(9, length)) };
        received = received.subarray(length);
        waiter = undefined;
        resolve(reply);
      };
      waiter = check;
      check();
    });
  const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + params.length, 0);
  startup.writeInt32BE(196608, 4);
  const asked = auth();
  socket.write(Buffer.concat([startup, params]));
  expect((await asked).kind).toBe(10); // SCRAM-SHA-256, as the embedded database asks
  await scramSignIn(socket, decodeURIComponent(password), auth);
  await next();
  return { next, send: (...parts: Buffer[]) => socket.write(Buffer.concat(parts)), close: () => socket.destroy() };
}

/** The client side of SCRAM-SHA-256 (RFC 5802), as pg does it. */
async function scramSignIn(socket: net.Socket, password: string, auth: () => Promise<{ kind: number; data: Buffer }>) {
  const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data).digest();
  const clientNonce = randomBytes(18).toString("base64");
  const clientFirstBare = `n=*,r=${clientNonce}`;
  const first = Buffer.from(`n,,${clientFirstBare}`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(first.length);
  const serverFirstReply = auth();
  socket.write(message("p", Buffer.concat([cstring("SCRAM-SHA-256"), length, first])));
  const serverFirst = (await serverFirstReply).data.toString();
  const attrs = new Map(serverFirst.split(",").map((a) => [a[0], a.slice(2)] as const));
  const salted = pbkdf2Sync(password, Buffer.from(attrs.get("s")!, "base64"), Number(attrs.get("i")), 32, "sha256");
  const clientKey = hmac(salted, "Client Key");
  const withoutProof = `c=biws,r=${attrs.get("r")}`;
  const signature = hmac(createHash("sha256").update(clientKey).digest(), `${clientFirstBare},${serverFirst},${withoutProof}`);
  const proof = Buffer.from(clientKey.map((b, i) => b ^ signature[i]));
  const final = auth();
  socket.write(message("p", Buffer.from(`${withoutProof},p=${proof.toString("base64")}`)));
  expect((await final).kind).toBe(12); // the server proved it knows the password too
}
