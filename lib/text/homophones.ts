// Common homophones (words that sound alike and are easy to mix up), each set with a short
// plain-language hint, and a finder that lists where they appear in a text. Pure: the
// Proofread panel lists what this finds; nothing here says a word is wrong, only "check it".

export type HomophoneSet = { readonly words: readonly string[]; readonly hint: string };

export const HOMOPHONE_SETS: readonly HomophoneSet[] = [
  { words: ["their", "there", "they're"], hint: "their = belongs to them; there = a place; they're = they are" },
  { words: ["to", "too", "two"], hint: "to = towards; too = also or very; two = the number 2" },
  { words: ["your", "you're"], hint: "your = belongs to you; you're = you are" },
  { words: ["its", "it's"], hint: "its = belongs to it; it's = it is" },
  { words: ["where", "wear", "were"], hint: "where = a place; wear = put on clothes; were = past of are" },
  { words: ["than", "then"], hint: "than = comparing (bigger than); then = next, or at that time" },
  { words: ["affect", "effect"], hint: "affect = to change something (verb); effect = the result (noun)" },
  { words: ["accept", "except"], hint: "accept = to agree or take; except = not including" },
  { words: ["whose", "who's"], hint: "whose = belongs to whom; who's = who is" },
  { words: ["hear", "here"], hint: "hear = with your ears; here = this place" },
  { words: ["know", "no"], hint: "know = to be aware; no = the opposite of yes" },
  { words: ["right", "write"], hint: "right = correct, or the opposite of left; write = put words down" },
  { words: ["weather", "whether"], hint: "weather = rain or sun; whether = if" },
  { words: ["brake", "break"], hint: "brake = stops a car; break = to smash, or a rest" },
  { words: ["piece", "peace"], hint: "piece = a part; peace = calm, no war" },
  { words: ["passed", "past"], hint: "passed = went by (verb); past = before now" },
  { words: ["loose", "lose"], hint: "loose = not tight; lose = to not find, or not win" },
  { words: ["principal", "principle"], hint: "principal = the head, or main; principle = a rule or belief" },
  { words: ["stationary", "stationery"], hint: "stationary = not moving; stationery = paper and pens" },
  { words: ["complement", "compliment"], hint: "complement = goes well with; compliment = nice words" },
  { words: ["buy", "by", "bye"], hint: "buy = pay for; by = next to, or made by; bye = goodbye" },
  { words: ["for", "four"], hint: "for = meant for; four = the number 4" },
  { words: ["one", "won"], hint: "one = the number 1; won = past of win" },
  { words: ["new", "knew"], hint: "new = not old; knew = past of know" },
  { words: ["which", "witch"], hint: "which = asking a choice; witch = a person in stories who does magic" },
  { words: ["allowed", "aloud"], hint: "allowed = permitted; aloud = out loud" },
];

export type HomophoneMatch = {
  /** The word as written in the text. */
  word: string;
  start: number;
  end: number;
  set: HomophoneSet;
  /** The other words of the set, spelled with the same capital as the word found. */
  others: string[];
};

const BY_WORD = new Map<string, HomophoneSet>();
for (const set of HOMOPHONE_SETS) for (const w of set.words) BY_WORD.set(w, set);

const escapeRegExp = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// only the homophones themselves are matched (a long document has few of them), whole words,
// straight or curly apostrophes: "they're", "it’s"
const HOMOPHONE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}'’])(?:${[...BY_WORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace("'", "['’]"))
    .join("|")})(?![\\p{L}\\p{N}]|['’][\\p{L}\\p{N}])`,
  "giu",
);

/** At most this many are listed: a very long text full of "to" would otherwise flood the panel. */
export const MAX_HOMOPHONE_MATCHES = 500;

/** Copies the first letter's case of `model` onto `word` ("There" -> "Their"). */
export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase()) return word.toUpperCase();
  const first = model.charAt(0);
  if (first !== first.toLowerCase()) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** Every homophone in `text`, in order, with its set and the alternatives to offer. */
export function findHomophones(text: string, max = MAX_HOMOPHONE_MATCHES): HomophoneMatch[] {
  const found: HomophoneMatch[] = [];
  for (const m of text.matchAll(HOMOPHONE_RE)) {
    if (found.length >= max) break;
    const key = m[0].toLowerCase().replace(/’/g, "'");
    const set = BY_WORD.get(key);
    if (!set) continue;
    found.push({
      word: m[0],
      start: m.index,
      end: m.index + m[0].length,
      set,
      others: set.words.filter((w) => w !== key).map((w) => matchCase(m[0], w)),
    });
  }
  return found;
}
