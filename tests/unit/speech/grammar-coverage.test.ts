// The grammar is what the help offers and the parser does: at least 80 spoken forms, every one
// found by the help panel's search, every command with a way without speaking (or why none).
import { SPOKEN_FORMS, VOICE_COMMAND_HELP } from "@/lib/speech/command-grammar";
import { searchCommands } from "@/components/dictation/command-search";

describe("the voice-command grammar", () => {
  it("has at least 80 spoken forms, none twice", () => {
    expect(SPOKEN_FORMS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SPOKEN_FORMS).size).toBe(SPOKEN_FORMS.length);
  });

  it.each(VOICE_COMMAND_HELP.map((r) => [r.id, r] as const))("%s: each spoken form finds it in the help's search", (_id, row) => {
    for (const form of row.forms) {
      const query = form.replace(/\[[^\]]*\]/g, " ");
      expect(searchCommands(VOICE_COMMAND_HELP, query).map((r) => r.id)).toContain(row.id);
    }
  });

  it("gives every command a way without speaking, or says why there is none", () => {
    for (const row of VOICE_COMMAND_HELP) expect({ id: row.id, keys: row.keys?.trim() ?? "" }).toEqual({ id: row.id, keys: expect.stringMatching(/\S{2,}/) });
  });

  it("search matches every typed word, in any order and case; nothing typed lists all", () => {
    expect(searchCommands(VOICE_COMMAND_HELP, "SENTENCE last delete").map((r) => r.id)).toContain("unit-delete");
    expect(searchCommands(VOICE_COMMAND_HELP, "").length).toBe(VOICE_COMMAND_HELP.length);
    expect(searchCommands(VOICE_COMMAND_HELP, "xylophone")).toEqual([]);
  });
});
