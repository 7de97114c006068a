// `npm run bench:lcp -- <dir>`: what Lighthouse's simulated LCP was made of, in each run kept by
// BENCH_LH_DUMP=<dir> (not run by `npm run bench`; a tool for reading a run, as bench:tasks is).
//
// Lighthouse does not time the page it loaded: it simulates a phone from the load it observed. Its
// LCP graph holds every request that ended before the observed LCP paint, and the main-thread tasks
// that started before it (the first parse, layout and paint, every layout, and the scripts run by
// then). So what decides the simulated LCP is which requests and scripts came before the paint in
// the observed (unthrottled) load, an order that depends far less on the machine's load than the
// times do. Per run this prints: the observed first paint and LCP; the requests ended before the
// LCP paint by type (count and gzip KiB); the scripts run before it; the style and layout done
// before the first paint; and Lighthouse's simulated LCP, blocking time and score.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

type Item = { url: string; resourceType?: string; transferSize?: number; networkEndTime?: number };
type Report = {
  finalDisplayedUrl?: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};
type TraceEvent = { name: string; ph: string; pid: number; ts: number; dur?: number; args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } } };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The page's main-frame navigation start (Lighthouse's time origin) and its renderer's pid. */
function origin(events: TraceEvent[], url: string): { ts: number; pid: number } | null {
  const starts = events.filter((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url);
  const last = starts[starts.length - 1];
  return last ? { ts: last.ts, pid: last.pid } : null;
}

async function describe(file: string): Promise<string> {
  const report = JSON.parse(await readFile(file, "utf8")) as Report;
  const metrics = (report.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>;
  const fcp = metrics.observedFirstContentfulPaint ?? NaN;
  const lcp = metrics.observedLargestContentfulPaint ?? NaN;
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as Item[];
  const before = new Map<string, { count: number; bytes: number }>();
  for (const r of requests) {
    if (r.networkEndTime === undefined || r.networkEndTime > lcp) continue;
    const type = r.resourceType ?? "Other";
    const sum = before.get(type) ?? { count: 0, bytes: 0 };
    sum.count += 1;
    sum.bytes += r.transferSize ?? 0;
    before.set(type, sum);
  }
  const scripts = requests.filter((r) => r.resourceType === "Script").length;
  const ended = [...before.entries()].map(([type, s]) => `${type} ${s.count} (${kib(s.bytes)} KiB)`).join(", ");

  let mainThread = "no trace";
  try {
    const trace = JSON.parse(await readFile(file.replace(/\.json$/, ".trace.json"), "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
    const start = origin(events, report.finalDisplayedUrl ?? "");
    if (start) {
      const at = (e: TraceEvent) => (e.ts - start.ts) / 1000;
      const mine = events.filter((e) => e.pid === start.pid && e.ph === "X" && at(e) >= 0);
      const runs = mine.filter((e) => e.name === "EvaluateScript" && (e.args?.data?.url ?? "").endsWith(".js") && at(e) < lcp);
      const runMs = runs.reduce((a, e) => a + (e.dur ?? 0) / 1000, 0);
      const layout = mine
        .filter((e) => (e.name === "UpdateLayoutTree" || e.name === "Layout") && at(e) < fcp)
        .reduce((a, e) => a + (e.dur ?? 0) / 1000, 0);
      mainThread = `${runs.length} script files run before it (${runMs.toFixed(0)} ms); style and layout before the first paint ${layout.toFixed(0)} ms`;
    }
  } catch {
    // a report kept without its trace: the network part still says what the graph held
  }

  const a = report.audits;
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  return (
    `${path.basename(file, ".json")}: observed first paint ${fcp.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms; ended before it: ${ended || "nothing"} ` +
    `(of ${scripts} scripts); ${mainThread}; simulated LCP ${Math.round(a["largest-contentful-paint"]?.numericValue ?? NaN)} ms, ` +
    `TBT ${Math.round(a["total-blocking-time"]?.numericValue ?? NaN)} ms, score ${score}`
  );
}

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: npm run bench:lcp -- <the BENCH_LH_DUMP folder>");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json") && !f.endsWith(".trace.json")).sort();
  for (const f of files) console.log(await describe(path.join(dir, f)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
