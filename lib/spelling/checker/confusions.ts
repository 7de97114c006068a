// Real words that are easy to write for one another, where only the words around them tell which
// was meant ("turn of the light" -> "off"). Each set has a plain-words hint shown with the
// suggestion. The checker flags one only when the words around it clearly prefer another of
// its set (context.ts); a plain homophone list would flag every "of" in a document.
import { HOMOPHONE_SETS } from "@/lib/text/homophones";

export type ConfusionSet = { readonly words: readonly string[]; readonly hint: string };

/** A set the Proofread panel's homophone list has too, with the same plain-words hint. */
function homophones(words: readonly string[]): ConfusionSet {
  const set = HOMOPHONE_SETS.find((h) => h.words.length === words.length && words.every((w) => h.words.includes(w)));
  if (!set) throw new Error(`no homophone set ${words.join("/")}`);
  return { words, hint: set.hint };
}

export const CONFUSION_SETS: readonly ConfusionSet[] = [
  { words: ["of", "off"], hint: "of = belonging to, or part of; off = not on, or away from" },
  { words: ["were", "where", "we're"], hint: "were = past of are; where = a place; we're = we are" },
  homophones(["than", "then"]),
  { words: ["to", "too"], hint: "to = towards; too = also or very" },
  homophones(["your", "you're"]),
  homophones(["its", "it's"]),
  homophones(["their", "there", "they're"]),
  { words: ["lose", "loose"], hint: "lose = to not find, or not win; loose = not tight" },
  { words: ["quite", "quiet"], hint: "quite = fairly, or completely; quiet = not loud" },
  homophones(["accept", "except"]),
  homophones(["affect", "effect"]),
  homophones(["weather", "whether"]),
  { words: ["form", "from"], hint: "form = a shape, or a paper to fill in; from = where something starts" },
  { words: ["though", "through", "thought"], hint: "though = but; through = in one side and out the other; thought = past of think" },
  { words: ["want", "went"], hint: "want = to wish for; went = past of go" },
  homophones(["whose", "who's"]),
  { words: ["know", "now", "no"], hint: "know = to be aware; now = at this time; no = the opposite of yes" },
  homophones(["new", "knew"]),
  homophones(["hear", "here"]),
  { words: ["are", "our"], hint: "are = a form of be (we are); our = belongs to us" },
  { words: ["been", "being"], hint: "been = has been, have been; being = is being, or a living thing" },
  homophones(["which", "witch"]),
  homophones(["passed", "past"]),
  homophones(["right", "write"]),
  { words: ["buy", "by"], hint: "buy = pay for; by = next to, or made by" },
  homophones(["one", "won"]),
  homophones(["for", "four"]),
  { words: ["whole", "hole"], hint: "whole = all of it; hole = a gap or opening" },
  homophones(["piece", "peace"]),
  { words: ["meet", "meat"], hint: "meet = to see someone; meat = food from animals" },
  { words: ["week", "weak"], hint: "week = seven days; weak = not strong" },
  { words: ["sea", "see"], hint: "sea = the ocean; see = with your eyes" },
  homophones(["brake", "break"]),
  { words: ["advice", "advise"], hint: "advice = what you are told to do (some good advice); advise = to tell someone what to do" },
];

const BY_WORD = new Map<string, ConfusionSet>();
for (const set of CONFUSION_SETS) for (const w of set.words) BY_WORD.set(w, set);

export function confusionSetOf(word: string): ConfusionSet | undefined {
  return BY_WORD.get(word);
}
