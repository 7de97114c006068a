// Writes the spelling evaluation sets once, before any tuning, split into development and test
// halves: `npx tsx scripts/ai/spelling/build-eval-sets.ts`. Re-running it gives the same files.
// - Phonetic misspellings: tests/fixtures/ai/spelling/phonetic-raw.txt (hand-written, see
//   docs/spelling.md for the sources and patterns), less duplicates and any spelling that is a
//   common English word.
// - Typing slips: one slip (a neighbouring key, two letters swapped, a letter left out, doubled
//   or added from a neighbouring key) in common words of the Brown Corpus, seeded, keeping only
//   slips that are not words themselves.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import frequencies from "@/lib/ai/local/word-frequencies.json";
import { loadCmu } from "@/lib/ai/local/pronunciation/cmu";
import { seeded, shuffle } from "../random";
import { loadHunspell } from "./baseline";
import { FIXTURES, type SpellingItem } from "./sets";

const counts = frequencies.counts as Record<string, number>;

const PUBLISHED: Record<string, string> = {
  sity: "Ghotit, Ten Reasons Why It Is Difficult for a Person with Dyslexia to Spell Correctly (https://www.ghotit.com/tag/phonological-processing)",
  doter: "Spelling difficulties handout (https://www.sambuz.com/doc/spelling-pdf-document-533344)",
  aross: "Spelling difficulties handout (https://www.sambuz.com/doc/spelling-pdf-document-533344)",
};

function header(what: string) {
  return `# ${what}\n# misspelling\tintended\tpattern\tsource\n`;
}

function write(name: string, what: string, items: SpellingItem[]) {
  const body = items.map((i) => [i.misspelling, i.intended, i.pattern, i.source].join("\t")).join("\n");
  writeFileSync(path.join(FIXTURES, `${name}.tsv`), header(what) + body + "\n");
}

/** Alternate items into two halves after a seeded shuffle (same seed, same halves). */
function halves<T>(items: T[], seed: number): [T[], T[]] {
  const copy = [...items];
  shuffle(copy, seeded(seed));
  return [copy.filter((_, i) => i % 2 === 0), copy.filter((_, i) => i % 2 === 1)];
}

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
function neighbours(ch: string): string[] {
  const row = KEY_ROWS.findIndex((r) => r.includes(ch));
  if (row < 0) return [];
  const col = KEY_ROWS[row].indexOf(ch);
  const out: string[] = [];
  for (const [dr, dc] of [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, -1], [1, 0]]) {
    const r = KEY_ROWS[row + dr];
    const c = r?.[col + dc];
    if (c) out.push(c);
  }
  return out;
}

function slip(word: string, random: () => number): { text: string; kind: string } {
  const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const at = Math.floor(random() * word.length);
  const kind = pick(["neighbour key", "swapped letters", "letter left out", "letter doubled", "extra neighbour key"]);
  switch (kind) {
    case "neighbour key":
      return { text: word.slice(0, at) + (pick(neighbours(word[at])) ?? word[at]) + word.slice(at + 1), kind };
    case "swapped letters": {
      const i = Math.min(at, word.length - 2);
      return { text: word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), kind };
    }
    case "letter left out":
      return { text: word.slice(0, at) + word.slice(at + 1), kind };
    case "letter doubled":
      return { text: word.slice(0, at + 1) + word[at] + word.slice(at + 1), kind };
    default:
      return { text: word.slice(0, at + 1) + (pick(neighbours(word[at])) ?? word[at]) + word.slice(at + 1), kind };
  }
}

async function main() {
  const cmu = await loadCmu();
  const hunspell = await loadHunspell();
  const isWord = (w: string) => w in counts || w in cmu || hunspell.correct(w);

  // phonetic misspellings
  const seen = new Set<string>();
  const phonetic: SpellingItem[] = [];
  let dropped = 0;
  for (const line of readFileSync(path.join(FIXTURES, "phonetic-raw.txt"), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [misspelling, intended, pattern] = line.trim().split(/\s+/);
    // a spelling seen three times or more in a million words of edited English is a word
    if (seen.has(misspelling) || misspelling === intended || (counts[misspelling] ?? 0) >= 3) {
      dropped++;
      continue;
    }
    seen.add(misspelling);
    phonetic.push({ misspelling, intended, pattern, source: PUBLISHED[misspelling] ?? "ours" });
  }
  const [phoneticDev, phoneticTest] = halves(phonetic, 32);
  write("phonetic-dev", "Phonetic misspellings, development half (tuned on)", phoneticDev);
  write("phonetic-test", "Phonetic misspellings, test half (never tuned on)", phoneticTest);

  // typing slips in common words
  const random = seeded(3200);
  const common = Object.entries(counts)
    .filter(([w, n]) => n >= 20 && /^[a-z]{4,12}$/.test(w) && hunspell.correct(w)) // names are written with a capital
    .map(([w]) => w);
  shuffle(common, random);
  const typing: SpellingItem[] = [];
  const slipSeen = new Set<string>();
  for (const word of common) {
    if (typing.length >= 320) break;
    const s = slip(word, random);
    if (s.text === word || slipSeen.has(s.text) || isWord(s.text)) continue;
    slipSeen.add(s.text);
    typing.push({ misspelling: s.text, intended: word, pattern: s.kind, source: "generated (seed 3200)" });
  }
  const [typingDev, typingTest] = halves(typing, 33);
  write("typing-dev", "Typing slips, development half (tuned on)", typingDev);
  write("typing-test", "Typing slips, test half (never tuned on)", typingTest);
  // real-word confusions in sentences: "[written|intended]"
  const sentences = readFileSync(path.join(FIXTURES, "realword-raw.txt"), "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#"));
  const [realDev, realTest] = halves(sentences, 34);
  for (const [name, what, lines] of [["realword-dev", "development half (tuned on)", realDev], ["realword-test", "test half (never tuned on)", realTest]] as const)
    writeFileSync(path.join(FIXTURES, `${name}.txt`), `# Real-word confusions, ${what}: [written|intended]\n${lines.join("\n")}\n`);
  console.log(`real-word sentences: dev ${realDev.length}, test ${realTest.length}`);
  // real-word errors where the meaning of the sentence decides (the meaning model's weight is set on the development half)
  const meaning = readFileSync(path.join(FIXTURES, "realword-meaning-raw.txt"), "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#"));
  const [meaningDev, meaningTest] = halves(meaning, 35);
  for (const [name, what, lines] of [["realword-meaning-dev", "development half (tuned on)", meaningDev], ["realword-meaning-test", "test half (never tuned on)", meaningTest]] as const)
    writeFileSync(path.join(FIXTURES, `${name}.txt`), `# Real-word errors the meaning of the sentence decides, ${what}: [written|intended]\n${lines.join("\n")}\n`);
  console.log(`meaning sentences: dev ${meaningDev.length}, test ${meaningTest.length}`);
  console.log(`phonetic ${phonetic.length} (${dropped} dropped): dev ${phoneticDev.length}, test ${phoneticTest.length}; typing ${typing.length}: dev ${typingDev.length}, test ${typingTest.length}`);
}

void main();
