// Whether a word is spelled right: in the lexicon (which lists the inflected forms hunspell
// accepts, so no guessing at endings here), or a contraction or possessive of a known word.
import type { Lexicon } from "./lexicon";

const CLITICS = ["'s", "s'", "n't", "'re", "'ve", "'ll", "'d", "'m"];

/** A word the checker should not flag (lower case, straight apostrophes). */
export function isKnownWord(lexicon: Lexicon, word: string, extra?: ReadonlySet<string>): boolean {
  if (lexicon.has(word) || extra?.has(word)) return true;
  const clitic = CLITICS.find((c) => word.endsWith(c) && word.length > c.length + 1);
  if (!clitic) return false;
  const stem = word.slice(0, -clitic.length);
  return lexicon.has(stem) || (extra?.has(stem) ?? false);
}
