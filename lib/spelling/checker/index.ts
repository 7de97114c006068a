// The spelling checker with its data: the lexicon and the context counts are imported on first
// use, so the engine (a worker in the browser, or the server) pays for them only when asked.
import { Lexicon } from "./lexicon";
import { SpellingChecker } from "./check";
import { contextModel, type ContextData } from "./context";
import { Meaning, type MeaningFile } from "./meaning";

export type { SpellingFlag, CheckOptions } from "./check";
export { SpellingChecker } from "./check";

let checker: Promise<SpellingChecker> | undefined;

export function loadSpellingChecker(): Promise<SpellingChecker> {
  checker ??= Promise.all([import("./lexicon.json"), import("./context.json"), import("./meaning.json")]).then(
    ([lexicon, context, meaning]) => {
      const words = new Lexicon(lexicon.default ?? lexicon);
      const about = new Meaning((meaning.default ?? meaning) as MeaningFile);
      return new SpellingChecker(words, contextModel((context.default ?? context) as ContextData, { words, meaning: about }));
    },
  );
  return checker;
}
