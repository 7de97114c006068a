// The legal tool's documents and their harm (scripts/ai/tools/harm.ts, dictation scored against
// the writer's own words as eval-fresh.ts scores it) on every legal input a developer may read:
// the development sets, the first fresh set, the fresh4, fresh5, fresh6, fresh10, fresh11 and
// fresh15 development sets and the dictated letters of legal-letters-dev.ts. Written as JSON lines
// to compare two engines (for example the committed punctuation network and a new one, run from
// two copies of the repository):
//   npx tsx scripts/ai/tools/compare-legal.ts OUT.jsonl
//   npx tsx scripts/ai/tools/compare-legal.ts --diff A.jsonl B.jsonl
// The legal TEST split (legal-test.ts) is never read while changing rules: only its harm total is
// written, no item. The held-out fresh2, fresh3 and fresh14 sets are not read here at all.
import { readFileSync, writeFileSync } from "node:fs";
import { withSpokenMarks } from "@/lib/ai/provider";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import { freshLegal } from "@/tests/fixtures/ai/fresh/legal";
import { fresh10Legal } from "@/tests/fixtures/ai/fresh10/legal";
import { fresh11Legal } from "@/tests/fixtures/ai/fresh11/legal";
import { fresh15Legal } from "@/tests/fixtures/ai/fresh15/legal";
import { fresh4Legal } from "@/tests/fixtures/ai/fresh4/legal";
import { fresh5Legal } from "@/tests/fixtures/ai/fresh5/legal";
import { fresh6Legal } from "@/tests/fixtures/ai/fresh6/legal";
import { legalDev } from "@/tests/fixtures/ai/sets/legal-dev";
import { legalHarmDev } from "@/tests/fixtures/ai/sets/harm-dev";
import { legalLettersDev } from "@/tests/fixtures/ai/sets/legal-letters-dev";
import { legalTest } from "@/tests/fixtures/ai/sets/legal-test";
import { harmOf, KEEPS_INPUT } from "./harm";

type Item = { id: string; documentType: (typeof legalLettersDev)[number]["documentType"]; dictatedOn: string; input: string; pasted: boolean };
type Row = { id: string; harms: number; tokens: number; document: string; misses: string[] };


async function run(item: Item): Promise<Row> {
  const local = createLocalProvider({ now: () => new Date(`${item.dictatedOn}T10:00:00Z`), random: () => 0 });
  const input = { transcript: item.input, documentType: item.documentType, caseInfo: { caseNumber: "EV-1" }, confidentialityLevel: "public" as const };
  const doc = await local.formatLegal(withSpokenMarks("formatLegal", input));
  const h = harmOf(writeSpokenMarks(item.input), doc.formattedDocument, item.pasted ? undefined : KEEPS_INPUT);
  return { id: item.id, harms: h.harms, tokens: h.tokens, document: doc.formattedDocument, misses: h.sentences.map((s) => `${s.lost}/${s.added}: "${s.sentence}" -> "${s.found}"`) };
}

async function write(out: string) {
  const day = "2027-03-09";
  const items: Item[] = [
    ...legalDev.map((i) => ({ id: i.id, documentType: i.documentType, dictatedOn: day, input: i.transcript, pasted: false })),
    ...legalHarmDev.map((i) => ({ ...i, pasted: i.input === i.reference })),
    ...[freshLegal, fresh4Legal, fresh5Legal, fresh6Legal, fresh10Legal, fresh11Legal, fresh15Legal].flat().map((i) => ({ ...i, pasted: i.input === i.reference })),
    ...legalLettersDev.map((i) => ({ ...i, pasted: false })),
  ];
  const rows: Row[] = [];
  for (const item of items) rows.push(await run(item));
  // the test split: its total only
  let [harms, tokens] = [0, 0];
  for (const i of legalTest) {
    const r = await run({ id: i.id, documentType: i.documentType, dictatedOn: day, input: i.transcript, pasted: false });
    [harms, tokens] = [harms + r.harms, tokens + r.tokens];
  }
  rows.push({ id: "legal-test (total only)", harms, tokens, document: "", misses: [] });
  writeFileSync(out, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const all = rows.reduce((a, r) => [a[0] + r.harms, a[1] + r.tokens], [0, 0]);
  console.log(`${rows.length} rows, harm ${all[0]} in ${all[1]} tokens (${((100 * all[0]) / all[1]).toFixed(3)} per 100), ${rows.filter((r) => r.harms).length} with any harm`);
}

function diff(a: string, b: string) {
  const read = (f: string) => new Map(readFileSync(f, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Row).map((r) => [r.id, r]));
  const [ra, rb] = [read(a), read(b)];
  let changed = 0;
  for (const [id, x] of ra) {
    const y = rb.get(id);
    if (!y || (x.document === y.document && x.harms === y.harms)) continue;
    changed++;
    console.log(`\n=== ${id}: harm ${x.harms} -> ${y.harms} (of ${x.tokens})`);
    if (x.document !== y.document) console.log(`--- A\n${x.document}\n--- B\n${y.document}`);
    for (const m of y.misses) if (!x.misses.includes(m)) console.log(`  new miss ${m}`);
    for (const m of x.misses) if (!y.misses.includes(m)) console.log(`  gone miss ${m}`);
  }
  console.log(`\n${changed} of ${ra.size} rows changed`);
}

if (process.argv[2] === "--diff") diff(process.argv[3], process.argv[4]);
else void write(process.argv[2] ?? "/tmp/legal-compare.jsonl");
