import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILE_HINT, firstLoadScripts, hasCompileHints, markFirstLoadScripts } from "@/scripts/lib/compile-hints";

// A build folder shaped as `next build` leaves it: the root scripts in build-manifest.json, each
// route's first-load scripts in its client reference manifest, and a script fetched later.
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(dist, "server", "app", "(app)", "editor"), { recursive: true });
  writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/root.js"], polyfillFiles: ["static/chunks/polyfills.js"] }));
  const manifest = { entryJSFiles: { "[project]/app/layout": ["static/chunks/layout.js"], "[project]/app/(app)/editor/page": ["static/chunks/layout.js", "static/chunks/editor.js"] } };
  writeFileSync(
    path.join(dist, "server", "app", "(app)", "editor", "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(app)/editor/page"] = ${JSON.stringify(manifest)};`,
  );
  for (const name of ["root", "layout", "editor", "later", "polyfills"]) {
    writeFileSync(path.join(dist, "static", "chunks", `${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  }
  return dist;
}

const read = (dist: string, name: string) => readFileSync(path.join(dist, "static", "chunks", `${name}.js`), "utf8");

describe("compile hints on the first-load scripts", () => {
  let dist: string;
  beforeEach(() => {
    dist = fakeBuild();
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("finds the root scripts and every route's first-load scripts, and only those", () => {
    expect(firstLoadScripts(dist)).toEqual(["static/chunks/editor.js", "static/chunks/layout.js", "static/chunks/root.js"]);
  });

  it("puts the hint before the first line of those scripts, leaves the rest alone, and marks each once", () => {
    expect(hasCompileHints(dist)).toBe(false);
    expect(markFirstLoadScripts(dist)).toBe(3);
    expect(hasCompileHints(dist)).toBe(true);
    for (const name of ["root", "layout", "editor"]) expect(read(dist, name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);`);
    expect(read(dist, "later")).toBe('(globalThis.TURBOPACK||[]).push(["later"]);');
    expect(read(dist, "polyfills")).toBe('(globalThis.TURBOPACK||[]).push(["polyfills"]);');
    expect(markFirstLoadScripts(dist)).toBe(0);
    expect(read(dist, "root").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("moves the scripts' source maps one line down with them, found by the name the script links", () => {
    const chunks = path.join(dist, "static", "chunks");
    // as Turbopack names them: a map of its own hash, linked from the script's last line
    writeFileSync(path.join(chunks, "root.js"), '(globalThis.TURBOPACK||[]).push(["root"]);\n//# sourceMappingURL=9f3a-.js.map');
    writeFileSync(path.join(chunks, "9f3a-.js.map"), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: ["a.ts"], mappings: "AAAA" } }, { offset: { line: 3, column: 0 }, map: { version: 3, sources: ["b.ts"], mappings: "AAAA" } }] }));
    writeFileSync(path.join(chunks, "layout.js.map"), JSON.stringify({ version: 3, sources: ["c.ts"], mappings: "AAAA;AACA" }));
    markFirstLoadScripts(dist);
    const index = JSON.parse(readFileSync(path.join(chunks, "9f3a-.js.map"), "utf8")) as { sections: Array<{ offset: { line: number } }> };
    expect(index.sections.map((s) => s.offset.line)).toEqual([1, 4]);
    expect(JSON.parse(readFileSync(path.join(chunks, "layout.js.map"), "utf8")).mappings).toBe(";AAAA;AACA");
  });
});
