// The files of the repository that tests read as text (to check what the code says): every file
// under the given folders (or the given files) whose name matches, skipping installed packages,
// generated code (the Prisma client copies schema.prisma) and build output in dot-folders.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const SKIP = new Set(["node_modules", "generated"]);

export function sourceFiles(entries: readonly string[], name: RegExp = /\.tsx?$/): string[] {
  return entries.flatMap((entry) => {
    if (statSync(entry).isFile()) return name.test(entry) ? [entry] : [];
    return readdirSync(entry).flatMap((child) =>
      SKIP.has(child) || child.startsWith(".") ? [] : sourceFiles([path.join(entry, child)], name),
    );
  });
}
