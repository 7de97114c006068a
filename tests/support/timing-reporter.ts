// A Playwright reporter that prints, at the end of a run, where the time went: each spec file's
// tests (their count and summed duration, slowest first), the slowest single tests, and the
// machine's load average at the start and the end (a run on a busy machine is not a slower suite).
// Beside the list reporter in playwright.config.ts; `npm test` shows it after the end-to-end step.
import os from "node:os";
import path from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

const SLOWEST_TESTS = 10;
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(", ");

export default class TimingReporter implements Reporter {
  private root = "";
  private loadAtStart = "";
  private readonly files = new Map<string, { tests: number; ms: number }>();
  private readonly tests: Array<{ title: string; ms: number }> = [];

  onBegin(config: FullConfig, _suite: Suite) {
    this.root = config.rootDir;
    this.loadAtStart = loadAverage();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(this.root, test.location.file);
    const entry = this.files.get(file) ?? { tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += result.duration;
    this.files.set(file, entry);
    this.tests.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd(result: FullResult) {
    if (!this.tests.length) return;
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    console.log(`\nTime per spec file (tests' summed durations, ${seconds(total).trim()} s in all; the run took ${seconds(result.duration).trim()} s):`);
    for (const [file, { tests, ms }] of [...this.files].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`  ${seconds(ms)} s  ${String(tests).padStart(3)} tests  ${file}`);
    }
    console.log(`Slowest tests:`);
    for (const { title, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_TESTS)) {
      console.log(`  ${seconds(ms)} s  ${title.length > 120 ? `${title.slice(0, 117)}...` : title}`);
    }
    console.log(`Load average (1, 5, 15 min) on ${os.availableParallelism()} cores: ${this.loadAtStart} at the start, ${loadAverage()} at the end`);
  }

  printsToStdio() {
    return true;
  }
}
