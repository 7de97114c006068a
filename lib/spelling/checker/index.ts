// The spelling checker with its data: the lexicon and the context counts are imported on first
// use, so the engine (a worker in the browser, or the server) pays for them only when asked.
import { Lexicon } from "./lexicon";
import { SpellingChecker } from "./check";
import { contextModel, type ContextData } from "./context";

export type { SpellingFlag, CheckOptions } from "./check";
export { SpellingChecker } from "./check";

let checker: Promise<SpellingChecker> | undefined;

export function loadSpellingChecker(): Promise<SpellingChecker> {
  checker ??= Promise.all([import("./lexicon.json"), import("./context.json")]).then(
    ([lexicon, context]) => {
      const words = new Lexicon(lexicon.default ?? lexicon);
      return new SpellingChecker(words, contextModel((context.default ?? context) as ContextData, { words }));
    },
  );
  return checker;
}
