// `npm run bench`: every benchmark of the project, printed as ONE table (each figure, its target,
// met/missed, and the load average when it was taken) and written as JSON. A full run (none of
// BENCH_ONLY, BENCH_PAGES, BENCH_DATABASES) is what docs quote, so it writes docs/bench-results.json
// and the table in docs/bench.md; a partial run writes bench-results.json (git-ignored).
// BENCH_ONLY=ai,spelling,dictation,pages,usable,lighthouse,api,plans picks some (comma-separated).
// BENCH_DATABASES=embedded,postgres picks the databases for the API figures (postgres = CI's
// server on 127.0.0.1:5432, or BENCH_POSTGRES_URL; skipped with a note when unreachable).
// BENCH_PAGES=/,/editor picks the pages for the page figures; BENCH_LH_DUMP=dir keeps every
// Lighthouse report (long tasks, network requests) as JSON there.
// Ports: BENCH_PORT (3292) for the app, BENCH_EMPTY_PORT (3296) for the empty page, BENCH_CDP_PORT (3298) for Chromium.
import path from "node:path";
import { runAiBench } from "./ai.bench";
import { runDictationBench } from "./dictation.bench";
import { benchPages, runLighthouseBench, runPageWeightBench } from "./web.bench";
import { runApiBench, runQueryPlanBench } from "./api.bench";
import { runSpellingBench } from "./spelling.bench";
import { runUsableBench } from "./usable.bench";
import { createRealisticAccount } from "./support/realistic-data";
import { buildBenchApp, isPostgresReachable, startApp, stopAllApps, type DatabaseKind } from "./support/app";
import { BenchResults } from "./support/results";
import { BENCH_DOC_RESULTS, writeBenchDoc } from "./support/bench-doc";
import { ensurePrismaClient } from "../../scripts/lib/prisma-client";

const ALL = ["ai", "spelling", "dictation", "pages", "usable", "lighthouse", "api", "plans"];
const only = (process.env.BENCH_ONLY ?? ALL.join(",")).split(",").map((s) => s.trim());
const wants = (name: string) => only.includes(name);
const databases = (process.env.BENCH_DATABASES ?? "embedded,postgres").split(",") as DatabaseKind[];
const isFullRun = !process.env.BENCH_ONLY && !process.env.BENCH_PAGES && !process.env.BENCH_DATABASES;

async function main() {
  const results = new BenchResults();
  const published = path.resolve(BENCH_DOC_RESULTS);
  const file = path.resolve(process.env.BENCH_RESULTS ?? (isFullRun ? published : "bench-results.json"));
  const finish = (completed: boolean) => {
    // an interrupted run is not the last full run: it never replaces the published one
    const target = completed || file !== published ? file : path.resolve("bench-results.json");
    results.write(target);
    if (target === published) writeBenchDoc();
    console.log("\n" + results.table());
    console.log(`\n(written to ${path.relative(process.cwd(), target)}${target === published ? " and docs/bench.md" : ""})`);
  };
  let completed = false;
  // Ctrl-C (or a deadline): print and keep what was measured so far
  process.on("SIGINT", () => {
    finish(false);
    void stopAllApps().finally(() => process.exit(130));
  });
  try {
    ensurePrismaClient();
    const needsApp = wants("pages") || wants("usable") || wants("lighthouse") || wants("api") || wants("plans");
    if (needsApp) buildBenchApp();
    // the quick figures first, Lighthouse (the slowest) last
    for (const kind of databases) {
      const pages = kind === databases[0] && wants("pages");
      if (!pages && !wants("api") && !wants("plans")) continue;
      if (kind === "postgres" && !(await isPostgresReachable(process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres"))) {
        results.add({ section: "API PostgreSQL", figure: "server", value: "not reachable: skipped", target: "" });
        continue;
      }
      console.log(`[bench] starting the app on the ${kind} database...`);
      const app = await startApp(kind);
      try {
        if (pages) {
          console.log("[bench] first-load JavaScript...");
          await runPageWeightBench(app, results, benchPages());
        }
        if (wants("api")) {
          console.log(`[bench] API on ${kind}...`);
          await runApiBench(app, results);
        }
        // last: it fills the tables to a realistic size
        if (wants("plans")) {
          console.log(`[bench] query plans on ${kind}...`);
          await runQueryPlanBench(app, results);
        }
      } finally {
        await app.stop();
      }
    }
    if (wants("dictation")) {
      console.log("[bench] dictation...");
      await runDictationBench(results);
    }
    if (wants("ai")) {
      console.log("[bench] local AI...");
      await runAiBench(results);
    }
    if (wants("spelling")) {
      console.log("[bench] spelling...");
      await runSpellingBench(results);
    }
    if (wants("usable") || wants("lighthouse")) {
      const app = await startApp(databases[0]);
      try {
        if (wants("usable")) {
          console.log("[bench] the editor's time to usable at 4x CPU...");
          await runUsableBench(app, results, await createRealisticAccount(app.origin, app.databaseUrl));
        }
        if (wants("lighthouse")) {
          console.log("[bench] Lighthouse...");
          await runLighthouseBench(app, results, benchPages());
        }
      } finally {
        await app.stop();
      }
    }
    completed = true;
  } finally {
    finish(completed);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
