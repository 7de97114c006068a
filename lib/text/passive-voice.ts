// Passive-voice detection: a form of "to be" followed (after at most two adverbs, "not" or
// "being"/"been") by a past participle, regular (-ed) or irregular ("was written").
// A heuristic: it also flags adjectival participles ("I was tired"), which readers may
// still want to look at, and misses passives with "get" ("got paid").
import type { Segment } from "@/lib/text/sentences";
import { splitWords } from "@/lib/text/sentences";

const TO_BE = new Set(["am", "is", "are", "was", "were", "be", "been", "being", "isn't", "aren't", "wasn't", "weren't"]);
const CONTINUES_TO_BE = new Set(["been", "being", "be"]);

const IN_BETWEEN = new Set([
  "not", "never", "also", "just", "already", "often", "always", "still", "usually", "rarely", "now",
  "then", "being", "been", "all", "both", "easily", "quickly", "slowly", "badly", "well", "widely",
  "generally", "finally", "recently", "carefully", "completely", "largely", "mostly", "soon",
]);

const IRREGULAR_PARTICIPLES = new Set([
  "arisen", "awoken", "borne", "born", "beaten", "begun", "bent", "bitten", "bled", "blown", "broken", "bred",
  "brought", "built", "burnt", "burst", "bought", "cast", "caught", "chosen", "clung", "crept", "cut", "dealt",
  "dug", "done", "drawn", "dreamt", "drunk", "driven", "eaten", "fallen", "fed", "felt", "fought", "found",
  "fled", "flung", "flown", "forbidden", "forgotten", "forgiven", "frozen", "gotten", "given", "ground",
  "grown", "hung", "heard", "hidden", "hit", "held", "hurt", "kept", "knelt", "known", "laid", "led", "leant",
  "leapt", "learnt", "left", "lent", "lit", "lost", "made", "meant", "met", "paid", "put", "read", "ridden",
  "rung", "risen", "run", "said", "seen", "sought", "sold", "sent", "set", "sewn", "shaken", "shorn", "shone",
  "shot", "shown", "shrunk", "shut", "sung", "sunk", "slain", "slept", "slid", "slung", "slit", "smelt", "sown",
  "spoken", "sped", "spelt", "spent", "spilt", "spun", "spat", "split", "spread", "sprung", "stolen", "stuck",
  "stung", "strewn", "struck", "strung", "striven", "sworn", "swept", "swollen", "swung", "taken", "taught",
  "torn", "told", "thought", "thrown", "thrust", "trodden", "understood", "undertaken", "upset", "woken",
  "worn", "woven", "wept", "won", "wound", "withdrawn", "written", "wrung", "overcome", "overtaken",
  "overthrown", "mistaken", "misunderstood", "forsaken", "foreseen", "withheld", "withstood", "rebuilt",
  "rewritten", "redone", "remade", "retold", "undone", "unseen",
]);

// Words ending in -ed that are not participles.
const NOT_PARTICIPLES = new Set([
  "bed", "red", "need", "seed", "speed", "weed", "feed", "breed", "deed", "greed", "heed", "creed", "indeed",
  "hundred", "sacred", "naked", "wicked", "kindred", "sled", "shred", "embed",
]);

export function isPastParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  if (NOT_PARTICIPLES.has(w)) return false;
  return w.length > 3 && /[a-z]ed$/.test(w);
}

/** Each passive construction: from the "to be" word to the participle, with offsets into `text`. */
export function findPassiveConstructions(text: string): Segment[] {
  const words = splitWords(text);
  const found: Segment[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!TO_BE.has(normalise(words[i].text))) continue;
    let j = i + 1;
    let skipped = 0;
    while (j < words.length && skipped < 3 && isBetween(words[j].text, text, words[j - 1], words[j])) {
      j++;
      skipped++;
    }
    const candidate = words[j];
    if (!candidate || !sameClause(text, words[j - 1], candidate)) continue;
    if (isPastParticiple(normalise(candidate.text))) {
      found.push({ start: words[i].start, end: candidate.end, text: text.slice(words[i].start, candidate.end) });
      i = j;
    }
  }
  return found;
}

function isBetween(word: string, text: string, prev: Segment, current: Segment): boolean {
  const w = normalise(word);
  return sameClause(text, prev, current) && (IN_BETWEEN.has(w) || CONTINUES_TO_BE.has(w) || w === "n't");
}

/** No sentence or clause punctuation between two words ("It was. Finished" is not passive). */
function sameClause(text: string, a: Segment, b: Segment): boolean {
  return !/[.!?;:,\n()"“”]/.test(text.slice(a.end, b.start));
}

function normalise(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}
