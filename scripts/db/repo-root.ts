import path from "node:path";

/** The repository root: two levels above this file (CommonJS: tsx, Jest), else the working directory. */
export function repoRoot(): string {
  return typeof __dirname === "string" ? path.resolve(__dirname, "..", "..") : process.cwd();
}
