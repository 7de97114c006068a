// The embedded database's TCP port asks for a password (pglite-socket itself takes any), and a data
// folder keeps that password in a file only its owner can read. Served by a child process
// (`scripts/db/embedded.ts --data ...`), as `npm start` serves it; PGlite cannot run in a Jest worker.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { passwordFileFor } from "@/scripts/db/embedded";
import { startEmbeddedProcess, type EmbeddedProcess } from "@/tests/support/embedded-process";

jest.setTimeout(60_000);

const serve = (dataDir: string) => startEmbeddedProcess(["--data", dataDir]);

async function query(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>("SELECT 40 + 2 AS n");
    return String(rows[0].n);
  } finally {
    await client.end().catch(() => {});
  }
}

const withPassword = (url: string, password: string | null, user = "postgres") => {
  const u = new URL(url);
  u.username = user;
  u.password = password ?? "";
  return u.toString();
};

const mode = (file: string) => statSync(file).mode & 0o777;

let tmp: string;
let dataDir: string;
let server: EmbeddedProcess;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "saywrite-embedded-"));
  dataDir = path.join(tmp, "pg");
  server = await serve(dataDir);
});

afterAll(async () => {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the embedded database's password", () => {
  it("is generated, kept readable by its owner only, and is the one in the URL", async () => {
    const kept = readFileSync(passwordFileFor(dataDir), "utf8").trim();
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeURIComponent(new URL(server.url).password)).toBe(kept);
    expect(mode(passwordFileFor(dataDir))).toBe(0o600);
    expect(mode(dataDir)).toBe(0o700);
    await expect(query(server.url)).resolves.toBe("42");
  });

  it("refuses a wrong password, no password and another user", async () => {
    await expect(query(withPassword(server.url, "postgres"))).rejects.toThrow(/password authentication failed/);
    await expect(query(withPassword(server.url, null))).rejects.toThrow();
    const kept = readFileSync(passwordFileFor(dataDir), "utf8").trim();
    await expect(query(withPassword(server.url, kept, "admin"))).rejects.toThrow(/role "admin" does not exist/);
    // and a refused client did not disturb the others
    await expect(query(server.url)).resolves.toBe("42");
  });

  it("survives a restart: the same password opens the same data", async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query("CREATE TABLE kept (word text)");
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();
    await server.stop();
    server = await serve(dataDir);
    const again = new pg.Client({ connectionString: server.url });
    await again.connect();
    const { rows } = await again.query<{ word: string }>("SELECT word FROM kept");
    await again.end();
    expect(rows).toEqual([{ word: "still here" }]);
    expect(decodeURIComponent(new URL(server.url).password)).toBe(readFileSync(passwordFileFor(dataDir), "utf8").trim());
  });
});
