// Latency bookkeeping for the load run: samples per route, percentiles, a printed table.

export type Outcome = "ok" | "conflict" | "rate_limited" | "unavailable" | "error";

export type Sample = {
  route: string;
  /** ms since the run started */
  start: number;
  ms: number;
  status: number;
  outcome: Outcome;
  detail?: string;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export type RouteSummary = {
  route: string;
  requests: number;
  perSecond: number;
  ok: number;
  conflicts: number;
  rateLimited: number;
  unavailable: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function summarise(samples: Sample[], seconds: number): RouteSummary[] {
  const byRoute = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = byRoute.get(s.route) ?? [];
    list.push(s);
    byRoute.set(s.route, list);
  }
  const rows: RouteSummary[] = [];
  const all = [...byRoute.entries()].sort(([a], [b]) => a.localeCompare(b));
  all.push(["all", samples]);
  for (const [route, list] of all) {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const count = (o: Outcome) => list.filter((s) => s.outcome === o).length;
    rows.push({
      route,
      requests: list.length,
      perSecond: Math.round((list.length / seconds) * 10) / 10,
      ok: count("ok"),
      conflicts: count("conflict"),
      rateLimited: count("rate_limited"),
      unavailable: count("unavailable"),
      errors: count("error"),
      p50: Math.round(percentile(ms, 50)),
      p95: Math.round(percentile(ms, 95)),
      p99: Math.round(percentile(ms, 99)),
      max: Math.round(ms.at(-1) ?? 0),
    });
  }
  return rows;
}

export function table(rows: RouteSummary[]): string {
  const head = ["route", "req", "req/s", "ok", "409", "429", "503", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"];
  const body = rows.map((r) => [r.route, r.requests, r.perSecond, r.ok, r.conflicts, r.rateLimited, r.unavailable, r.errors, r.p50, r.p95, r.p99, r.max].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? "-" : "") + "-".repeat(w + 1) + (i === 0 ? "" : ":")).join("|")}|`, ...body.map(line)].join("\n");
}
