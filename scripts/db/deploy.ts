// Applying migrations and reading their state, keeping the books exactly as Prisma Migrate does:
// the `_prisma_migrations` table with Prisma's DDL, sha256 checksums of migration.sql and Prisma's
// advisory-lock key, so native `prisma migrate deploy/status` accept the same database and folder
// on machines that have the schema-engine binary. Unlike Prisma, each migration runs in a
// transaction: a failed migration leaves nothing behind (it is recorded as rolled back, with the
// error in `logs`). Migrations therefore must not contain statements that cannot run in a
// transaction (CREATE INDEX CONCURRENTLY, ...); Prisma never generates those.
// No WASM here: the app's start script and the test set-up import this cheaply.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { repoRoot } from "./repo-root";

export interface MigrateOptions {
  /** Repository root holding prisma/schema.prisma and prisma/migrations (default: this repo). */
  root?: string;
  /** Progress output (default: console.log). */
  log?: (line: string) => void;
  /** How long deploy waits for another deploy's lock (default 60 s). */
  lockTimeoutMs?: number;
}

export interface LocalMigration {
  /** Folder name, e.g. 20260101120000_init */
  name: string;
  sql: string;
  /** sha256 of migration.sql, lowercase hex (Prisma's checksum) */
  checksum: string;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Started but neither finished nor rolled back (a native Prisma deploy that failed). */
  failed: string[];
  /** Applied, but migration.sql changed since. */
  edited: string[];
  /** Recorded in the database but missing from prisma/migrations. */
  unknown: string[];
}

/** Prisma Migrate's key: native `prisma migrate deploy` and this script exclude each other. */
const LOCK_KEY = 72707369;

// Prisma's DDL for PostgreSQL (schema-engine sql-schema-connector, flavour/postgres).
const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

export const paths = (root = repoRoot()) => ({
  schema: path.join(root, "prisma", "schema.prisma"),
  migrations: path.join(root, "prisma", "migrations"),
});

export function migrationChecksum(sql: string | Buffer): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** Prisma's comparison: also accepts the script with other line endings (git autocrlf). */
export function checksumMatches(sql: string, stored: string): boolean {
  const variants = [sql, sql.replace(/\r\n/g, "\n"), sql.replace(/\r?\n/g, "\r\n")];
  // Old engines stored checksums without zero padding.
  const normalise = (hex: string) => (stored.length === 64 ? hex : hex.replace(/^0+/, ""));
  return variants.some((v) => normalise(migrationChecksum(v)) === normalise(stored));
}

/** prisma/migrations/<name>/migration.sql, in the order they apply. */
export function readMigrations(root?: string): LocalMigration[] {
  const dir = paths(root).migrations;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(dir, name, "migration.sql");
      if (!existsSync(file)) throw new Error(`prisma/migrations/${name} has no migration.sql`);
      const bytes = readFileSync(file);
      return { name, sql: bytes.toString("utf8"), checksum: migrationChecksum(bytes) };
    });
}

interface HistoryRow {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
}

async function readHistory(client: pg.Client): Promise<HistoryRow[] | null> {
  const exists = await client.query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`);
  if (!exists.rows[0].present) return null;
  const { rows } = await client.query<HistoryRow>(
    `SELECT id, migration_name, checksum, finished_at, rolled_back_at, started_at
       FROM _prisma_migrations ORDER BY started_at ASC`,
  );
  return rows;
}

function compare(local: LocalMigration[], history: HistoryRow[]): MigrationStatus {
  const live = history.filter((row) => row.rolled_back_at === null);
  const done = new Map(live.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]));
  const localNames = new Set(local.map((m) => m.name));
  return {
    applied: local.filter((m) => done.has(m.name)).map((m) => m.name),
    pending: local.filter((m) => !done.has(m.name)).map((m) => m.name),
    failed: live.filter((row) => row.finished_at === null).map((row) => row.migration_name),
    edited: local.filter((m) => done.has(m.name) && !checksumMatches(m.sql, done.get(m.name)!.checksum)).map((m) => m.name),
    unknown: [...new Set([...done.keys()].filter((name) => !localNames.has(name)))],
  };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a dropped connection fails the current query instead of crashing the process
  await client.connect();
  return client;
}

async function acquireLock(client: pg.Client, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS locked`);
    if (rows[0].locked) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the migration lock (pg_advisory_lock(${LOCK_KEY})): another deploy is running against this database.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Applies one migration in a transaction; false when another process applied it meanwhile. */
async function applyMigration(client: pg.Client, migration: LocalMigration): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const already = await client.query(
      `SELECT 1 FROM _prisma_migrations WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      [migration.name],
    );
    if (already.rowCount) {
      await client.query("ROLLBACK");
      return false;
    }
    const id = randomUUID();
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = applied_steps_count + 1 WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
    return true;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    const message = err instanceof Error ? err.message : String(err);
    // Audit trail only: a row with rolled_back_at set is ignored by Prisma and by this script.
    await client
      .query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
         VALUES ($1, $2, $3, $4, now(), now(), 0)`,
        [randomUUID(), migration.checksum, migration.name, message],
      )
      .catch(() => {});
    throw new Error(`Migration ${migration.name} failed and was rolled back (nothing of it was applied): ${message}`);
  }
}

function assertDeployable(status: MigrationStatus): void {
  if (status.failed.length) {
    throw new Error(
      `Migration ${status.failed.join(", ")} failed in an earlier deploy and was not rolled back. Repair the database, then mark it ` +
        `rolled back (UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '...' AND finished_at IS NULL) and deploy again.`,
    );
  }
  if (status.edited.length) {
    throw new Error(
      `Refusing to deploy: ${status.edited.join(", ")} changed after it was applied to this database (its sha256 differs from the checksum in ` +
        `_prisma_migrations). Restore the original migration.sql and put the change in a new migration (npm run db:migration -- <name>).`,
    );
  }
}

/** Applies pending migrations to the database at `url`, in order. Safe to run from several processes at once. */
export async function migrateDeploy(url: string, options: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const local = readMigrations(options.root);
  const client = await connect(url);
  try {
    await acquireLock(client, options.lockTimeoutMs ?? 60_000);
    try {
      await client.query(MIGRATIONS_TABLE_DDL);
      const status = compare(local, (await readHistory(client)) ?? []);
      assertDeployable(status);
      for (const name of status.unknown) log(`warning: ${name} is recorded in the database but missing from prisma/migrations`);
      const applied: string[] = [];
      for (const migration of local.filter((m) => status.pending.includes(m.name))) {
        if (await applyMigration(client, migration)) {
          applied.push(migration.name);
          log(`applied ${migration.name}`);
        }
      }
      log(applied.length ? `${applied.length} migration(s) applied.` : "No pending migrations: the database is up to date.");
      return { applied };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Applied/pending/failed/edited migrations of the database at `url` (changes nothing). */
export async function migrateStatus(url: string, options: MigrateOptions = {}): Promise<MigrationStatus> {
  const local = readMigrations(options.root);
  const client = await connect(url);
  try {
    return compare(local, (await readHistory(client)) ?? []);
  } finally {
    await client.end().catch(() => {});
  }
}
