// Page weight and Lighthouse (run by `npm run bench`, not by the tests).
//
// - First-load JavaScript: the gzip bytes of every script the page's HTML loads (what Next
//   used to print as "First Load JS": not the `noModule` polyfills modern browsers skip), relative to the empty page of a minimal Next app built
//   by the same Next with the same settings (tests/bench/empty-app): Next's runtime + React.
//   Targets: landing <= 1.2x, editor <= 1.5x.
// - Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, per
//   page BENCH_LIGHTHOUSE_RUNS (3) cold runs (Lighthouse's storage reset plus local storage and
//   IndexedDB: the HTTP cache empty, as on a first visit; the session cookie stays) and then as
//   many warm runs (no reset: the cache the cold runs filled, as on a return visit), each median
//   reported apart. Signed-in pages are measured as a reader with realistic data (20 documents, a
//   week of dictation: support/realistic-data.ts). Targets: performance >= 98 cold and warm,
//   accessibility 100. Simulated throttling still depends on the real CPU: the load average is
//   noted next to each figure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Result as LhResult } from "lighthouse";
import type { BenchResults } from "./support/results";
import type { RunningApp } from "./support/app";
import { createRealisticAccount, DOCUMENTS_PER_USER, type RealisticAccount } from "./support/realistic-data";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const EMPTY_APP = path.join(ROOT, "tests", "bench", "empty-app");
const EMPTY_PORT = Number(process.env.BENCH_EMPTY_PORT ?? 3296);
const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 3298);
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** A page to measure; `path` may hold "{id}", one of the reader's documents. */
export type BenchPage = { name: string; path: string; signedIn: boolean };

/** The address of a page for this reader ("/editor/{id}" opens one of their documents). */
export const pageUrl = (p: BenchPage, reader: RealisticAccount) =>
  p.path.replace("{id}", reader.documentIds[Math.floor(DOCUMENTS_PER_USER / 2)]);

/**
 * "/" and the sign-in and sign-up pages (app/(auth)) for visitors, then every screen under
 * app/(app) (derived from the route folders) signed in, and the editor on an existing document.
 */
export function benchPages(): BenchPage[] {
  let pages: BenchPage[] = [
    { name: "landing", path: "/", signedIn: false },
    { name: "editor/{id}", path: "/editor/{id}", signedIn: true },
  ];
  const walk = (dir: string, segments: string[], signedIn: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (/^page\.tsx?$/.test(entry.name) && segments.length) {
          const route = "/" + segments.join("/");
          pages.push({ name: route.slice(1), path: route, signedIn });
        }
        continue;
      }
      const seg = entry.name;
      if (seg.startsWith("_") || seg.startsWith("@")) continue;
      if (/^\(.*\)$/.test(seg)) walk(path.join(dir, seg), segments, signedIn); // route group
      else if (/^\[\[\.\.\..+\]\]$/.test(seg)) walk(path.join(dir, seg), segments, signedIn); // optional catch-all: the bare path
      else if (/^\[.*\]$/.test(seg)) continue; // needs an id
      else walk(path.join(dir, seg), [...segments, seg], signedIn);
    }
  };
  walk(path.join(ROOT, "app", "(auth)"), [], false);
  walk(path.join(ROOT, "app", "(app)"), [], true);
  const order = ["/", "/signin", "/signup", "/dashboard", "/editor", "/editor/{id}", "/documents"];
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  // BENCH_PAGES=/training,/share measures only those (for looking into a few pages between full runs)
  const picked = process.env.BENCH_PAGES?.split(",").map((s) => s.trim()).filter(Boolean);
  if (picked?.length) pages = pages.filter((p) => picked.includes(p.path));
  return pages.sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
}

type ScriptWeight = { gzip: number; raw: number; files: number };

/** The scripts a page's HTML loads (src of <script> tags), gzip-compressed as served. */
async function firstLoadJs(origin: string, pagePath: string, cookie?: string): Promise<ScriptWeight> {
  const res = await fetch(origin + pagePath, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
  const html = await res.text();
  // A browser that runs modules skips `noModule` scripts (Next's legacy polyfills, 39 KiB gzip),
  // and Next's own "First Load JS" never counted them: so neither does this figure.
  const srcs = new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\snomodule\b/i.test(m[0]))
      .map((m) => m[2].replace(/&amp;/g, "&")),
  );
  let gzip = 0;
  let raw = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { gzip, raw, files: srcs.size };
}

export async function startEmptyApp(): Promise<{ origin: string; stop(): Promise<void> }> {
  const distDir = path.join(EMPTY_APP, ".next-bench");
  if (!existsSync(path.join(distDir, "BUILD_ID")) || process.env.BENCH_REBUILD === "1") {
    console.log("[bench] building the empty page (tests/bench/empty-app)...");
    const r = spawnSync(process.execPath, [NEXT_BIN, "build", EMPTY_APP], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) throw new Error("next build of the empty app failed");
  }
  const origin = `http://127.0.0.1:${EMPTY_PORT}`;
  const child = spawn(process.execPath, [NEXT_BIN, "start", EMPTY_APP, "-p", String(EMPTY_PORT), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export async function runPageWeightBench(app: RunningApp, results: BenchResults, pages: BenchPage[]): Promise<void> {
  const empty = await startEmptyApp();
  let baseline: ScriptWeight;
  try {
    baseline = await firstLoadJs(empty.origin, "/");
  } finally {
    await empty.stop();
  }
  results.add({
    section: "first-load JS",
    figure: "empty page (Next + React)",
    value: `${kib(baseline.gzip)} gzip`,
    target: "baseline",
    data: { ...baseline },
  });
  const reader = await createRealisticAccount(app.origin, app.databaseUrl);
  const targets: Record<string, number> = { "/": 1.2, "/editor": 1.5 };
  for (const p of pages) {
    const w = await firstLoadJs(app.origin, pageUrl(p, reader), p.signedIn ? reader.cookie : undefined);
    const ratio = w.gzip / baseline.gzip;
    const target = targets[p.path];
    results.add({
      section: "first-load JS",
      figure: p.path,
      value: `${kib(w.gzip)} (${ratio.toFixed(2)}x)`,
      target: target ? `<= ${target}x` : "",
      met: target ? ratio <= target : null,
      data: { ...w, ratio },
    });
  }
}

type LhScores = { performance: number; accessibility: number; lcp: number; tbt: number; cls: number; fcp: number; si: number };

export function launchChromium(userDataDir: string): ChildProcess {
  return spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      `--remote-debugging-port=${CDP_PORT}`,
      `--user-data-dir=${userDataDir}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
}

export async function waitForCdp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${CDP_PORT}/json/version`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("Chromium's DevTools port did not open");
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Puts the session cookie in Chromium's own cookie jar, so every page Lighthouse loads is signed in. */
export async function signInChromium(origin: string, cookie: string) {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CDP_PORT}` });
  try {
    const [name, ...rest] = cookie.split("=");
    await browser.setCookie({ name, value: rest.join("="), domain: new URL(origin).hostname, path: "/", httpOnly: true, sameSite: "Lax" });
  } finally {
    await browser.disconnect();
  }
}

/** Cold: as a first visit (HTTP cache, service workers, caches, local storage and IndexedDB cleared). Warm: as a return visit. */
type Visit = "cold" | "warm";
// Lighthouse's own list plus what a first visit on this device would not have; never cookies (the session).
const COLD_CLEARS = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "websql"] as const;

/** LH_RUNS Lighthouse runs of one address in the Chromium on CDP_PORT (its cookie jar as it is). */
async function lighthouseRuns(url: string, visit: Visit): Promise<{ runs: LhScores[]; loads: number[] }> {
  const { default: lighthouse } = await import("lighthouse");
  const { loadavg } = await import("node:os");
  const runs: LhScores[] = [];
  const loads: number[] = [];
  for (let i = 0; i < LH_RUNS; i++) {
    loads.push(loadavg()[0]);
    let lhr: LhResult;
    // A run whose trace came back broken (NO_NAVSTART, seen about once per full bench) is run again, up to twice.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: CDP_PORT,
        output: "json",
        logLevel: "error",
        onlyCategories: visit === "cold" ? ["performance", "accessibility"] : ["performance"],
        // The session cookie set in the profile survives both (an extraHeaders Cookie did not survive redirects).
        disableStorageReset: visit === "warm",
        clearStorageTypes: [...COLD_CLEARS],
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
      if (process.env.BENCH_LH_DUMP) {
        const { writeFile, mkdir } = await import("node:fs/promises");
        await mkdir(process.env.BENCH_LH_DUMP, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${visit}-${i + 1}-${attempt}.json`;
        await writeFile(path.join(process.env.BENCH_LH_DUMP, name), JSON.stringify(lhr));
        // the run's DevTools trace beside it (open it in the Performance panel, or read what ran before a paint)
        const trace = result.artifacts?.Trace;
        if (trace) await writeFile(path.join(process.env.BENCH_LH_DUMP, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
      }
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      console.log(`[bench] Lighthouse on ${url}: ${lhr.runtimeError.code}; running it again`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      fcp: audit("first-contentful-paint"),
      si: audit("speed-index"),
    });
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
    }
  }
  return { runs, loads };
}

const lhDetail = (runs: LhScores[]) =>
  `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`;

/** Adds one row: the median performance score of these runs, each run's score, and the median timings. */
function addPerformanceRow(results: BenchResults, figure: string, visit: Visit, measured: { runs: LhScores[]; loads: number[] }, baseline: boolean) {
  const { runs, loads } = measured;
  const perf = median(runs.map((r) => r.performance));
  results.add({
    section: `Lighthouse ${visit}`,
    figure,
    value: `${perf} (${runs.map((r) => r.performance).join("/")}; ${lhDetail(runs)})`,
    target: baseline ? "baseline" : ">= 98",
    met: baseline ? null : perf >= 98,
    data: { runs, loadDuringRuns: loads },
  });
  // the row's load column is taken at add(); the average over the runs says more
  results.rows[results.rows.length - 1].load = loads.reduce((a, b) => a + b, 0) / loads.length;
}

/** Cold runs, then warm runs (the cold runs filled the cache), of one address. */
async function coldAndWarm(results: BenchResults, figure: string, url: string, baseline = false): Promise<LhScores[]> {
  const cold = await lighthouseRuns(url, "cold");
  addPerformanceRow(results, figure, "cold", cold, baseline);
  addPerformanceRow(results, figure, "warm", await lighthouseRuns(url, "warm"), baseline);
  return cold.runs;
}

export async function runLighthouseBench(app: RunningApp, results: BenchResults, pages: BenchPage[]): Promise<void> {
  const reader = await createRealisticAccount(app.origin, app.databaseUrl);
  const profile = await mkdtemp(path.join(tmpdir(), "saywrite-lh-"));
  const chrome = launchChromium(profile);
  try {
    await waitForCdp();
    // The floor on this machine: the empty page of the same Next (what Next and React alone score).
    const empty = await startEmptyApp();
    try {
      await coldAndWarm(results, "empty page (Next + React)", empty.origin + "/", true);
    } finally {
      await empty.stop();
    }
    let signedIn = false;
    // Signed-out pages first (landing, sign in, sign up), then sign the browser in once for the rest.
    for (const p of [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (p.signedIn && !signedIn) {
        await signInChromium(app.origin, reader.cookie);
        signedIn = true;
      }
      const cold = await coldAndWarm(results, p.path, app.origin + pageUrl(p, reader));
      const a11y = median(cold.map((r) => r.accessibility));
      results.add({ section: "Lighthouse a11y", figure: p.path, value: String(a11y), target: "100", met: a11y === 100 });
    }
  } finally {
    chrome.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(profile, { recursive: true, force: true }).catch(() => {});
  }
}
