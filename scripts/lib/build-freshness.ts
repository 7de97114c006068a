// Decides whether a Next build folder is older than the sources it was built from, so
// `npm start` and the end-to-end server rebuild only when something changed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib"];
// lib/generated is rewritten by `prisma generate` on every start; schema.prisma stands for it.
const SKIP_DIRS = new Set(["node_modules", "generated"]);
// scripts/lib/compile-hints.ts is the build step next.config.ts runs after compiling.
const SOURCE_FILES = ["prisma/schema.prisma", "proxy.ts", "next.config.ts", "scripts/lib/compile-hints.ts", "package.json", "package-lock.json", "postcss.config.mjs"];

function newestMtime(root: string): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export function isBuildFresh(root: string, distDir: string): boolean {
  const buildId = path.join(root, distDir, "BUILD_ID");
  return existsSync(buildId) && statSync(buildId).mtimeMs > newestMtime(root);
}
