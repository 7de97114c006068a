// `npm start` runs scripts/start.ts under plain Node (no React server condition): its first
// step must load there. It once imported lib/env.ts, whose `server-only` guard made every
// `npm start` fail before doing anything. Spawned exactly as package.json runs it.
import { spawnSync } from "node:child_process";

describe("npm start's first step", () => {
  it("loads under plain Node and refuses a serverless host without DATABASE_URL, saying why", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, VERCEL: "1", NODE_ENV: "production" };
    delete env.DATABASE_URL;
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env, encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).not.toMatch(/could not start/);
    expect(r.stderr).toMatch(/refusing to start: DATABASE_URL is not set/);
    expect(r.status).toBe(1);
  });
});
