// docs/bench.md ends with the last full run's table, written from docs/bench-results.json so the
// page can never quote figures the run did not produce. Everything above the marker is prose
// written by hand; everything below it is this file's output.
import { readFileSync, writeFileSync } from "node:fs";
import type { BenchRow } from "./results";

export const BENCH_DOC = "docs/bench.md";
export const BENCH_DOC_RESULTS = "docs/bench-results.json";
export const GENERATED_MARKER =
  "<!-- Written by `npm run bench` (a full run) and `npm run bench:doc` from docs/bench-results.json; do not edit below. -->";

export type BenchFile = {
  machine: {
    cpu: string;
    memoryGiB: number;
    node: string;
    chromium: string;
    commit?: string;
    startedAt: string;
    finishedAt: string;
    loadAverage: { min: number; max: number };
    busy: boolean;
  };
  rows: BenchRow[];
};

/** A table cell: pipes would end the cell early. */
const cell = (s: string) => s.replace(/\|/g, "\\|");

const minute = (iso: string) => iso.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC");

/** The generated part of docs/bench.md: the run's machine, its misses first, then every figure. */
export function renderBenchRun(file: BenchFile): string {
  const m = file.machine;
  const met = file.rows.filter((r) => r.status === "met");
  const missed = file.rows.filter((r) => r.status === "missed");
  const lines = [
    `Run from ${minute(m.startedAt)} to ${minute(m.finishedAt)}` + (m.commit ? ` of ${m.commit}` : "") + ".",
    `Machine: ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.chromium}.`,
    `Load average (1 min) ${m.loadAverage.min.toFixed(2)} to ${m.loadAverage.max.toFixed(2)}` +
      (m.busy ? ": busy (more runnable processes than three quarters of the cores), so timings are pessimistic." : ": quiet."),
    "",
    `**${met.length} met, ${missed.length} missed.**` + (missed.length ? " The misses:" : ""),
  ];
  if (missed.length) {
    lines.push("");
    for (const r of missed) lines.push(`- ${r.section}, ${r.figure}: ${r.value} (target ${r.target})`);
  }
  const notes = file.rows.filter((r) => r.note);
  if (notes.length) {
    lines.push("", "Notes:", "");
    for (const r of notes) lines.push(`- ${r.section}, ${r.figure}: ${r.note}`);
  }
  lines.push("", "| Section | Figure | Value | Target | Result | Load |", "|---|---|---|---|---|---:|");
  for (const r of file.rows) {
    lines.push(`| ${[r.section, r.figure, r.value, r.target, r.status, r.load.toFixed(2)].map(cell).join(" | ")} |`);
  }
  return lines.join("\n") + "\n";
}

/** docs/bench.md as it should read: its hand-written part, the marker, then the run. */
export function benchDocFor(currentDoc: string, file: BenchFile): string {
  const at = currentDoc.indexOf(GENERATED_MARKER);
  if (at < 0) throw new Error(`${BENCH_DOC} has lost its marker line:\n${GENERATED_MARKER}`);
  return currentDoc.slice(0, at) + GENERATED_MARKER + "\n\n" + renderBenchRun(file);
}

export function writeBenchDoc(resultsFile = BENCH_DOC_RESULTS, docFile = BENCH_DOC) {
  const file = JSON.parse(readFileSync(resultsFile, "utf8")) as BenchFile;
  writeFileSync(docFile, benchDocFor(readFileSync(docFile, "utf8"), file));
}
