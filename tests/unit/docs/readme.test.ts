// The README is what a newcomer reads first: short, the two commands exactly, and the voice
// commands as the grammar table the parser and the editor's help both read (VOICE_COMMAND_HELP).
import { readFileSync } from "node:fs";
import { VOICE_COMMAND_HELP } from "@/lib/speech/voice-commands";
import { fullTableLines, summaryTableLines, withTable } from "@/lib/speech/command-table";

const readme = readFileSync("README.md", "utf8");

/** The body rows of the first table under a "## " heading. */
function tableRows(heading: string): string[][] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const section = readme.slice(start + 1).split(/\n## /)[0];
  const rows = section.split("\n").filter((l) => l.startsWith("|"));
  return rows.slice(2).map((l) => l.slice(1, -1).split("|").map((c) => c.trim()));
}

describe("README.md", () => {
  it("stays under 300 lines (long write-ups go to docs/)", () => {
    expect(readme.split("\n").length).toBeLessThan(300);
  });

  it("gives the two quick-start commands exactly", () => {
    expect(readme).toContain("```sh\nnpm install && npm start\n```");
    expect(readme).toContain("```sh\nnpm install && npm test\n```");
  });

  it("lists the voice commands of the grammar, in its order and words, by where each may be said", () => {
    // written by `node --import tsx scripts/docs/command-table.ts`; run it after changing the grammar
    expect(withTable(readme, "## Voice commands", summaryTableLines())).toBe(readme);
    const said = tableRows("Voice commands").map((r) => r[1]).join("; ");
    for (const c of VOICE_COMMAND_HELP) expect(said).toContain(c.say);
  });

  it("docs/voice-commands.md lists every command of the grammar with what it does and the way without speaking", () => {
    const page = readFileSync("docs/voice-commands.md", "utf8");
    expect(withTable(page, "## Every command", fullTableLines())).toBe(page);
    expect(page).toContain(fullTableLines().slice(2).join("\n"));
    expect(fullTableLines().length).toBe(VOICE_COMMAND_HELP.length + 2);
  });

  it("links only to docs that exist", () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(() => readFileSync(link)).not.toThrow();
  });
});
