import { signedInTest as test } from "./fixtures";
import { waitForHydration } from "./fixtures";

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

test("probe: LCP candidates on the editor (phone)", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: unknown[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEntry[] & { element?: Element; size?: number }[]) {
        const x = e as unknown as { startTime: number; size: number; element?: Element; entryType: string; name: string };
        const r = x.element?.getBoundingClientRect();
        w.__lcp.push({ type: x.entryType, name: x.name, t: Math.round(x.startTime), size: x.size, el: x.element ? `${x.element.tagName} ${(x.element.textContent ?? "").slice(0, 40)}` : "", top: r ? Math.round(r.top) : null });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp.push({ type: e.entryType, name: e.name, t: Math.round(e.startTime) });
    }).observe({ type: "paint", buffered: true });
    const mark = () => (w.__lcp as unknown[]).push({ type: "hydrated", t: Math.round(performance.now()) });
    new MutationObserver((m, o) => {
      if (document.documentElement.hasAttribute("data-hydrated")) { mark(); o.disconnect(); }
    }).observe(document.documentElement, { attributes: true });
  });
  for (let i = 0; i < 3; i++) {
    await page.goto("/editor");
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    const positions = await page.evaluate(() => {
      const p = [...document.querySelectorAll("p")].find((x) => x.textContent?.startsWith("Hear your text"));
      const ta = document.querySelector("textarea#document-content");
      return { readBackTop: p?.getBoundingClientRect().top, textarea: ta?.getBoundingClientRect().height, taStyle: (ta as HTMLElement)?.style.height };
    });
    console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { __lcp: unknown[] }).__lcp)), JSON.stringify(positions));
  }
  // the server's HTML alone
  await page.route("**/_next/static/chunks/*.js", (r) => r.abort());
  await page.goto("/editor");
  await page.waitForTimeout(1500);
  console.log("no JS:", JSON.stringify(await page.evaluate(() => {
    const p = [...document.querySelectorAll("p")].find((x) => x.textContent?.startsWith("Hear your text"));
    const ta = document.querySelector("textarea#document-content");
    return { lcp: (window as unknown as { __lcp: unknown[] }).__lcp, readBackTop: p?.getBoundingClientRect().top, textarea: ta?.getBoundingClientRect().height };
  })));
});
