// The real-word check's data (lib/spelling/checker/context.json), written by build-lexicon.ts:
// for every word that may stand for another (the confusion sets, the sound-alikes, and common
// words one letter moved, dropped or added away from another), the words and the word classes seen
// before and after it in our text, and the table of word classes (word-class.ts).
import { CONFUSION_SETS } from "@/lib/spelling/checker/confusions";
import { RARE } from "@/lib/spelling/checker/context";
import { classByEnding, CLAUSE_START, clauseStep, coarseTag, WordClasses, type WordClassTable } from "@/lib/spelling/checker/word-class";
import { brownSplit, loadBrown } from "../corpora";

/** The least count of both words of a pair one letter apart ("begin"/"being"): rarer words make slips, not confusions. */
const EDIT_MIN_COUNT = 50;
const EDIT_MIN_LENGTH = 4;

/** Every word one letter dropped, two neighbouring letters swapped, or one letter moved, from `a`. */
function nearSpellings(a: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < a.length; i++) {
    const rest = a.slice(0, i) + a.slice(i + 1);
    out.add(rest);
    if (i + 1 < a.length) out.add(a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2));
    for (let j = 0; j <= rest.length; j++) if (j !== i) out.add(rest.slice(0, j) + a[i] + rest.slice(j));
  }
  out.delete(a);
  return out;
}

/**
 * Common words a slip of one letter turns into another common word ("begin"/"being",
 * "county"/"country", "form"/"from"), each way; not a word inside another ("work"/"works", "mail"/"email"),
 * nor two spellings of one word (`sameWord`: "centre"/"center"); only words the dictionary
 * knows in lower case (`isWord`: not "mary" for "army").
 */
export function editPairs(counts: Map<string, number>, isWord: (w: string) => boolean, sameWord: (a: string, b: string) => boolean): Record<string, string[]> {
  const common = [...counts].filter(([w, n]) => n >= EDIT_MIN_COUNT && w.length >= EDIT_MIN_LENGTH && /^[a-z]+$/.test(w) && isWord(w)).map(([w]) => w);
  const known = new Set(common);
  const out = new Map<string, Set<string>>();
  const link = (a: string, b: string) => (out.get(a) ?? out.set(a, new Set()).get(a)!).add(b);
  for (const a of common)
    for (const b of nearSpellings(a)) {
      if (!known.has(b) || a.startsWith(b) || b.startsWith(a) || a.endsWith(b) || b.endsWith(a) || sameWord(a, b)) continue;
      link(a, b);
      link(b, a);
    }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : 1)).map(([w, others]) => [w, [...others].sort()]));
}

/** Each word's commonest class in the Brown train and tune samples, kept only where its ending would misread it. */
export function wordClassTable(): WordClassTable {
  const tags = new Map<string, Map<string, number>>();
  for (const doc of loadBrown()) {
    if (brownSplit(doc.id) === "test") continue;
    for (const t of doc.tokens) {
      const w = t.word.toLowerCase();
      const cls = coarseTag(t.tag);
      const m = tags.get(w) ?? tags.set(w, new Map()).get(w)!;
      m.set(cls, (m.get(cls) ?? 0) + 1);
    }
  }
  const table: Record<string, string[]> = {};
  for (const [w, m] of [...tags].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    if (total < 2 || !/^[a-z]+(?:'[a-z]+)?$/.test(w)) continue;
    const best = [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    if (best !== classByEnding(w)) (table[best] ??= []).push(w);
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, ws]) => [c, ws.join(" ")]));
}

/** Every word the real-word check weighs: the confusion sets, the sound-alikes both ways, and the one-letter pairs. */
export function confusableWords(alikes: Record<string, string[]>, edits: Record<string, string[]>): Set<string> {
  return new Set([...CONFUSION_SETS.flatMap((s) => s.words), ...Object.keys(alikes), ...Object.values(alikes).flat(), ...Object.keys(edits)]);
}

/** A slot triple seen fewer times than this is left out of the file (its class pair still counts through the one-sided rows). */
const SLOT_MIN_COUNT = 2;

/**
 * The slot between two neighbours, from the tagged Brown train and tune samples: for every word
 * the check weighs, how often it carries each class ("lead": VB, N; "its": POSS), and for every
 * class, how often it sits between each pair of neighbouring classes, read as the check reads
 * them (each neighbour's commonest class; a comma beside the word says nothing: "*"). So "the
 * club changed ___ colours" asks how often a possessive, and how often "it is", sits between a
 * past-tense verb and a noun, not which words did.
 * Keys of `slot`: "left class|class|right class", and the one-sided "left|class|*", "*|class|right", "*|class|*".
 * And the clause so far (word-class.ts, `clauseStep`, with the words' classes read as the check
 * reads them; a comma or a sentence end begins a new clause): keys of `clause` "state|class"
 * (how often a word of that class follows a clause in that state), "state|*" and "*|*" (all words).
 */
export function slotCounts(confusable: Set<string>, classes: WordClassTable): { wordTags: Record<string, Record<string, number>>; slot: Record<string, number>; clause: Record<string, number> } {
  const wordClasses = new WordClasses(classes);
  const wordTags: Record<string, Record<string, number>> = {};
  const slot: Record<string, number> = {};
  const clause: Record<string, number> = {};
  const add = (key: string) => (slot[key] = (slot[key] ?? 0) + 1);
  const addClause = (key: string) => (clause[key] = (clause[key] ?? 0) + 1);
  for (const doc of loadBrown()) {
    if (brownSplit(doc.id) === "test") continue;
    const tokens = doc.tokens;
    let first = true;
    let state = CLAUSE_START;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const start = first;
      first = t.mark === "period" || t.mark === "question";
      const tag = coarseTag(t.tag);
      const w = t.word.toLowerCase();
      addClause(`${state}|${tag}`);
      addClause(`${state}|*`);
      addClause("*|*");
      state = t.mark === "comma" || first ? CLAUSE_START : clauseStep(state, wordClasses.of(w));
      if (confusable.has(w)) {
        const m = (wordTags[w] ??= {});
        m[tag] = (m[tag] ?? 0) + 1;
      }
      const left = start ? "<s>" : tokens[i - 1].mark === "comma" ? "*" : wordClasses.of(tokens[i - 1].word.toLowerCase());
      const right = first || i + 1 === tokens.length ? "</s>" : t.mark === "comma" ? "*" : wordClasses.of(tokens[i + 1].word.toLowerCase());
      if (left !== "*" && right !== "*") add(`${left}|${tag}|${right}`);
      if (left !== "*") add(`${left}|${tag}|*`);
      if (right !== "*") add(`*|${tag}|${right}`);
      add(`*|${tag}|*`);
    }
  }
  for (const [key, n] of Object.entries(slot)) if (n < SLOT_MIN_COUNT && !key.includes("*")) delete slot[key];
  const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { wordTags: sorted(wordTags), slot: sorted(slot), clause: sorted(clause) };
}

/** `edited`: how many of the sentences, from the first, are edited English (the classes are counted there only: chat writes "it's" for "its"). */
export function contextCounts(sentences: string[][], edited: number, alikes: Record<string, string[]>, edits: Record<string, string[]>, classes: WordClassTable) {
  const confusable = confusableWords(alikes, edits);
  const wordClasses = new WordClasses(classes);
  const before: Record<string, Record<string, number>> = {};
  const after: Record<string, Record<string, number>> = {};
  // the word two before and two after ("had to ___ his name": "had" and "his"): a sentence edge at distance two is "<s>" / "</s>"
  const before2: Record<string, Record<string, number>> = {};
  const after2: Record<string, Record<string, number>> = {};
  const classBefore: Record<string, Record<string, number>> = {};
  const classAfter: Record<string, Record<string, number>> = {};
  const classShare: Record<string, number> = { "*": 0 };
  const unigram: Record<string, number> = {};
  const editedCount: Record<string, number> = {};
  const count = (table: Record<string, Record<string, number>>, w: string, k: string) => ((table[w] ??= {})[k] = (table[w][k] ?? 0) + 1);
  for (const [k, s] of sentences.entries()) {
    const cls = s.map((w) => wordClasses.of(w));
    const isEdited = k < edited;
    for (let i = 0; i < s.length; i++) {
      const c = i + 1 < s.length ? cls[i + 1] : "</s>";
      if (isEdited) {
        classShare[c] = (classShare[c] ?? 0) + 1;
        classShare["*"]++;
        if (i === 0) {
          classShare["<s>"] = (classShare["<s>"] ?? 0) + 1;
          classShare["*"]++;
        }
      }
      const w = s[i];
      if (!confusable.has(w)) continue;
      unigram[w] = (unigram[w] ?? 0) + 1;
      count(before, w, i > 0 ? s[i - 1] : "<s>");
      count(after, w, i + 1 < s.length ? s[i + 1] : "</s>");
      if (i > 0) count(before2, w, i > 1 ? s[i - 2] : "<s>");
      if (i + 1 < s.length) count(after2, w, i + 2 < s.length ? s[i + 2] : "</s>");
      if (!isEdited) continue;
      editedCount[w] = (editedCount[w] ?? 0) + 1;
      count(classBefore, w, i > 0 ? cls[i - 1] : "<s>");
      count(classAfter, w, c);
    }
  }
  // a pair seen once or twice says little about a common word and would double the file; for a
  // rare word ("rite", seen 25 times) every pair it was seen in is kept ("rite of")
  const prune = (table: Record<string, Record<string, number>>) => {
    for (const w of Object.keys(table)) table[w] = Object.fromEntries(Object.entries(table[w]).filter(([, n]) => n >= 3 || unigram[w] < RARE));
  };
  prune(before);
  prune(after);
  // two words away only pairs seen three times or more are kept, even for a rare word: the file stays smaller
  for (const table of [before2, after2]) for (const w of Object.keys(table)) table[w] = Object.fromEntries(Object.entries(table[w]).filter(([, n]) => n >= 3));
  return { unigram, editedCount, before, after, before2, after2, alikes, edits, classes, classBefore, classAfter, classShare };
}
