// Writes the spelling checker's data: `npx tsx scripts/ai/spelling/build-lexicon.ts`.
// - lib/spelling/checker/lexicon.json: every word the checker knows, with how it sounds (the
//   CMU pronouncing dictionary's first pronunciation, or our letter-to-sound rules when CMU lacks
//   the word) and how often it occurs. A word is known when hunspell's English dictionary
//   (dictionary-en, SCOWL) accepts it in lower case and it occurs in the CMU dictionary or in our
//   text; CMU alone is not enough: it lists names and misspellings ("goverment", "potatoe").
//   Words hunspell knows only with a capital are kept apart as names. Rare words that are likely
//   slips for a common sound-alike ("wen" for "when") are listed with it (suggest.ts, soundAlike).
// - lib/spelling/checker/context.json: the words before and after each word of the real-word
//   confusion sets ("of"/"off"), counted in the same text.
// Counts come from the Brown Corpus train and tune samples and nlp-corpus files 5-99; the Brown
// test samples (number ending in 0) and nlp-corpus files 0-4 are never counted.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadCmu } from "@/lib/ai/local/pronunciation/cmu";
import { encodeArpabet } from "@/lib/spelling/checker/phonemes";
import { soundOut } from "@/lib/spelling/checker/letter-to-sound";
import { Lexicon } from "@/lib/spelling/checker/lexicon";
import { soundAlike } from "@/lib/spelling/checker/suggest";
import { loadHunspell } from "./baseline";
import { confusableWords, contextCounts, editPairs, slotCounts, wordClassTable } from "./context-data";
import { countText, WORD } from "./training-text";

const OUT = path.join(process.cwd(), "lib", "spelling", "checker");

/** The least count, in our text, of a word offered as the one meant instead of a sound-alike. */
const ALIKE_MIN_COUNT = 20;

/**
 * Real words that sound the same as another (any CMU pronunciation: "reed" and "read", "rite"
 * and "write", "thru" and "through"), each with the common words it sounds like; and the words a
 * contraction's ending sounds like, with the word it stands for ("should've" is said "should
 * of", so "of" may be written for "have"). Only the words around one decide whether it is wrong.
 */
function soundAlikes(cmu: Record<string, string>, known: Lexicon, counts: Map<string, number>): Record<string, string[]> {
  const bySound = new Map<string, Set<string>>();
  const soundsOf = (w: string) => [cmu[w], cmu[`${w}(2)`], cmu[`${w}(3)`]].filter(Boolean).map(encodeArpabet);
  for (const [key, arpabet] of Object.entries(cmu)) {
    const w = key.replace(/\(\d+\)$/, "");
    if (w.length < 2 || !WORD.test(w) || !known.has(w)) continue;
    const sound = encodeArpabet(arpabet);
    (bySound.get(sound) ?? bySound.set(sound, new Set()).get(sound)!).add(w);
  }
  const out = new Map<string, Set<string>>();
  const link = (written: string, meant: string) => {
    // "its"/"it's", "acts"/"act's": the same letters either way, for the confusion sets to judge
    if (written === meant || written.replace(/'/g, "") === meant.replace(/'/g, "") || (counts.get(meant) ?? 0) < ALIKE_MIN_COUNT) return;
    // "favourite" and "favorite": the same word in British and American spelling
    if (britishToAmerican(written).includes(meant) || britishToAmerican(meant).includes(written)) return;
    (out.get(written) ?? out.set(written, new Set()).get(written)!).add(meant);
  };
  for (const words of bySound.values()) for (const a of words) for (const b of words) link(a, b);
  // the ending of a contraction said as a word of its own: "could've" = "could" + "of"
  const FULL: Record<string, string> = { "'ve": "have", "'ll": "will", "'re": "are" };
  for (const [key, arpabet] of Object.entries(cmu)) {
    const clitic = Object.keys(FULL).find((c) => key.endsWith(c));
    if (!clitic) continue;
    const head = soundsOf(key.slice(0, -clitic.length));
    const whole = encodeArpabet(arpabet);
    for (const h of head) if (whole.startsWith(h) && whole.length > h.length) for (const w of bySound.get(whole.slice(h.length)) ?? []) link(w, FULL[clitic]);
  }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : 1)).map(([w, meant]) => [w, [...meant].sort()]));
}

// British spellings and the American ones of hunspell's en_US dictionary: our/or, re/er,
// ise/ize, yse/yze, ll/l, ogue/og, ence/ense, mme/m, ae/e, oe/e
const BRITISH: Array<[RegExp, string]> = [
  [/our(?=s?$|ite|ites|ed|ing|able|ful|less|er|ers|ism|ist|ists)/, "or"],
  [/tre(?=s?$)/, "ter"],
  [/tre(?=d$)/, "ter"],
  [/is(?=e$|es$|ed$|ing$|er$|ers$|ation$|ations$)/, "iz"],
  [/ys(?=e$|es$|ed$|ing$)/, "yz"],
  [/([ae])ll(?=ed$|ing$)/, "$1l"],
  [/ell(?=er$|ers$|ery$)/, "el"],
  [/ogue(?=s?$)/, "og"],
  [/ence(?=s?$)/, "ense"],
  [/(?<=\w{4})mme(?=s?$)/, "m"],
  [/(?<=\w{2})ae(?=\w)/, "e"],
  [/(?<=\w{2})oe(?=\w)/, "e"],
];
/** A British spelling seen at least this often in our text (mostly American), or of 7 letters or more in the CMU dictionary (shorter ones there are often surnames), is known. */
const BRITISH_MIN_COUNT = 2;

/** The American spellings a British one may stand for: each rule alone, then all of them. */
function britishToAmerican(w: string): string[] {
  const out = new Set<string>();
  let all = w;
  for (const [re, us] of BRITISH) {
    if (re.test(w)) out.add(w.replace(re, us));
    all = all.replace(re, us);
  }
  if (all !== w) out.add(all);
  return [...out];
}

const SUFFIXES = ["s", "es", "ed", "d", "ing", "er", "ers", "est", "ly", "ness", "ment", "ments", "ful", "less", "able", "'s", "ism", "ist", "ists", "ity", "ize", "ized", "izes", "izing"];
const PREFIXES = ["un", "re", "dis", "non", "over", "under", "pre", "mis", "out", "sub", "inter", "anti", "co", "super"];

/** Regular endings and beginnings a word may take; hunspell decides which are real. */
function inflections(w: string): string[] {
  const out: string[] = [];
  const stems = [w];
  if (w.endsWith("e")) stems.push(w.slice(0, -1));
  if (w.endsWith("y")) stems.push(w.slice(0, -1) + "i");
  if (/[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(w)) stems.push(w + w[w.length - 1]);
  for (const stem of stems) for (const s of SUFFIXES) out.push(stem + s);
  for (const p of PREFIXES) out.push(p + w);
  return out;
}

async function main() {
  const [cmu, hunspell] = await Promise.all([loadCmu(), loadHunspell()]);
  const { counts, edited, sentences, editedSentences } = countText();
  const candidates = new Set<string>([...Object.keys(cmu).filter((w) => WORD.test(w)), ...counts.keys()]);
  const rows: string[] = [];
  const names: string[] = [];
  for (const w of [...candidates].sort()) {
    if (hunspell.correct(w)) {
      const sound = cmu[w] ? encodeArpabet(cmu[w]) : soundOut(w);
      rows.push(`${w}\t${sound}\t${counts.get(w) ?? 0}`);
    } else {
      const capital = w[0].toUpperCase() + w.slice(1);
      if (hunspell.correct(capital)) names.push(capital);
      else {
        // a British spelling of a word hunspell's American dictionary knows ("favourite", "metres")
        const american = britishToAmerican(w).find((us) => hunspell.correct(us));
        if (american && ((counts.get(w) ?? 0) >= BRITISH_MIN_COUNT || (cmu[w] && w.length >= 7))) rows.push(`${w}\t${cmu[w] ? encodeArpabet(cmu[w]) : cmu[american] ? encodeArpabet(cmu[american]) : soundOut(w)}\t${counts.get(w) ?? 0}`);
      }
    }
  }
  // inflected and prefixed forms hunspell accepts ("unpacked", "happiest"): known, with the sound
  // CMU gives or our rules read, so a text of ordinary English is not flagged for its endings
  const forms = new Set<string>();
  for (const line of rows) {
    const w = line.slice(0, line.indexOf("\t"));
    for (const f of inflections(w)) if (!candidates.has(f) && !forms.has(f) && WORD.test(f) && hunspell.correct(f)) forms.add(f);
  }
  for (const f of [...forms].sort()) rows.push(`${f}\t${cmu[f] ? encodeArpabet(cmu[f]) : soundOut(f)}\t0`);
  rows.sort();
  // rare words that are likely slips for a common one that sounds the same ("wen" -> "when")
  const built = new Lexicon({ words: rows.join("\n"), names: "", alikes: "" });
  const alikes: string[] = [];
  // only words never seen in a million words of edited English (Brown), so "bee" and "knot" stay
  // words while "wen" (seen in the chat and SMS text of nlp-corpus) is a slip; not possessives
  for (const w of built.words) {
    if (edited.has(w) || w.includes("'")) continue;
    const like = soundAlike(built, w);
    if (like) alikes.push(`${w}\t${like}`);
  }
  const lexicon = {
    source: "CMU pronouncing dictionary 0.7b (cmu-pronouncing-dictionary), filtered by hunspell en_US (dictionary-en, SCOWL); counts from the Brown Corpus (train and tune samples) and nlp-corpus (files 5-99)",
    words: rows.join("\n"),
    names: names.join("\n"),
    alikes: alikes.join("\n"),
  };
  writeFileSync(path.join(OUT, "lexicon.json"), JSON.stringify(lexicon) + "\n");
  const realWords = soundAlikes(cmu, built, counts);
  const sameWord = (a: string, b: string) => britishToAmerican(a).includes(b) || britishToAmerican(b).includes(a);
  const edits = editPairs(counts, (w) => built.has(w), sameWord);
  const classes = wordClassTable();
  const context = { ...contextCounts(sentences, editedSentences, realWords, edits, classes), ...slotCounts(confusableWords(realWords, edits), classes) };
  writeFileSync(path.join(OUT, "context.json"), JSON.stringify(context) + "\n");
  console.log(`${Object.keys(realWords).length} real words with a sound-alike; ${Object.keys(edits).length} common words one letter from another; ${alikes.length} sound-alike slips; ${rows.length} words (${forms.size} of them inflected forms), ${names.length} names, from ${candidates.size} candidates`);
}

void main();
