// `node --import tsx tests/bench/first-frame-probe.ts [/editor/{id}]`: what the page holds at each of
// the first frames of a cold load (not run by `npm run bench`; a tool for reading a load, as bench:lcp is).
//
// Serves the bench's build (.next-bench, or PROBE_DIST) on the embedded database, signs in a realistic
// reader (support/realistic-data.ts) and loads the page RUNS (5) times after a warm-up, unthrottled as
// Lighthouse observes it, each time with the cache and storage cleared. Per load it prints the paint and
// LCP entries (time, size, element) and, for each animation frame, the time, how many elements were
// in the page, the length of the editor's text (-1: no text area yet) and the document's readyState:
// a frame drawn with part of the page shows fewer elements than the page ends with.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp, stopAllApps, BENCH_DIST_DIR } from "./support/app";
import { launchChromium, signInChromium, waitForCdp } from "./web.bench";
import { createRealisticAccount } from "./support/realistic-data";

const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 3298);
const RUNS = Number(process.env.RUNS ?? 5);
const INIT = `(() => {
  const p = (window.__probe = { frames: [], entries: [] });
  const tick = () => {
    const t = document.getElementById("document-content");
    p.frames.push([Math.round(performance.now()), document.getElementsByTagName("*").length, t ? t.value.length : -1, document.readyState]);
    if (performance.now() < 4000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  for (const type of ["paint", "largest-contentful-paint"]) {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) p.entries.push([e.entryType, e.name, Math.round(e.startTime), e.size, e.element ? e.element.tagName + "#" + e.element.id : ""]); }).observe({ type, buffered: true });
  }
})();`;

async function main() {
  const dist = process.env.PROBE_DIST ?? BENCH_DIST_DIR;
  const app = await startApp("embedded", Number(process.env.BENCH_PORT ?? 3265), dist);
  const profileDir = await mkdtemp(path.join(tmpdir(), "saywrite-probe-"));
  const chrome = launchChromium(profileDir);
  try {
    await waitForCdp();
    const reader = await createRealisticAccount(app.origin, app.databaseUrl);
    await signInChromium(app.origin, reader.cookie);
    const { default: puppeteer } = await import("puppeteer-core");
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CDP_PORT}` });
    const target = process.argv[2] ?? "/editor/{id}";
    for (let run = 0; run <= RUNS; run++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await cdp.send("Storage.clearDataForOrigin", { origin: app.origin, storageTypes: "local_storage,indexeddb,cache_storage,service_workers" });
      await page.evaluateOnNewDocument(INIT);
      await page.goto(app.origin + target.replace("{id}", reader.documentIds.at(-1) ?? ""), { waitUntil: "networkidle0" });
      await new Promise((r) => setTimeout(r, 1500));
      const probe = (await page.evaluate("window.__probe")) as { frames: unknown[][]; entries: unknown[][] };
      await page.close();
      if (run === 0) continue;
      console.log(`run ${run}: entries ${JSON.stringify(probe.entries)}`);
      console.log(`  frames [t, elements, text length, readyState]: ${JSON.stringify(probe.frames.slice(0, 12))}`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill("SIGTERM");
    await app.stop();
    await stopAllApps();
    await rm(profileDir, { recursive: true, force: true }).catch(() => {});
  }
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
