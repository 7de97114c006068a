// Page weight and Lighthouse (run by `npm run bench`, not by the tests).
//
// - First-load JavaScript: the gzip bytes of every script the page's HTML loads (what Next
//   used to print as "First Load JS": not the `noModule` polyfills modern browsers skip), relative to the empty page of a minimal Next app built
//   by the same Next with the same settings (tests/bench/empty-app): Next's runtime + React.
//   Targets: signed-out pages (landing, sign-in, sign-up) <= 1.15x, the editor <= 1.4x.
// - Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, per
//   page BENCH_LIGHTHOUSE_RUNS (5) cold runs (Lighthouse's storage reset plus local storage and
//   IndexedDB: the HTTP cache empty, as on a first visit; the session cookie stays) and then
//   BENCH_LIGHTHOUSE_WARM_RUNS (3; 0 skips them) warm runs (no reset: the cache the cold runs
//   filled, as on a return visit), each median reported apart. Signed-in pages are measured as a
//   reader with realistic data (20 documents, a week of dictation, /editor/{id} a 3,000-word
//   document: support/realistic-data.ts). The empty page is measured the same way first (the
//   floor row), and then once more before each cold run of every page, so each page is compared
//   with the empty page's runs taken alternately with its own (section "vs empty page": score,
//   blocking time, LCP and first-load JS as ratios to the empty page's): the machine's drift over
//   a long run moves both alike. BENCH_EMPTY_INTERLEAVED=0 compares every page with the floor
//   row alone. Targets: performance no more than 5 points under the empty page's, total blocking
//   time <= 1.5x its, accessibility 100.
//   Simulated throttling still depends on the real CPU: the load average is noted next to each
//   figure, and only ratios within one run are comparable.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Result as LhResult } from "lighthouse";
import type { BenchResults } from "./support/results";
import type { RunningApp } from "./support/app";
import { isBuildFresh } from "../../scripts/lib/build-freshness";
import { hasCompileHints, markFirstLoadScripts } from "../../scripts/lib/compile-hints";
import { createRealisticAccount, DOCUMENTS_PER_USER, type RealisticAccount } from "./support/realistic-data";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const EMPTY_APP = path.join(ROOT, "tests", "bench", "empty-app");
const EMPTY_PORT = Number(process.env.BENCH_EMPTY_PORT ?? 3296);
const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 3298);
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LH_WARM_RUNS = Number(process.env.BENCH_LIGHTHOUSE_WARM_RUNS ?? 3);
/** A cold run of the empty page before each cold run of a page, and the page held to those (not to the floor measured first). */
const EMPTY_INTERLEAVED = process.env.BENCH_EMPTY_INTERLEAVED !== "0";

/** First-load JavaScript allowed, as a multiple of the empty page's. */
const FIRST_LOAD_TARGETS: Record<string, number> = { "/": 1.15, "/signin": 1.15, "/signup": 1.15, "/editor": 1.4, "/editor/{id}": 1.4 };
/** Lighthouse against the empty page (cold): at most this many points under its score, this multiple of its blocking time. */
const SCORE_POINTS_UNDER = 5;
const TBT_RATIO = 1.5;

/** A page to measure; `path` may hold "{id}", one of the reader's documents. */
export type BenchPage = { name: string; path: string; signedIn: boolean };

/** The address of a page for this reader ("/editor/{id}" opens their longest document, 3,000 words). */
export const pageUrl = (p: BenchPage, reader: RealisticAccount) => p.path.replace("{id}", reader.documentIds[DOCUMENTS_PER_USER - 1]);

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
  // BENCH_EMPTY_HINTED=1 gives the empty page's first-load scripts the compile hint the app's build
  // step adds to its own (scripts/lib/compile-hints.ts), to hold the app to a floor built the same
  // way; without it the floor is Next's own output, and a floor hinted by an earlier run is rebuilt.
  const dist = path.join(EMPTY_APP, ".next-bench");
  const wantHint = process.env.BENCH_EMPTY_HINTED === "1";
  if (!isBuildFresh(EMPTY_APP, ".next-bench") || process.env.BENCH_REBUILD === "1" || (!wantHint && hasCompileHints(dist))) {
    console.log("[bench] building the empty page (tests/bench/empty-app)...");
    const r = spawnSync(process.execPath, [NEXT_BIN, "build", EMPTY_APP], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) throw new Error("next build of the empty app failed");
  }
  if (wantHint) console.log(`[bench] the empty page's first-load scripts carry the compile hint (${markFirstLoadScripts(dist)} newly marked)`);
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
  for (const p of pages) {
    const w = await firstLoadJs(app.origin, pageUrl(p, reader), p.signedIn ? reader.cookie : undefined);
    const ratio = w.gzip / baseline.gzip;
    const target = FIRST_LOAD_TARGETS[p.path];
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

/** Runs dumped so far per address and visit (BENCH_LH_DUMP file names). */
const dumpedRuns = new Map<string, number>();

/** LH_RUNS Lighthouse runs of one address in the Chromium on CDP_PORT (its cookie jar as it is). */
async function lighthouseRuns(url: string, visit: Visit, count: number): Promise<{ runs: LhScores[]; loads: number[] }> {
  const { default: lighthouse } = await import("lighthouse");
  const { loadavg } = await import("node:os");
  const runs: LhScores[] = [];
  const loads: number[] = [];
  for (let i = 0; i < count; i++) {
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
        // numbered per address and visit over the whole bench (the empty page's runs beside each page continue its count)
        const key = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${visit}`;
        if (attempt === 1) dumpedRuns.set(key, (dumpedRuns.get(key) ?? 0) + 1);
        const name = `${key}-${dumpedRuns.get(key)}-${attempt}.json`;
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

type Measured = { runs: LhScores[]; loads: number[] };
/** The medians one comparison uses. */
type PageFigures = { performance: number; tbt: number; lcp: number; accessibility: number };
const figuresOf = (runs: LhScores[]): PageFigures => ({
  performance: median(runs.map((r) => r.performance)),
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  accessibility: median(runs.map((r) => r.accessibility)),
});

/** Adds one row: the median performance score of these runs, each run's score, and the median timings. */
function addPerformanceRow(results: BenchResults, figure: string, visit: Visit, measured: Measured, floor: PageFigures | null) {
  const { runs, loads } = measured;
  const perf = median(runs.map((r) => r.performance));
  const least = floor ? floor.performance - SCORE_POINTS_UNDER : null;
  results.add({
    section: `Lighthouse ${visit}`,
    figure,
    value: `${perf} (${runs.map((r) => r.performance).join("/")}; ${lhDetail(runs)})`,
    target: least == null ? "baseline" : `>= ${least} (empty page - ${SCORE_POINTS_UNDER})`,
    met: least == null ? null : perf >= least,
    data: { runs, loadDuringRuns: loads },
  });
  // the row's load column is taken at add(); the average over the runs says more
  results.rows[results.rows.length - 1].load = loads.reduce((a, b) => a + b, 0) / loads.length;
}

/**
 * Cold runs, then warm runs (the cold runs filled the cache), of one address; each compared with the empty page's.
 * With `emptyUrl`, each cold run is taken right after a cold run of the empty page, and the cold
 * runs are held to those empty-page runs (`besideCold`) instead of the floor's.
 */
async function coldAndWarm(
  results: BenchResults,
  figure: string,
  url: string,
  floor: { cold: PageFigures; warm: PageFigures | null } | null,
  emptyUrl?: string,
): Promise<{ cold: PageFigures; warm: PageFigures | null; besideCold: PageFigures | null }> {
  let cold: Measured;
  let besideCold: PageFigures | null = null;
  if (emptyUrl) {
    cold = { runs: [], loads: [] };
    const empty: Measured = { runs: [], loads: [] };
    for (let i = 0; i < LH_RUNS; i++) {
      for (const [into, measured] of [
        [empty, await lighthouseRuns(emptyUrl, "cold", 1)],
        [cold, await lighthouseRuns(url, "cold", 1)],
      ] as const) {
        into.runs.push(...measured.runs);
        into.loads.push(...measured.loads);
      }
    }
    besideCold = figuresOf(empty.runs);
    addPerformanceRow(results, `empty page, beside ${figure}`, "cold", empty, null);
  } else {
    cold = await lighthouseRuns(url, "cold", LH_RUNS);
  }
  addPerformanceRow(results, figure, "cold", cold, besideCold ?? floor?.cold ?? null);
  let warm: Measured | null = null;
  if (LH_WARM_RUNS > 0) {
    warm = await lighthouseRuns(url, "warm", LH_WARM_RUNS);
    addPerformanceRow(results, figure, "warm", warm, floor?.warm ?? null);
  }
  return { cold: figuresOf(cold.runs), warm: warm ? figuresOf(warm.runs) : null, besideCold };
}

/** A page's cold figures and first-load JS; `empty`: the empty page's runs taken alternately with its own (else the floor's). */
type Comparison = { page: string; figures: PageFigures; js: ScriptWeight; empty?: PageFigures };

const ratioOf = (value: number, floor: number) => value / Math.max(floor, 1);

/**
 * One row a page: its cold score, blocking time, LCP and first-load JS against the empty page's
 * from this run, and a table of the same printed to the console.
 */
function addComparison(results: BenchResults, empty: Comparison, pages: Comparison[]) {
  const lines = [
    "",
    `Pages against the empty page (cold, median of ${LH_RUNS}; first-load JS in gzip KiB` +
      (pages.some((p) => p.empty) ? "; each page against the empty page's runs taken alternately with its own):" : "):"),
    "| page | score (vs empty) | TBT ms (x empty) | LCP s (x empty) | first-load JS (x empty) | a11y | empty page beside it |",
    "|---|---|---|---|---|---|---|",
  ];
  const floor = empty.figures;
  lines.push(
    `| empty page | ${floor.performance} | ${floor.tbt.toFixed(0)} | ${(floor.lcp / 1000).toFixed(1)} | ${kib(empty.js.gzip)} | ${floor.accessibility} | (measured first) |`,
  );
  for (const { page, figures: f, js, empty: beside } of pages) {
    const e = beside ?? floor;
    const points = f.performance - e.performance;
    const tbt = ratioOf(f.tbt, e.tbt);
    const lcp = ratioOf(f.lcp, e.lcp);
    const jsRatio = js.gzip / empty.js.gzip;
    const jsTarget = FIRST_LOAD_TARGETS[page];
    const misses = [
      points < -SCORE_POINTS_UNDER && `score ${points} points`,
      tbt > TBT_RATIO && `TBT ${tbt.toFixed(2)}x`,
      jsTarget && jsRatio > jsTarget && `first-load JS ${jsRatio.toFixed(2)}x`,
      f.accessibility !== 100 && `accessibility ${f.accessibility}`,
    ].filter(Boolean) as string[];
    const value =
      `score ${f.performance} (${points >= 0 ? "+" : ""}${points}), TBT ${f.tbt.toFixed(0)} ms (${tbt.toFixed(2)}x), ` +
      `LCP ${(f.lcp / 1000).toFixed(1)} s (${lcp.toFixed(2)}x), JS ${kib(js.gzip)} (${jsRatio.toFixed(2)}x)` +
      (beside ? `; empty page beside it ${e.performance}, TBT ${e.tbt.toFixed(0)} ms` : "");
    results.add({
      section: "vs empty page",
      figure: page,
      value,
      target: `score >= -${SCORE_POINTS_UNDER}, TBT <= ${TBT_RATIO}x` + (jsTarget ? `, JS <= ${jsTarget}x` : ""),
      met: misses.length === 0,
      note: misses.length ? `missed: ${misses.join(", ")}` : undefined,
      data: {
        ...f,
        points,
        tbtRatio: tbt,
        lcpRatio: lcp,
        jsGzip: js.gzip,
        jsRaw: js.raw,
        jsRatio,
        emptyTbt: e.tbt,
        emptyLcp: e.lcp,
        emptyPerformance: e.performance,
        emptyBeside: Boolean(beside),
      },
    });
    lines.push(
      `| ${page} | ${f.performance} (${points >= 0 ? "+" : ""}${points}) | ${f.tbt.toFixed(0)} (${tbt.toFixed(2)}x) | ` +
        `${(f.lcp / 1000).toFixed(1)} (${lcp.toFixed(2)}x) | ${kib(js.gzip)} (${jsRatio.toFixed(2)}x) | ${f.accessibility} | ` +
        (beside ? `${e.performance}, TBT ${e.tbt.toFixed(0)} ms |` : "- |"),
    );
  }
  console.log(lines.join("\n"));
}

export async function runLighthouseBench(app: RunningApp, results: BenchResults, pages: BenchPage[]): Promise<void> {
  const reader = await createRealisticAccount(app.origin, app.databaseUrl);
  const profile = await mkdtemp(path.join(tmpdir(), "saywrite-lh-"));
  const chrome = launchChromium(profile);
  const compared: Comparison[] = [];
  let empty: Comparison | null = null;
  let emptyApp: Awaited<ReturnType<typeof startEmptyApp>> | null = null;
  try {
    await waitForCdp();
    // The floor on this machine: the empty page of the same Next (what Next and React alone score),
    // kept serving while the pages are measured when each page's cold runs alternate with its own.
    emptyApp = await startEmptyApp();
    const emptyUrl = emptyApp.origin + "/";
    const floor = await coldAndWarm(results, "empty page (Next + React)", emptyUrl, null);
    empty = { page: "empty page", figures: floor.cold, js: await firstLoadJs(emptyApp.origin, "/") };
    if (!EMPTY_INTERLEAVED) {
      await emptyApp.stop();
      emptyApp = null;
    }
    let signedIn = false;
    // Signed-out pages first (landing, sign in, sign up), then sign the browser in once for the rest.
    for (const p of [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (p.signedIn && !signedIn) {
        await signInChromium(app.origin, reader.cookie);
        signedIn = true;
      }
      const measured = await coldAndWarm(results, p.path, app.origin + pageUrl(p, reader), floor, emptyApp ? emptyUrl : undefined);
      const a11y = measured.cold.accessibility;
      results.add({ section: "Lighthouse a11y", figure: p.path, value: String(a11y), target: "100", met: a11y === 100 });
      const js = await firstLoadJs(app.origin, pageUrl(p, reader), p.signedIn ? reader.cookie : undefined);
      compared.push({ page: p.path, figures: measured.cold, js, empty: measured.besideCold ?? undefined });
    }
  } finally {
    await emptyApp?.stop();
    chrome.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await rm(profile, { recursive: true, force: true }).catch(() => {});
    // what was measured, even when a later page failed
    if (empty && compared.length) addComparison(results, empty, compared);
  }
}
