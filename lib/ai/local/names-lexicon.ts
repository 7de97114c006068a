// Which words the dictionary knows only as names. The spelling checker's lexicon (hunspell en_US
// words with their CMU sounds, lib/spelling/checker/lexicon.json) lists names with their capital
// ("Jenner", "Jacobs") apart from ordinary words ("bank", "mark"): a word in lower case that is
// in the first list and not the second is a name a recogniser wrote small. Read once, on first use.
import lexicon from "@/lib/spelling/checker/lexicon.json";

let known: { names: Set<string>; words: Set<string> } | undefined;

function load(): { names: Set<string>; words: Set<string> } {
  if (known) return known;
  const data = lexicon as { words: string; names: string };
  const words = new Set<string>();
  for (const line of data.words.split("\n")) words.add(line.slice(0, line.indexOf("\t")));
  const names = new Set(data.names.split("\n").filter((n) => /^\p{Lu}/u.test(n)).map((n) => n.toLowerCase()));
  known = { names, words };
  return known;
}

/** "jenner" -> true (only a name); "bank", "mark", "photosynthesis" -> false. */
export function isNameOnly(word: string): boolean {
  const w = word.toLowerCase();
  const { names, words } = load();
  return names.has(w) && !words.has(w);
}

/** "mark", "rose", "will" -> true: the dictionary knows the word as an ordinary word (it may be a name too). */
export function isOrdinaryWord(word: string): boolean {
  return load().words.has(word.toLowerCase());
}
