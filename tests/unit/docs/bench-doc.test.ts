// docs/bench.md quotes only the last full run: its table must be what docs/bench-results.json says.
import { readFileSync } from "node:fs";
import { BENCH_DOC, BENCH_DOC_RESULTS, benchDocFor, type BenchFile } from "@/tests/bench/support/bench-doc";

describe("docs/bench.md", () => {
  const doc = readFileSync(BENCH_DOC, "utf8");
  const results = JSON.parse(readFileSync(BENCH_DOC_RESULTS, "utf8")) as BenchFile;

  it("ends with the table of docs/bench-results.json (run `npm run bench:doc` after changing either)", () => {
    expect(doc).toBe(benchDocFor(doc, results));
  });

  it("lists every miss of that run by name", () => {
    const misses = results.rows.filter((r) => r.status === "missed");
    const total = results.rows.filter((r) => r.status === "met").length;
    expect(doc).toContain(`**${total} met, ${misses.length} missed.**`);
    for (const r of misses) expect(doc).toContain(`- ${r.section}, ${r.figure}: ${r.value}`);
  });
});
