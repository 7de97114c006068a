// `npm test`: every check, in order, failing fast: Prisma client, typecheck, lint,
// migrations-vs-schema check, Jest (unit + API against a real PostgreSQL), then Playwright
// end to end in Chromium. Installs Debian's Chromium when it is missing (as root), or falls
// back to Playwright's own browser where that can be downloaded; and the PDF renderers the
// export tests open our PDFs with (Poppler and MuPDF).
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

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasCommand = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

function aptInstall(packages: string[]): boolean {
  if (!isRoot) return false;
  console.log(`\n=== installing ${packages.join(", ")} (apt-get) ===`);
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  if (update.status !== 0) return false;
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return install.status === 0;
}

/**
 * Poppler (pdftoppm, pdffonts) and MuPDF (mutool) draw the exported PDFs in the tests, as the
 * readers' viewers do. Installed here when missing, and from then on required: the tests fail
 * rather than skip (SAYWRITE_PDF_VIEWERS_REQUIRED, read by tests/support/pdf-viewers.ts).
 */
function ensurePdfViewers() {
  const missing = () => ["pdftoppm", "pdffonts", "mutool"].filter((tool) => !hasCommand(tool));
  if (missing().length && !aptInstall(["poppler-utils", "mupdf-tools"])) {
    console.log(`\n(!) ${missing().join(", ")} missing and not installable here: the PDF viewer tests will skip.`);
    return;
  }
  process.env.SAYWRITE_PDF_VIEWERS_REQUIRED = "1";
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync("/usr/bin/chromium")) return;
  if (aptInstall(["chromium"]) && existsSync("/usr/bin/chromium")) return;
  console.log("\n=== Debian's Chromium is not available: installing Playwright's Chromium ===");
  step("playwright browser", bin("playwright"), ["install", "chromium"]);
}

step("prisma client", process.execPath, [path.join(root, "scripts", "prisma-generate.mjs")]);
step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["--max-warnings=0", "."]);
step("migrations match schema.prisma", bin("tsx"), ["scripts/db/migrate.ts", "check"]);
ensurePdfViewers();
step("unit and API tests (Jest)", bin("jest"), ["--ci"]);
ensureChromium();
step("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"]);

console.log("\nTimings:");
for (const [name, ms] of timings) console.log(`  ${name.padEnd(42)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  ${"total".padEnd(42)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
