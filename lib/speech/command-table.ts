// The voice-command tables of README.md (one row per place a command may be said) and
// docs/voice-commands.md (every command), written from the grammar (command-grammar.ts), so the
// docs show exactly what the parser does. `node --import tsx scripts/docs/command-table.ts`
// writes both; tests/unit/docs/readme.test.ts keeps them equal to the grammar.
import { PLACEMENT_HELP, VOICE_COMMAND_HELP } from "@/lib/speech/command-grammar";

const cell = (text: string) => text.replace(/\*\*/g, "\\*\\*").replace(/\|/g, "\\|");

/** Every command: what to say, where, what it does, the way without speaking. */
export function fullTableLines(): string[] {
  return [
    "| Say | Where | What it does | Without speaking |",
    "|---|---|---|---|",
    ...VOICE_COMMAND_HELP.map((c) => `| ${cell(c.say)} | ${c.where} | ${cell(c.does)} | ${cell(c.keys ?? "")} |`),
  ];
}

/** The README's short table: for each place a command may be said, the commands said there. */
export function summaryTableLines(): string[] {
  const places = [...new Set(Object.values(PLACEMENT_HELP))];
  return [
    "| Where | Say |",
    "|---|---|",
    ...places.map((where) => `| ${where} | ${VOICE_COMMAND_HELP.filter((c) => c.where === where).map((c) => cell(c.say)).join("; ")} |`),
  ];
}

/** `markdown` with the first table under `heading` replaced by `table`. */
export function withTable(markdown: string, heading: string, table: readonly string[]): string {
  const lines = markdown.split("\n");
  const at = lines.indexOf(heading);
  if (at < 0) throw new Error(`no "${heading}" heading`);
  const first = lines.findIndex((l, i) => i > at && l.startsWith("|"));
  let end = first;
  while (end < lines.length && lines[end].startsWith("|")) end++;
  return [...lines.slice(0, first), ...table, ...lines.slice(end)].join("\n");
}
