// One table for `npm run bench`: every figure with its target and whether it was met, plus the
// machine it ran on (and how busy it was), printed at the end and written to bench-results.json.
import { cpus, loadavg, totalmem } from "node:os";
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

export type Status = "met" | "missed" | "";

export type BenchRow = {
  section: string;
  figure: string;
  value: string;
  target: string;
  status: Status;
  /** 1-minute load average when the figure was taken. */
  load: number;
  note?: string;
  /** Raw numbers for bench-results.json. */
  data?: Record<string, unknown>;
};

export class BenchResults {
  readonly rows: BenchRow[] = [];
  readonly startedAt = new Date();
  private readonly loads: number[] = [];

  add(row: Omit<BenchRow, "load" | "status"> & { met?: boolean | null }) {
    const { met, ...rest } = row;
    const load = loadavg()[0];
    this.loads.push(load);
    this.rows.push({ ...rest, status: met == null ? "" : met ? "met" : "missed", load });
    console.log(`[bench] ${rest.section} / ${rest.figure}: ${rest.value}${met == null ? "" : met ? " (met)" : " (MISSED)"}`);
  }

  /** Samples the load average (call often during long runs). */
  sampleLoad() {
    this.loads.push(loadavg()[0]);
  }

  machine() {
    const c = cpus();
    let chromium = "";
    try {
      chromium = execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], { encoding: "utf8" }).trim();
    } catch {
      chromium = "not found";
    }
    const maxLoad = Math.max(...this.loads, loadavg()[0]);
    return {
      cpu: `${c.length} x ${c[0]?.model ?? "unknown"}`,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium,
      commit: measuredCommit(),
      startedAt: this.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      loadAverage: { min: Math.min(...this.loads, loadavg()[0]), max: maxLoad },
      // More runnable processes than cores: other work competed for the CPU during the run.
      busy: maxLoad > c.length * 0.75,
    };
  }

  table(): string {
    const m = this.machine();
    const head = ["Section", "Figure", "Value", "Target", "Result", "Load"];
    const body = this.rows.map((r) => [r.section, r.figure, r.value, r.target, r.status, r.load.toFixed(2)]);
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
    const sep = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
    const met = this.rows.filter((r) => r.status === "met").length;
    const missed = this.rows.filter((r) => r.status === "missed").length;
    return [
      `Machine: ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.chromium}`,
      `Run: ${m.startedAt} to ${m.finishedAt} of ${m.commit}; load average (1 min) ${m.loadAverage.min.toFixed(2)} to ${m.loadAverage.max.toFixed(2)}` +
        (m.busy ? " (BUSY: other processes competed for the CPU; timings are pessimistic)" : " (quiet)"),
      "",
      line(head),
      sep,
      ...body.map(line),
      "",
      `${met} met, ${missed} missed` + (this.rows.some((r) => r.note) ? "" : ""),
      ...this.rows.filter((r) => r.note).map((r) => `- ${r.section} / ${r.figure}: ${r.note}`),
    ].join("\n");
  }

  write(file: string) {
    writeFileSync(file, JSON.stringify({ machine: this.machine(), rows: this.rows }, null, 2) + "\n");
  }
}

/** The commit measured, so a figure quoted in docs can be traced to its code. */
function measuredCommit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return "unknown";
  }
}

export const fmtMs = (n: number) => (n >= 100 ? `${n.toFixed(0)} ms` : `${n.toFixed(1)} ms`);
export const fmtX = (n: number) => `${n.toFixed(2)}x`;
