// The README's voice-command table is the grammar table (lib/speech/command-grammar.ts), row for
// row: what a reader is told is what the parser does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { VOICE_COMMAND_HELP } from "@/lib/speech/command-grammar";

function readmeRows(): string[][] {
  const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
  const section = readme.split(/^## Voice commands$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Say |") && !/^\|[-| ]+\|$/.test(line))
    .map((line) => line.slice(2, -2).split(" | ").map((cell) => cell.trim()));
}

describe("README voice commands", () => {
  it("lists every command of the grammar, in its order, with where to say it, what it does and its keys", () => {
    expect(readmeRows()).toEqual(VOICE_COMMAND_HELP.map((c) => [c.say, c.where, c.does.replace(/\*\*/g, "\\*\\*"), c.keys ?? ""]));
  });
});
