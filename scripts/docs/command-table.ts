// Writes the voice-command tables of README.md and docs/voice-commands.md from the grammar
// (lib/speech/command-table.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { fullTableLines, summaryTableLines, withTable } from "../../lib/speech/command-table";

for (const [file, heading, table] of [
  ["README.md", "## Voice commands", summaryTableLines()],
  ["docs/voice-commands.md", "## Every command", fullTableLines()],
] as const) {
  const text = readFileSync(file, "utf8");
  const next = withTable(text, heading, table);
  if (next !== text) writeFileSync(file, next);
  console.log(`${file}: ${next === text ? "up to date" : "table rewritten from the grammar"}`);
}
