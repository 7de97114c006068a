// `node --import tsx tests/bench/textarea-hydration.ts`: what React's hydration of a long text
// area costs the browser, with and without the editor's page script that gives each text area the
// value it already has (TEXT_AREAS_OWN_VALUE_SCRIPT in lib/hooks/typed-before-hydration-record.ts).
// In Debian's Chromium, a 412 px text area with 3,000 words as server HTML: the write hydration
// makes (react-dom's initTextarea: defaultValue, then value), then a layout; ms at full speed.
// Not run by `npm run bench`; a check of the reason for that script.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchChromium, waitForCdp } from "./web.bench";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 3298);

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "saywrite-textarea-"));
  const chrome = launchChromium(dir);
  try {
    await waitForCdp();
    const { default: puppeteer } = await import("puppeteer-core");
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CDP_PORT}` });
    const page = await browser.newPage();
    const words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dogs", "writing", "sentence."];
    const text = Array.from({ length: 3000 }, (_, i) => words[i % 10] + (i % 15 === 14 ? "\n\n" : " ")).join("");
    const html = `<textarea id=t style="width:380px;height:300px;font:18px/1.8 sans-serif;letter-spacing:.05em">${text}</textarea>`;
    const times: Record<"as drawn" | "own value", number[]> = { "as drawn": [], "own value": [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mark of [false, true]) {
        await page.setContent(html);
        const ms = await page.evaluate((mark) => {
          const area = document.getElementById("t") as HTMLTextAreaElement;
          void area.scrollHeight; // laid out as first drawn
          const before = area.value;
          const own = area.value;
          if (mark) area.value = own; // the page script
          const start = performance.now();
          area.defaultValue = area.textContent ?? ""; // what hydration does
          if (area.textContent === before && before !== "") area.value = area.textContent;
          void area.scrollHeight;
          if (area.value !== before) throw new Error("the text changed");
          return performance.now() - start;
        }, mark);
        times[mark ? "own value" : "as drawn"].push(ms);
      }
    }
    for (const [name, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`${name}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms (${list.map((t) => t.toFixed(1)).join(", ")})`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill("SIGTERM");
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
