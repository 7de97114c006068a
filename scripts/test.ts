// `npm test`: every check, in order, failing fast: Prisma client, typecheck, lint,
// migrations-vs-schema check, Jest (unit + API against a real PostgreSQL), then Playwright
// end to end in Chromium. Installs Debian's Chromium when it is missing (as root), or falls
// back to Playwright's own browser where that can be downloaded.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const started = Date.now();
const timings: Array<[string, number]> = [];

function step(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  timings.push([name, Date.now() - t0]);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync("/usr/bin/chromium")) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    console.log("\n=== installing Debian's Chromium (apt-get) ===");
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
            stdio: "inherit",
            env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
          })
        : update;
    if (install.status === 0 && existsSync("/usr/bin/chromium")) return;
  }
  console.log("\n=== Debian's Chromium is not available: installing Playwright's Chromium ===");
  step("playwright browser", bin("playwright"), ["install", "chromium"]);
}

step("prisma client", process.execPath, [path.join(root, "scripts", "prisma-generate.mjs")]);
step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["--max-warnings=0", "."]);
step("migrations match schema.prisma", bin("tsx"), ["scripts/db/migrate.ts", "check"]);
step("unit and API tests (Jest)", bin("jest"), ["--ci"]);
ensureChromium();
step("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"]);

console.log("\nTimings:");
for (const [name, ms] of timings) console.log(`  ${name.padEnd(42)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  ${"total".padEnd(42)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
