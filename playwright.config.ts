import { defineConfig, devices } from "@playwright/test";
import { e2eBrowserPath } from "./tests/support/chromium-path";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's headless shell, else Debian's Chromium, else Playwright's own (tests/support/chromium-path.ts).
const chromiumPath = e2eBrowserPath();

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries: a test that passes only on its second try hides a real wait bug. Tests wait on
  // events and the hydration marker (tests/e2e/fixtures.ts), never on sleeps or network idle.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The list as tests end; at the end, the time per spec file and the slowest tests.
  reporter: [["list"], ["./tests/support/timing-reporter.ts"]],
  outputDir: "test-results",
  use: {
    baseURL,
    // A failed test keeps a screenshot. Its trace (DOM snapshots of every step, sources) is kept
    // with E2E_TRACE=1: recording one for every test, to keep the few that fail, cost 13% of the
    // browsers' and workers' CPU time in the accessibility matrix, whose Tab walks are many steps
    // (docs/testing.md). A failing test is re-run with E2E_TRACE=1 (or `--trace on`).
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true } : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e" },
  },
});
