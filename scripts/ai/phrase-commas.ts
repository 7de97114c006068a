// Commas that split a phrase (harm a writer cannot see): between a subject and its finite verb ("we
// agreed the water butts, stay where they are"), inside a noun phrase ("the list of contrast,
// issues"), between a verb and its object ("we need, the forms"). Counted on the engine's output
// and on the sets' own punctuation (which must have almost none, or the rule is wrong), by the
// tagger the engine reads (wink and its fixes) on the words without their marks.
//
//   npx tsx scripts/ai/phrase-commas.ts            (totals on the development sets)
//   PHRASE_VERBOSE=1 npx tsx scripts/ai/phrase-commas.ts   (and each comma counted, in context)
//
// Development sets only: the dictation development sets, the Brown tuning split and the meeting
// and lecture transcripts of fresh4, fresh5, fresh7-fresh10 (no held-out set is read here).
import { punctuate, tagForRules, nameSet } from "@/lib/ai/local/punctuation";
import { isAuxQuestionAt, isFiniteVerb, isVerbish, pos, possessiveNoun } from "@/lib/ai/local/punctuation/features";
import { WH_WORDS } from "@/lib/ai/local/lexicon";
import { POSSESSIVES } from "@/lib/ai/local/punctuation/tag-fixes";
import { parseText, type Word } from "@/lib/ai/local/punctuation/tokens";
import { fresh4Lecture } from "@/tests/fixtures/ai/fresh4/lecture";
import { fresh4Meeting } from "@/tests/fixtures/ai/fresh4/meeting";
import { fresh5Lecture } from "@/tests/fixtures/ai/fresh5/lecture";
import { fresh5Meeting } from "@/tests/fixtures/ai/fresh5/meeting";
import { fresh7Lecture } from "@/tests/fixtures/ai/fresh7/lecture";
import { fresh7Meeting } from "@/tests/fixtures/ai/fresh7/meeting";
import { fresh8Lecture } from "@/tests/fixtures/ai/fresh8/lecture";
import { fresh8Meeting } from "@/tests/fixtures/ai/fresh8/meeting";
import { fresh9Lecture } from "@/tests/fixtures/ai/fresh9/lecture";
import { fresh9Meeting } from "@/tests/fixtures/ai/fresh9/meeting";
import { fresh10Lecture } from "@/tests/fixtures/ai/fresh10/lecture";
import { fresh10Meeting } from "@/tests/fixtures/ai/fresh10/meeting";
import { brownSplit, loadBrown, type RefToken } from "./corpora";
import { dictationDevelopment, dictationFresh } from "./datasets";

export type PhraseComma = "subject-verb" | "inside noun phrase" | "verb-object";
const KINDS: PhraseComma[] = ["subject-verb", "inside noun phrase", "verb-object"];

const NOMINAL = new Set(["NOUN", "PROPN"]);
const OBJECTS = new Set(["DET", "NOUN", "PROPN", "NUM"]);
const LIST_JOINS = new Set(["and", "or", "nor"]);

/** Words that may open a sentence before its first phrase: "and we", "so the plan". */
const LINKS = new Set(["and", "but", "so", "then", "also", "now", "well", "or"]);
/** Words of a noun phrase, walking back from its last word ("the owner of the house next door"). */
const PHRASE_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM"]);

/**
 * The kind of phrase a comma after words[i] splits, or undefined. Words of one sentence (s: its
 * first word); tags read on the words without their marks. A comma that may close something put
 * before the phrase is not counted: one after an opening phrase or clause ("If you have any
 * questions, ask", "In seconds, Greg"), one that closes an aside opened by an earlier comma
 * ("Thayer, like himself, Madden"), one after a single word (a name addressed: "Mum, is ...").
 */
export function phraseCommaKind(words: Word[], i: number, s: number): PhraseComma | undefined {
  const w = words[i];
  const next = words[i + 1];
  // (a name or a tag after the comma is someone addressed or a question tag: "That's decided, Sandra", "the staple, right?")
  if (!next || i === s || next.hard || pos(next) === "PROPN" || next.lower === "let's") return undefined;
  for (let k = s; k < i; k++) if (/[,;:]/.test(words[k].trail)) return undefined;
  let a = s;
  while (a < i && LINKS.has(words[a].lower)) a++;
  const opener = words[a];
  if (pos(opener) === "ADP" || pos(opener) === "SCONJ" || ["if", "when", "because", "although", "though", "unless", "while", "once", "as", "since"].includes(opener.lower) || opener.lower.endsWith("ing") || opener.lower === "to" || WH_WORDS.has(opener.lower)) return undefined;
  const tag = pos(w);
  // a noun phrase (or pronoun) then its finite verb, which opens no question ("Sarah, can you ...")
  if ((NOMINAL.has(tag) || (tag === "PRON" && !POSSESSIVES.has(w.lower))) && isFiniteVerb(next) && !next.lower.endsWith("ing") && !isAuxQuestionAt(words, i + 1) && !participlePhrase(words, i + 1)) {
    // the phrase's first word follows the sentence's start, a verb ("we agreed | the water butts"), "that" or a conjunction
    let p = i;
    while (p > a && (PHRASE_TAGS.has(pos(words[p - 1])) || POSSESSIVES.has(words[p - 1].lower) || possessiveNoun(words[p - 1]) || (words[p - 1].lower === "of" && p - 1 > a))) p--;
    if (p === a || isVerbish(words[p - 1]) || ["that", "and", "but", "so", "or"].includes(words[p - 1].lower)) return "subject-verb";
    return undefined;
  }
  // a determiner, possessive or number before what it opens; an adjective before its noun; a noun before a bare noun it joins ("contrast | issues")
  const opened = NOMINAL.has(pos(next)) || pos(next) === "ADJ";
  if ((tag === "DET" || POSSESSIVES.has(w.lower) || possessiveNoun(w)) && opened) return "inside noun phrase";
  if (tag === "ADJ" && NOMINAL.has(pos(next)) && !listAround(words, i)) return "inside noun phrase";
  if (tag === "NOUN" && pos(next) === "NOUN" && !listAround(words, i)) return "inside noun phrase";
  if (tag === "VERB" && !w.tags.includes("AUX") && (OBJECTS.has(pos(next)) || POSSESSIVES.has(next.lower)) && !isVerbish(next)) return "verb-object";
  return undefined;
}

/** "a thin rubber tube, | filled with mercury": a participle and its preposition describe the noun before them. */
function participlePhrase(words: Word[], k: number): boolean {
  return /ed$|en$|wn$/.test(words[k].lower) && pos(words[k + 1]) === "ADP";
}

/** A list is near: "and"/"or" within four words after. */
function listAround(words: Word[], i: number): boolean {
  for (let k = i + 1; k < Math.min(words.length, i + 5); k++) if (LIST_JOINS.has(words[k].lower) || words[k].hard) return LIST_JOINS.has(words[k].lower);
  return false;
}

export type PhraseCounts = { commas: number } & Record<PhraseComma, number>;

const empty = (): PhraseCounts => ({ commas: 0, "subject-verb": 0, "inside noun phrase": 0, "verb-object": 0 });

/** Counts a punctuated text's commas, and each that splits a phrase (`seen` gets them in context). */
export function countPhraseCommas(text: string, names: string[] = [], seen?: (kind: PhraseComma, context: string) => void): PhraseCounts {
  const counts = empty();
  const words = parseText(text).flatMap((lines) => lines.flatMap((line) => line.words));
  tagForRules(words, nameSet(names));
  let s = 0;
  words.forEach((w, i) => {
    if (/,/.test(w.trail) && i + 1 < words.length) {
      counts.commas++;
      const kind = phraseCommaKind(words, i, s);
      if (kind) {
        counts[kind]++;
        seen?.(kind, words.slice(Math.max(s, i - 6), i + 5).map((x) => x.core + x.trail).join(" "));
      }
    }
    if (w.hard) s = i + 1;
  });
  return counts;
}

const refText = (ref: RefToken[]) => ref.map((t) => t.word + (t.mark === "period" ? "." : t.mark === "question" ? "?" : t.mark === "comma" ? "," : "")).join(" ");

function add(a: PhraseCounts, b: PhraseCounts): void {
  a.commas += b.commas;
  for (const k of KINDS) a[k] += b[k];
}

type Item = { text: string; ref?: string; names?: string[]; aggressive?: boolean };

function main() {
  const verbose = process.env.PHRASE_VERBOSE === "1";
  const show = (label: string) => (kind: PhraseComma, context: string) => verbose && console.log(`  [${label}] ${kind}: ${context}`);
  const meetings = [fresh4Meeting, fresh5Meeting, fresh7Meeting, fresh8Meeting, fresh9Meeting, fresh10Meeting].flat();
  const lectures = [fresh4Lecture, fresh5Lecture, fresh7Lecture, fresh8Lecture, fresh9Lecture, fresh10Lecture].flat();
  const brownTune = loadBrown().filter((d) => brownSplit(d.id) === "tune");
  const sets: Array<[string, Item[]]> = [
    ["dictation development (punctuation-dev*.ts)", dictationDevelopment().map((it) => ({ text: it.input, ref: refText(it.ref) }))],
    ["everyday dictation, development half", dictationFresh("dev").map((it) => ({ text: it.input, ref: refText(it.ref) }))],
    ["Brown tuning split (read as dictation)", brownTune.map((d) => ({ text: d.tokens.map((t) => (/^np/.test(t.tag) || t.word === "I" ? t.word : t.word.toLowerCase())).join(" "), ref: refText(d.tokens) }))],
    ["meeting transcripts, fresh4-fresh10 development", meetings.map((m) => ({ text: m.transcript, names: m.participants, aggressive: true }))],
    ["lecture transcripts, fresh4-fresh10 development", lectures.map((l) => ({ text: l.transcript, names: [l.lecturer], aggressive: true }))],
  ];
  console.log("| set | texts | source | commas | subject-verb | inside noun phrase | verb-object |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, items] of sets) {
    const engine = empty();
    const ref = empty();
    for (const it of items) {
      const out = punctuate(it.text, { names: it.names, aggressive: it.aggressive });
      add(engine, countPhraseCommas(out, it.names, show("engine")));
      if (it.ref) add(ref, countPhraseCommas(it.ref, it.names, show("reference")));
    }
    const row = (source: string, c: PhraseCounts) => console.log(`| ${name} | ${items.length} | ${source} | ${c.commas} | ${KINDS.map((k) => c[k]).join(" | ")} |`);
    row("engine", engine);
    if (items.some((it) => it.ref)) row("reference", ref);
  }
}

if (process.argv[1]?.endsWith("phrase-commas.ts")) main();
