// Brainstorm outline on brain2's probe set (tests/fixtures/ai/sets/brainstorm-cuts-dev.ts): inputs written to find where
// a split drops a spoken word or cuts one idea in two. Development: read and tuned on.
// Run: `npx tsx scripts/ai/tools/eval-brainstorm-cuts.ts` (EVAL_VERBOSE=1 lists each miss).
import { brainstormCutsDev } from "@/tests/fixtures/ai/sets/brainstorm-cuts-dev";
import { freshBrainstormFigures } from "./eval-fresh";

async function main() {
  const figures = await freshBrainstormFigures(brainstormCutsDev, (id, message) => {
    if (process.env.EVAL_VERBOSE) console.log(`  ${id}: ${message}`);
  });
  for (const f of figures) console.log(`${f.metric}: ${f.value.toFixed(3)} (n=${f.n})`);
}

void main();
