// `node --import tsx tests/bench/profile.ts .bench-prof/<file>.cpuprofile`: where a server's CPU
// time went (from `BENCH_CPU_PROF=1 npm run bench`), self time grouped by package / our folder.
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
const profile = JSON.parse(readFileSync(process.argv[2], "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

function bucket(url: string, fn: string): string {
  if (!url) return fn.startsWith("(") ? fn : "(native)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith("node:")) return url;
  if (url.includes(".next-bench/server/chunks")) return "app server chunks (ours + bundled deps)";
  return url.replace(/^.*\/(perf|work)\//, "");
}

const self = new Map<string, number>();
const fns = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id)!;
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  total += dt;
  const b = bucket(n.callFrame.url, n.callFrame.functionName);
  self.set(b, (self.get(b) ?? 0) + dt);
  const f = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
  fns.set(f, (fns.get(f) ?? 0) + dt);
});
const idle = self.get("(idle)") ?? 0;
console.log(`total ${total.toFixed(0)} ms, busy ${(total - idle).toFixed(0)} ms`);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  if (k === "(idle)") continue;
  console.log(`${((v / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${v.toFixed(0).padStart(6)} ms  ${k}`);
}
console.log("\ntop functions (self):");
for (const [k, v] of [...fns.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${((v / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${k}`);
}
