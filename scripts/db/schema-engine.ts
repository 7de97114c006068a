// Prisma's own schema engine, compiled to WASM (@prisma/schema-engine-wasm), driven through
// @prisma/adapter-pg. Used by `migrate.ts create|check` to diff schema.prisma against the
// migrations replayed into a throwaway in-memory PostgreSQL (the native engine binary, which
// `prisma migrate` needs, cannot be downloaded here).
//
// Two things make this work with adapter-pg 7.10.1:
// - The engine's schema describer reads pg_catalog columns of Postgres's one-byte `"char"` type
//   (e.g. pg_constraint.contype) and expects the adapter to report them as Character;
//   adapter-pg rejects that type ("Column type 'char' could not be deserialized"). The pg
//   client below tags such columns and the adapter wrapper reports them as Character.
// - Panics inside the WASM module surface as uncaught exceptions, not rejected promises; they
//   are turned into a rejected promise with the panic message.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { startEmbeddedPostgres } from "./embedded";
import { repoRoot } from "./repo-root";

type EngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");

class PanicRegistry {
  message = "";
  get() {
    return this.message;
  }
  set_message(value: string) {
    this.message = `RuntimeError: ${value}`;
  }
}
const panics = new PanicRegistry();

let engineModule: Promise<EngineModule> | undefined;

/** Instantiates the WASM module once per process (the package's entry imports a .wasm file). */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry }).PRISMA_WASM_PANIC_REGISTRY = panics;
    // Resolved to an absolute file URL: a bare import() fails when tsx loads this file as a data: URL.
    const glue = createRequire(path.join(repoRoot(), "package.json")).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const runtime = (await import(pathToFileURL(glue).href)) as EngineModule;
    const wasmFile = path.join(path.dirname(glue), "schema_engine_bg.wasm");
    const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmFile)), {
      "./schema_engine_bg.js": runtime as unknown as WebAssembly.ModuleImports,
    });
    (runtime as unknown as { __wbg_set_wasm(exports: unknown): void }).__wbg_set_wasm(instance.exports);
    (instance.exports as unknown as { __wbindgen_start(): void }).__wbindgen_start();
    return runtime;
  })();
  return engineModule;
}

const CHAR_OID = 18;
const TEXT_OID = 25;
const CHAR_TAG = "\u0000char\u0000";

interface PgField {
  name: string;
  dataTypeID: number;
}

function tagCharColumns<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as Array<{ fields?: PgField[] }>) {
    for (const field of r?.fields ?? []) {
      if (field.dataTypeID !== CHAR_OID) continue;
      field.dataTypeID = TEXT_OID;
      field.name = CHAR_TAG + field.name;
    }
  }
  return result;
}

/** A pg client that hands `"char"` columns to adapter-pg as tagged text columns. */
class CharTaggingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: unknown, res: unknown) => void;
      args[last] = (err: unknown, res: unknown) => callback(err, err ? res : tagCharColumns(res));
    }
    const out = (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    return typeof (out as Promise<unknown> | undefined)?.then === "function" ? (out as Promise<unknown>).then(tagCharColumns) : out;
  }
}

function reportCharColumns(result: SqlResultSet): SqlResultSet {
  result.columnNames.forEach((name, i) => {
    if (!name.startsWith(CHAR_TAG)) return;
    result.columnNames[i] = name.slice(CHAR_TAG.length);
    result.columnTypes[i] = ColumnTypeEnum.Character;
  });
  return result;
}

function withCharColumns<T extends SqlDriverAdapter | Transaction>(target: T): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (prop === "queryRaw") return async (q: Parameters<T["queryRaw"]>[0]) => reportCharColumns(await t.queryRaw(q));
      if (prop === "startTransaction" && "startTransaction" in t) {
        return async (...a: Parameters<SqlDriverAdapter["startTransaction"]>) =>
          withCharColumns(await (t as SqlDriverAdapter).startTransaction(...a));
      }
      return Reflect.get(t, prop, receiver);
    },
  });
}

function adapterFactory(url: string) {
  // (adapter-pg bundles its own @types/pg, hence the cast)
  const config = { connectionString: url, max: 2, Client: CharTaggingClient };
  const inner = new PrismaPg(config as unknown as ConstructorParameters<typeof PrismaPg>[0]);
  const factory: SqlDriverAdapterFactory & { connectToShadowDb(): Promise<SqlDriverAdapter> } = {
    adapterName: inner.adapterName,
    provider: inner.provider,
    connect: async () => withCharColumns(await inner.connect()),
    connectToShadowDb: async () => {
      throw new Error("No shadow database: migrations are replayed into a throwaway embedded PostgreSQL instead");
    },
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}

/** Runs `fn`, turning a WASM panic (an uncaught exception) into a rejection with its message. */
function catchingPanics<T>(fn: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onPanic = (err: Error) => reject(new Error(`Prisma schema engine crashed: ${panics.get() || err.message}`));
    process.once("uncaughtException", onPanic);
    fn().then(resolve, reject).finally(() => process.removeListener("uncaughtException", onPanic));
  });
}

export interface MigrationScript {
  name: string;
  sql: string;
}

/**
 * Replays `migrations` (in order) into a fresh in-memory PostgreSQL and diffs that database
 * against the Prisma schema with Prisma's schema engine. Returns the SQL that would bring the
 * database to the schema, or null when the migrations already match it.
 */
export async function diffSchemaAgainstMigrations(migrations: MigrationScript[], schemaPath: string): Promise<string | null> {
  const files = [{ path: schemaPath, content: readFileSync(schemaPath, "utf8") }];
  const [runtime, shadow] = await Promise.all([loadEngineModule(), startEmbeddedPostgres({})]);
  try {
    await replay(shadow.url, migrations);
    return await catchingPanics(async () => {
      const engine: SchemaEngine = await runtime.SchemaEngine.new({ datamodels: undefined }, () => {}, adapterFactory(shadow.url));
      try {
        const result = await engine.diff({
          from: { tag: "schemaDatasource", files, configDir: path.dirname(schemaPath) },
          to: { tag: "schemaDatamodel", files },
          script: true,
          exitCode: true,
          filters: { externalTables: [], externalEnums: [] },
        });
        // With exitCode: true the engine answers 2 for a non-empty diff and 0 for an empty one.
        return result.exitCode === 2 && result.stdout ? result.stdout : null;
      } finally {
        engine.free();
      }
    });
  } finally {
    await shadow.stop();
  }
}

async function replay(url: string, migrations: MigrationScript[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const migration of migrations) {
      try {
        await client.query(migration.sql);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`Migration ${migration.name} failed to apply cleanly to a fresh database: ${message}`);
      }
    }
  } finally {
    await client.end();
  }
}
