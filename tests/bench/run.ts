// `npm run bench`: the project's benchmarks. BENCH_ONLY=ai or BENCH_ONLY=dictation runs one.
import { runAiBench } from "./ai.bench";
import { runDictationBench } from "./dictation.bench";

const only = process.env.BENCH_ONLY;

async function main() {
  if (!only || only === "ai") await runAiBench();
  if (!only || only === "dictation") await runDictationBench();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
