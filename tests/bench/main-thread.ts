// `npm run bench:tasks -- /editor /templates`: what each long main-thread task of a page load is
// made of (not run by `npm run bench`; a tool for finding what to change before changing it).
//
// Loads each page signed in, in Debian's Chromium at RATE (4) times CPU slowdown, with a DevTools
// trace (the main thread's tasks) and a V8 CPU profile (what ran inside them) taken together.
// For every task of at least MIN (50) ms it prints where it started (the root of its stack), the
// React components it spent time in (inclusive), the effects and modules it ran, and the top
// functions by self time. The app is built with `next build --no-mangling` into `.next-prof`, so
// component and function names survive minification (BENCH_REBUILD=1 builds again).
// The first load of each page only warms the caches; the next RUNS (1) are reported, each with its
// blocking time (what every task spent over 50 ms, as Lighthouse counts it, here at RATE). COLD=1 clears
// local storage and IndexedDB before each load, as the bench's cold Lighthouse runs do.
// The account is a realistic one (support/realistic-data.ts: 20 documents, a week of dictation),
// as `npm run bench` measures the pages; /editor/{id} opens its 3,000-word document.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildAppInto, startApp, stopAllApps, toolDatabase } from "./support/app";
import { launchChromium, signInChromium, waitForCdp } from "./web.bench";
import { createRealisticAccount } from "./support/realistic-data";
import { ensurePrismaClient } from "../../scripts/lib/prisma-client";

/** TASKS_DIST=dir loads another build made the same way (a copy kept to compare before and after in one sitting). */
const DIST = process.env.TASKS_DIST ?? ".next-prof";
const RATE = Number(process.env.RATE ?? 4);
const MIN_MS = Number(process.env.MIN ?? 50);
const RUNS = Number(process.env.RUNS ?? 1);
const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 3298);
/**
 * TRACE_CATEGORIES=a,b adds trace categories (with TASKS_DUMP): e.g.
 * disabled-by-default-devtools.timeline.invalidationTracking,disabled-by-default-devtools.timeline.stack to see what
 * invalidated a style or layout and from which script.
 */
const EXTRA_CATEGORIES = process.env.TRACE_CATEGORIES?.split(",").filter(Boolean) ?? [];
/** COLD=1 clears local storage and IndexedDB before each load (a first visit's reader: no saved display settings, no drafts). */
const COLD = process.env.COLD === "1";
/** TASKS_DUMP=dir keeps each reported load's CPU profile (open in DevTools) and trace. */
const DUMP = process.env.TASKS_DUMP;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** The renderer main thread's tasks, and every timed event on that thread (what the browser did inside them). */
function mainThread(events: TraceEvent[]): { tasks: TraceEvent[]; events: TraceEvent[] } {
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === "RunTask" && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main);
  return { tasks: onMain.filter((e) => e.name === "RunTask"), events: onMain.filter((e) => e.name !== "RunTask") };
}

const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(", ");

function report(page: string, profile: CpuProfile, { tasks, events }: { tasks: TraceEvent[]; events: TraceEvent[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"}@${n.callFrame.url.split("/").pop() ?? ""}`;
  const stack = (id: number) => {
    const out: ProfileNode[] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) out.push(byId.get(x)!);
    return out; // leaf first
  };
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i];
    return { t, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, id };
  });
  const total = tasks.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  const long = tasks.filter((e) => (e.dur ?? 0) / 1000 >= MIN_MS);
  const blocking = tasks.reduce((a, e) => a + Math.max(0, (e.dur ?? 0) / 1000 - 50), 0);
  console.log(
    `\n== ${page}: main thread busy ${total.toFixed(0)} ms in ${tasks.length} tasks at ${RATE}x, blocking ${blocking.toFixed(0)} ms; ${long.length} of ${MIN_MS} ms or more`,
  );
  for (const task of long) {
    const inside = samples.filter((s) => s.t >= task.ts && s.t < task.ts + (task.dur ?? 0));
    const components = new Map<string, number>();
    const ran = new Map<string, number>();
    const self = new Map<string, number>();
    for (const s of inside) {
      const frames = stack(s.id);
      self.set(label(frames[0]), (self.get(label(frames[0])) ?? 0) + s.ms);
      const seen = new Set<string>();
      for (const f of frames) {
        const name = f.callFrame.functionName;
        if (/^[A-Z]/.test(name) && !seen.has(name)) {
          seen.add(name);
          components.set(name, (components.get(name) ?? 0) + s.ms);
        }
      }
      // the function an effect list, a module instantiation or a passive-effect flush called
      const i = frames.findIndex((f) => /^(commitHookEffectListMount|instantiateModule|flushPassiveEffects)$/.test(f.callFrame.functionName));
      if (i > 0) {
        const callee = frames[i - 1];
        const key = `${frames[i].callFrame.functionName} > ${label(callee)}:${callee.callFrame.lineNumber}:${callee.callFrame.columnNumber}`;
        ran.set(key, (ran.get(key) ?? 0) + s.ms);
      }
    }
    const middle = inside[Math.floor(inside.length / 2)];
    const root = middle ? stack(middle.id).reverse().slice(1, 6).map(label).join(" > ") : "(no JavaScript)";
    console.log(`  ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - profile.startTime) / 1000).toFixed(0)} ms: ${root}`);
    if (components.size) console.log(`     components: ${top(components, 10)}`);
    if (ran.size) console.log(`     effects and modules: ${top(ran, 6)}`);
    console.log(`     self: ${top(self, 8)}`);
    // the browser's own work in the task (parsing, style, layout, paint, script evaluation), inclusive ms
    const work = new Map<string, number>();
    for (const e of events) {
      if (e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0)) work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    if (work.size) console.log(`     browser: ${top(work, 8)}`);
  }
}

async function main() {
  const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
  if (!pages.length) throw new Error("name the pages: npm run bench:tasks -- /editor /templates");
  ensurePrismaClient();
  buildAppInto(DIST, { args: ["--no-mangling"] });
  const app = await startApp(toolDatabase(), undefined, DIST);
  const profileDir = await mkdtemp(path.join(tmpdir(), "saywrite-tasks-"));
  if (DUMP) await mkdir(DUMP, { recursive: true });
  const chrome = launchChromium(profileDir);
  try {
    await waitForCdp();
    const reader = await createRealisticAccount(app.origin, app.databaseUrl);
    await signInChromium(app.origin, reader.cookie);
    const { default: puppeteer } = await import("puppeteer-core");
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CDP_PORT}` });
    // the longest document (the last one made), as the bench's /editor/{id}
    const longest = reader.documentIds.at(-1) ?? "";
    for (const pagePath of pages) {
      for (let run = 0; run <= RUNS; run++) {
        const page = await browser.newPage();
        await page.setViewport({ width: 412, height: 823 });
        const cdp = await page.createCDPSession();
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await page.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", ...EXTRA_CATEGORIES] });
        // COLD=1: this browser's local storage and IndexedDB cleared first, as the bench's cold Lighthouse runs do
        if (COLD) await cdp.send("Storage.clearDataForOrigin", { origin: app.origin, storageTypes: "local_storage,indexeddb" });
        await cdp.send("Profiler.start");
        await page.goto(app.origin + pagePath.replace("{id}", longest), { waitUntil: "networkidle0" });
        await new Promise((r) => setTimeout(r, 2500));
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
        const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString("utf8")) as { traceEvents: TraceEvent[] };
        await page.close();
        if (run > 0) report(pagePath, profile, mainThread(trace.traceEvents));
        if (run > 0 && DUMP) {
          const base = path.join(DUMP, (pagePath.replace(/[/{}]/g, "_") || "_") + (RUNS > 1 ? `-${run}` : ""));
          await writeFile(`${base}.cpuprofile`, JSON.stringify(profile));
          await writeFile(`${base}.trace.json`, JSON.stringify(trace));
        }
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill("SIGTERM");
    await app.stop();
    await stopAllApps();
    await rm(profileDir, { recursive: true, force: true }).catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
