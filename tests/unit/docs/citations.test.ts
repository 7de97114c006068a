// Comments cite what the repository holds: a "§N" names a section that docs/requirements.md
// paraphrases (the specification itself is not in the repository), and no comment sends the
// reader to a ticket number instead of saying the rule. Every "§N" says which of the two
// specifications it means: the nearest "core-product §" or "voice-tools-and-enterprise §" before it
// on its line, in the same citation (no bracket or sentence end between them), as in
// "(core-product §4, §9; voice-tools-and-enterprise §2)".
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

/**
 * The specification a "§N" cites, given the text before it on its line: the last spec name
 * followed by a section (or by this "§"), if nothing between that and this "§" closes the citation.
 */
function specBefore(before: string): string | undefined {
  const named = [...before.matchAll(/(core-product|voice-tools(?:-and-enterprise)?) (?=§\d|$)/g)].at(-1);
  if (!named) return undefined;
  const between = before.slice(named.index + named[1].length);
  return /[()]|\.\s/.test(between) ? undefined : named[1];
}

describe("citations in comments", () => {
  it("scans the code", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("name the specification of every section they cite, and cite only sections docs/requirements.md describes", () => {
    const core = sections("core-product");
    const tools = sections("voice-tools-and-enterprise");
    expect(core.size).toBe(9);
    expect(tools.size).toBe(9);
    const wrong: string[] = [];
    for (const file of files) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          for (const m of line.matchAll(/§(\d+)/g)) {
            const at = `${file}:${i + 1}: ${line.trim()}`;
            const spec = specBefore(line.slice(0, m.index));
            if (spec === undefined) wrong.push(`${at} (which specification's §${m[1]}?)`);
            else if (spec === "voice-tools") wrong.push(`${at} (write "voice-tools-and-enterprise")`);
            else if (!(spec === "core-product" ? core : tools).has(m[1])) wrong.push(`${at} (no §${m[1]} in ${spec})`);
          }
        });
    }
    expect(wrong).toEqual([]);
  });

  it("tell a bare or short-named citation from a named one", () => {
    const cases: [before: string, spec: string | undefined][] = [
      ["(core-product ", "core-product"],
      ["(core-product §4, ", "core-product"],
      ["(core-product §2, §9; voice-tools-and-enterprise §2 Sharing hub, ", "voice-tools-and-enterprise"],
      ["voice-tools-and-enterprise §3-", "voice-tools-and-enterprise"],
      ["(voice-tools ", "voice-tools"],
      ["(voice-tools §3, ", "voice-tools"],
      ["(voice tools spec ", undefined],
      ["(spec ", undefined],
      ["the core-product screens (", undefined],
      ["(core-product §4) and toasts per ", undefined],
      ["core-product §4. Then ", undefined],
      ["core-product §4 and the next (", undefined],
    ];
    expect(cases.map(([before]) => specBefore(before))).toEqual(cases.map(([, spec]) => spec));
  });

  it("say the rule, not an issue number", () => {
    // (test inputs are people's own words, where "a list of issues 7 days before" is just English)
    const tickets = files.filter((file) => !file.startsWith(path.join("tests", "fixtures") + path.sep)).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\bissues? #?\d+\b/i.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(tickets).toEqual([]);
  });
});
