// Marks the scripts every page loads first with V8's explicit compile hint, after `next build` has
// written them (next.config.ts: compiler.runAfterProductionCompile).
//
// Chromium compiles an async script on a background thread while it downloads, but only its
// top level: every function inside (Turbopack wraps each module in one) is compiled on the main
// thread the first time it is called. Next's bootstrap calls all of a page's first-load modules in
// one task, so a phone paid that compilation there: at 4x CPU slowdown most of the 200 to 300 ms
// bootstrap task was `instantiateModule` waiting for its modules to compile. A script that starts
// with `//# allFunctionsCalledOnLoad` has all its functions compiled with it, off the main
// thread (V8's explicit compile hints, Chromium 136 and later; other browsers read a comment).
// Only the first-load scripts are marked: the ones fetched later (a panel on its first press, the
// language tools) keep lazy compilation, since most of their functions may never run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** The scripts (paths inside the build folder, "static/chunks/x.js") that some page loads before it runs. */
export function firstLoadScripts(distDir: string): string[] {
  const scripts = new Set<string>();
  const buildManifest = path.join(distDir, "build-manifest.json");
  if (existsSync(buildManifest)) {
    const { rootMainFiles = [] } = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles?: string[] };
    for (const file of rootMainFiles) scripts.add(file);
  }
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith("_client-reference-manifest.js")) {
        // each file sets globalThis.__RSC_MANIFEST[route]: run it in a context of its own
        const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
        vm.runInNewContext(readFileSync(full, "utf8"), context);
        for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
          for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) scripts.add(file);
        }
      }
    }
  };
  walk(path.join(distDir, "server", "app"));
  return [...scripts].filter((file) => file.endsWith(".js")).sort();
}

/** Whether a build's first-load scripts carry the compile hint already (any of them). */
export function hasCompileHints(distDir: string): boolean {
  return firstLoadScripts(distDir).some((file) => {
    const full = path.join(distDir, file);
    return existsSync(full) && readFileSync(full, "utf8").startsWith(COMPILE_HINT);
  });
}

/** Puts the compile hint at the start of every first-load script of the build (once). Returns how many it marked. */
export function markFirstLoadScripts(distDir: string): number {
  let marked = 0;
  for (const file of firstLoadScripts(distDir)) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) continue;
    const source = readFileSync(full, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + source);
    shiftSourceMap(sourceMapOf(full, source));
    marked++;
  }
  return marked;
}

/**
 * The file of a script's source map: the one its `//# sourceMappingURL=` names (Turbopack gives a
 * map a hash of its own, "00rx.js" -> "2spy-.js.map"), else "<script>.map".
 */
function sourceMapOf(script: string, source: string): string {
  const named = source.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  return named && !named.startsWith("data:") ? path.join(path.dirname(script), decodeURIComponent(named)) : `${script}.map`;
}

/**
 * A source map of a marked script (builds with SAYWRITE_SOURCE_MAPS=1, read by `npm run
 * bench:sources` and the browser's tools) moves one line down with it: each section of an index
 * map starts a line later, and a plain map gets an empty first line.
 */
function shiftSourceMap(mapFile: string): void {
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sections?: Array<{ offset: { line: number } }>; mappings?: string };
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else if (typeof map.mappings === "string") map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}
