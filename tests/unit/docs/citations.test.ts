// Comments cite what the repository holds: a "§N" names a section that docs/requirements.md
// paraphrases (the specification itself is not in the repository), and no comment sends the
// reader to a ticket number instead of saying the rule.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceFiles } from "@/tests/support/source-files";

const ROOTS = ["app", "components", "lib", "scripts", "tests", "prisma", "proxy.ts", "eslint.config.mjs", "eslint.fences.mjs"];
const files = sourceFiles(ROOTS, /\.(ts|tsx|mjs|js|prisma)$/).filter((f) => f !== path.join("tests", "unit", "docs", "citations.test.ts"));
const requirements = readFileSync("docs/requirements.md", "utf8");

/** The section numbers docs/requirements.md gives an entry, per specification. */
function sections(heading: string): Set<string> {
  const body = requirements.split(/\n## /).find((part) => part.startsWith(heading)) ?? "";
  return new Set([...body.matchAll(/^\*\*§(\d+) /gm)].map((m) => m[1]));
}

describe("citations in comments", () => {
  it("scans the code", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("cite only sections docs/requirements.md describes", () => {
    const core = sections("core-product");
    const tools = sections("voice-tools");
    expect(core.size).toBe(9);
    expect(tools.size).toBe(9);
    const unknown: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/(?:(core-product|voice-tools(?:-and-enterprise)?) )?§(\d+)/g)) {
        const known = m[1]?.startsWith("voice-tools") ? tools : m[1] ? core : new Set([...core, ...tools]);
        if (!known.has(m[2])) unknown.push(`${file}: ${m[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("say the rule, not an issue number", () => {
    const tickets = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\bissues? #?\d+\b/i.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(tickets).toEqual([]);
  });
});
