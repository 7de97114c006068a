// The baseline checker: hunspell's English dictionary (dictionary-en, from SCOWL) through nspell,
// the spell checker most JavaScript apps ship. Dev dependencies: measured against, never shipped.
import { readFile } from "node:fs/promises";
import path from "node:path";
import nspell from "nspell";

export type Hunspell = ReturnType<typeof nspell>;

let loaded: Promise<Hunspell> | undefined;

export function loadHunspell(): Promise<Hunspell> {
  loaded ??= (async () => {
    const dir = path.join(process.cwd(), "node_modules", "dictionary-en");
    const [aff, dic] = await Promise.all([readFile(path.join(dir, "index.aff")), readFile(path.join(dir, "index.dic"))]);
    return nspell({ aff, dic });
  })();
  return loaded;
}
