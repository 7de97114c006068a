// Words of a command said inside a sentence are typed, not obeyed: every case docs/dictation.md
// lists under "Typed, not obeyed" (with the rule that decides it), said into an empty document.
import { readFileSync } from "node:fs";
import { applyPhrase, EMPTY_MEMORY } from "@/lib/speech/dictation-memory";

function typedCases(): Array<[said: string, typed: string, rule: string]> {
  const doc = readFileSync("docs/dictation.md", "utf8");
  const section = doc.slice(doc.indexOf("\n## Typed, not obeyed\n")).split(/\n## (?!Typed)/)[0];
  return section
    .split("\n")
    .filter((l) => l.startsWith("|"))
    .slice(2)
    .map((l) => l.slice(1, -1).split("|").map((c) => c.trim()) as [string, string, string]);
}

describe("words said inside a sentence (docs/dictation.md)", () => {
  const cases = typedCases();

  it("lists at least 20 cases, each with its rule", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const [, , rule] of cases) expect(rule.length).toBeGreaterThan(10);
  });

  it.each(cases)("%s -> %s", (said, typed) => {
    const out = applyPhrase("", said, EMPTY_MEMORY, null);
    expect(out.content).toBe(typed);
    expect(out.actions).toEqual([]);
  });
});
