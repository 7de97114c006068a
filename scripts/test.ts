// `npm test`: every check, failing fast: Prisma client, typecheck and lint (side by side), Jest
// (unit + API against a real PostgreSQL, the migrations-vs-schema check among them; meanwhile the app is
// built for the end-to-end tests, on the core Jest leaves free), then Playwright end to end in
// Chromium's headless shell. Installs Debian's shell when it is missing (as root), or falls back
// to Debian's full Chromium, or to Playwright's own browser where that can be downloaded; and the
// PDF renderers the export tests open our PDFs with (Poppler and MuPDF).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isBuildFresh } from "./lib/build-freshness";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from "../tests/support/chromium-path";

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const started = Date.now();
const timings: Array<[string, number, number]> = []; // name, ms, 1-minute load average at its end
// The machine's load when the run started and when it ended: a run twice as long on a machine
// busy with other work says nothing about the tests.
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(", ");
const loadAtStart = loadAverage();


/**
 * Runs one step with its output shown, and stops the run if it fails. It does not block this
 * process: what runs in the background meanwhile (the app build) has its output read and its end
 * seen when it happens.
 */
function step(name: string, cmd: string, args: string[]): Promise<void> {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit" });
    child.on("error", (err) => {
      console.error(`\n✗ ${name} could not start: ${err.message}`);
      process.exit(1);
    });
    child.on("close", (status, signal) => {
      timings.push([name, Date.now() - t0, os.loadavg()[0]]);
      if (status !== 0) {
        console.error(`\n✗ ${name} failed (exit ${status ?? signal}).`);
        process.exit(status ?? 1);
      }
      resolve();
    });
  });
}

// A background step still running when the run stops (a failed step exits) stops with it.
const running = new Set<ReturnType<typeof spawn>>();
process.on("exit", () => running.forEach((child) => child.kill("SIGTERM")));

type Finished = { name: string; status: number | null; output: string; ms: number };

/**
 * Runs a command in the background with its output kept, to be shown when it has finished. A run
 * that stops stops it too, unless `finish` (an apt-get stopped halfway leaves dpkg half done).
 */
function background(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env, { finish = false } = {}): Promise<Finished> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    if (!finish) running.add(child);
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", (err) => resolve({ name, status: 1, output: output + String(err), ms: Date.now() - t0 }));
    child.on("close", (status) => {
      running.delete(child);
      resolve({ name, status, output, ms: Date.now() - t0 });
    });
  });
}

/** Prints what a background step said, records its time, and stops the run if it failed. */
function report(done: Finished, { quiet = false } = {}) {
  console.log(`\n=== ${done.name} (${(done.ms / 1000).toFixed(1)} s) ===`);
  if (!quiet || done.status !== 0) process.stdout.write(done.output);
  timings.push([done.name, done.ms, os.loadavg()[0]]);
  if (done.status !== 0) {
    console.error(`\n✗ ${done.name} failed (exit ${done.status}).`);
    process.exit(done.status ?? 1);
  }
}

/**
 * The production build the end-to-end server serves (tests/support/e2e-server.ts builds it only
 * when it is older than the sources, so it reuses this one). Started before Jest, beside it.
 */
function buildForEndToEnd(): Promise<Finished> | null {
  const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
  if (isBuildFresh(root, distDir)) return null;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
  return background(`app build for the end-to-end tests (${distDir})`, process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], env);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasCommand = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

/**
 * Installs Debian packages (as root only). It runs beside the other steps, its output kept and
 * shown when it has ended: on a fresh machine it is mostly waiting on the network and the disk.
 */
async function aptInstall(packages: string[]): Promise<boolean> {
  if (!isRoot) return false;
  const name = `installing ${packages.join(", ")} (apt-get)`;
  const t0 = Date.now();
  const show = (done: Finished) => {
    console.log(`\n=== ${name}${done.status === 0 ? "" : `: apt-get ${done.name} failed`} ===`);
    if (done.status !== 0) process.stdout.write(done.output);
  };
  const update = await background("update", "apt-get", ["update", "-qq"], process.env, { finish: true });
  if (update.status !== 0) {
    show(update);
    return false;
  }
  const install = await background("install", "apt-get", ["install", "-y", "-qq", ...packages], { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, { finish: true });
  show(install);
  timings.push([name, Date.now() - t0, os.loadavg()[0]]);
  return install.status === 0;
}

/**
 * Poppler (pdftoppm, pdffonts) and MuPDF (mutool) draw the exported PDFs in the tests, as the
 * readers' viewers do. Installed here when missing, and from then on required: the tests fail
 * rather than skip (SAYWRITE_PDF_VIEWERS_REQUIRED, read by tests/support/pdf-viewers.ts).
 */
async function ensurePdfViewers() {
  const missing = () => ["pdftoppm", "pdffonts", "mutool"].filter((tool) => !hasCommand(tool));
  if (missing().length && !(await aptInstall(["poppler-utils", "mupdf-tools"]))) {
    console.log(`\n(!) ${missing().join(", ")} missing and not installable here: the PDF viewer tests will skip.`);
    return;
  }
  process.env.SAYWRITE_PDF_VIEWERS_REQUIRED = "1";
}

/**
 * The browser the end-to-end tests run in (tests/support/chromium-path.ts): Debian's headless
 * shell, installed when missing (half the full Chromium's CPU per test); else Debian's full
 * Chromium when it is there or installable. False when neither is: then Playwright's own
 * headless shell is downloaded (`ensurePlaywrightBrowser`).
 */
async function ensureDebianChromium(): Promise<boolean> {
  if (process.env.CHROMIUM_PATH || existsSync(DEBIAN_HEADLESS_SHELL)) return true;
  if ((await aptInstall(["chromium-headless-shell"])) && existsSync(DEBIAN_HEADLESS_SHELL)) return true;
  if (existsSync(DEBIAN_CHROMIUM)) {
    console.log("\n(!) Debian's headless shell is not installable here: the end-to-end tests use the full Chromium (slower).");
    return true;
  }
  return (await aptInstall(["chromium"])) && existsSync(DEBIAN_CHROMIUM);
}

async function ensurePlaywrightBrowser() {
  console.log("\n=== Debian's Chromium is not available: installing Playwright's headless shell ===");
  await step("playwright browser", bin("playwright"), ["install", "--only-shell", "chromium"]);
}

async function main() {
  // Missing PDF viewers, then a missing browser, are installed from the start, beside the Prisma
  // client, typecheck and lint (the viewers are awaited before Jest, the browser before Playwright),
  // instead of each alone in the run's path: a fresh 2-core machine spent about 95 s there at load 11-15.
  const pdfViewers = ensurePdfViewers();
  const debianChromium = pdfViewers.then(ensureDebianChromium); // one apt-get at a time
  await step("prisma client", process.execPath, [path.join(root, "scripts", "prisma-generate.mjs")]);
  // tsc and ESLint each keep to one core: side by side on two.
  const [typecheck, lint] = await Promise.all([
    background("typecheck", bin("tsc"), ["--noEmit"]),
    background("lint", bin("eslint"), ["--max-warnings=0", "."]),
  ]);
  report(typecheck);
  report(lint);
  // The migrations-vs-schema check (`scripts/db/migrate.ts check`) runs inside Jest, in
  // tests/api/db-tooling.test.ts, beside the other tests: as a step of its own here it ran the
  // same check a second time, alone on one core (about 15 CPU seconds).
  await pdfViewers;
  const e2eBuild = buildForEndToEnd();
  // Two Jest workers even beside the build: alone, one worker leaves a core idle once the build
  // is done (here 262 s with one worker, 163 s with two, the build beside both times).
  await step("unit and API tests (Jest)", bin("jest"), ["--ci", "--maxWorkers=2"]);
  if (e2eBuild) report(await e2eBuild, { quiet: true });
  if (!(await debianChromium)) await ensurePlaywrightBrowser();
  await step("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"]);

  console.log("\nTimings (the app build ran beside Jest):");
  for (const [name, ms, load] of timings) console.log(`  ${name.padEnd(58)} ${(ms / 1000).toFixed(1).padStart(7)} s   (load ${load.toFixed(1)})`);
  console.log(`  ${"total".padEnd(58)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  console.log(`  load average (1, 5, 15 min) on ${os.availableParallelism()} cores: ${loadAtStart} at the start, ${loadAverage()} at the end`);
}

void main();
