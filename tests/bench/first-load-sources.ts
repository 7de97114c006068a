// `npm run bench:sources -- /editor /`: where each page's first-load JavaScript comes from, by
// source file and npm package (not run by `npm run bench`; a tool for deciding what to load
// later). Builds the app with browser source maps into `.next-maps` (SAYWRITE_SOURCE_MAPS=1;
// BENCH_REBUILD=1 builds again), serves it signed in, and splits the gzip size of every script
// the page's HTML loads (as the bench counts it) over the sources its map names, in proportion
// to the bytes each source produced. TOP (40) rows per page. Visitors' pages (landing, sign-in,
// sign-up) are fetched signed out.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { buildAppInto, signUp, startApp, stopAllApps, toolDatabase } from "./support/app";
import { benchPages } from "./web.bench";
import { ensurePrismaClient } from "../../scripts/lib/prisma-client";

const ROOT = process.cwd();
const DIST = ".next-maps";
const TOP = Number(process.env.TOP ?? 40);
/** BY_FILE=1: npm packages by file too ("npm next: dist/client/..."), to see which of a package's parts a page loads. */
const BY_FILE = process.env.BY_FILE === "1";

type IndexMap = { sections: Array<{ offset: { line: number; column: number }; map: RawSourceMap }> };

/** "node_modules/@tanstack/query-core/..." -> "npm @tanstack/query-core"; our files by their path. */
function sourceLabel(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/?(.*)$/);
  if (pkg) return BY_FILE ? `npm ${pkg[1]}: ${pkg[2]}` : `npm ${pkg[1]}`;
  return source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^.*?\/(app|components|lib)\//, "$1/");
}

/** Gzip bytes of one script, shared out over its sources. */
function splitScript(file: string, into: Map<string, number>): number {
  const code = readFileSync(file, "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : `${file}.map`;
  if (!existsSync(mapFile)) {
    into.set("(no source map)", (into.get("(no source map)") ?? 0) + gzip);
    return gzip;
  }
  const raw = JSON.parse(readFileSync(mapFile, "utf8")) as RawSourceMap | IndexMap;
  const sections = "sections" in raw ? raw.sections : [{ offset: { line: 0, column: 0 }, map: raw }];
  const lineStart: number[] = [];
  let at = 0;
  for (const line of code.split("\n")) {
    lineStart.push(at);
    at += line.length + 1;
  }
  const marks: Array<{ pos: number; source: string }> = [];
  for (const { offset, map } of sections) {
    new SourceMapConsumer(map).eachMapping((m) => {
      const column = (m.generatedLine === 1 ? offset.column : 0) + m.generatedColumn;
      marks.push({ pos: (lineStart[m.generatedLine - 1 + offset.line] ?? 0) + column, source: m.source ?? "(unmapped)" });
    });
  }
  marks.sort((a, b) => a.pos - b.pos);
  for (let i = 0; i < marks.length; i++) {
    const bytes = (marks[i + 1]?.pos ?? code.length) - marks[i].pos;
    const label = sourceLabel(marks[i].source);
    into.set(label, (into.get(label) ?? 0) + (bytes / code.length) * gzip);
  }
  return gzip;
}

async function main() {
  const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
  if (!pages.length) throw new Error("name the pages: npm run bench:sources -- /editor /");
  ensurePrismaClient();
  buildAppInto(DIST, { env: { SAYWRITE_SOURCE_MAPS: "1" } });
  const app = await startApp(toolDatabase(), undefined, DIST);
  try {
    const { cookie } = await signUp(app.origin);
    // visitors' pages (landing, sign-in, sign-up) as a visitor sees them: a signed-in reader is sent on
    const signedOut = new Set(benchPages().filter((p) => !p.signedIn).map((p) => p.path));
    for (const pagePath of pages) {
      const html = await (await fetch(app.origin + pagePath, { headers: signedOut.has(pagePath) ? {} : { cookie } })).text();
      const scripts = new Set(
        [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule\b/i.test(m[0])).map((m) => m[2].replace(/&amp;/g, "&")),
      );
      const bySource = new Map<string, number>();
      let total = 0;
      for (const src of scripts) total += splitScript(path.join(ROOT, DIST, "static", src.replace(/^\/_next\/static\//, "").split("?")[0]), bySource);
      console.log(`\n== ${pagePath}: ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.size} scripts (Next and React are "npm next")`);
      for (const [label, bytes] of [...bySource.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
        console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${label}`);
      }
    }
  } finally {
    await app.stop();
    await stopAllApps();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
