// The evaluation sets of `npm run eval:ai` and the floors in tests/unit/ai, as (reference words,
// dictated input) pairs. Dictated input is what speech recognition delivers: lower case and no
// punctuation, except that names and "I" keep their capitals (recognisers capitalise those).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brownSplit, loadAmi, loadBrown, loadNlpCorpus, textTokens, type RefDoc, type RefToken } from "./corpora";
import { devCases } from "@/tests/fixtures/ai/punctuation-dev";
import { devReferences } from "@/tests/fixtures/ai/punctuation-dev2";
import { dev3References } from "@/tests/fixtures/ai/punctuation-dev3";
import { dev4References } from "@/tests/fixtures/ai/punctuation-dev4";
import { heldOutReferences } from "@/tests/fixtures/ai/punctuation-heldout";
import { freshDevReferences } from "@/tests/fixtures/ai/punctuation-fresh-dev";
import { freshHeldOutReferences } from "@/tests/fixtures/ai/punctuation-fresh-heldout";
import { speechReferences } from "@/tests/fixtures/ai/punctuation-speech";
import { toDictation } from "@/tests/fixtures/ai/sentence-f1";

export type EvalItem = { id: string; ref: RefToken[]; input: string };

function dictate(tokens: RefToken[], keepCapital: (t: RefToken, i: number) => boolean): string {
  return tokens.map((t, i) => (t.word === "I" || keepCapital(t, i) ? t.word : t.word.toLowerCase()).replace(/\.$/, (m) => (/^(?:[A-Za-z]\.){2,}$/.test(t.word) ? m : ""))).join(" ");
}

/** (a) Brown Corpus test split: 50 samples (every tenth), never trained or tuned on. */
export function brownTestSet(): EvalItem[] {
  return loadBrown()
    .filter((d) => brownSplit(d.id) === "test")
    .map((d) => ({ id: d.id, ref: d.tokens, input: dictate(d.tokens, (t) => /^np/.test(t.tag)) }));
}

/** (a2) nlp-corpus passages (web, news, legal, fiction; ten sentences each), never trained on. */
export function nlpCorpusSet(): EvalItem[] {
  return loadNlpCorpus().map((d: RefDoc) => ({
    id: d.id,
    ref: d.tokens,
    // A capital inside a sentence is a name (or a title word): it stays.
    input: dictate(d.tokens, (t, i) => i > 0 && d.tokens[i - 1].mark !== "period" && d.tokens[i - 1].mark !== "question" && /^\p{Lu}/u.test(t.word)),
  }));
}

/**
 * (b) Our dictation-style set: everyday dictation plus speech with fillers, run-ons and
 * self-corrections. The held-out part (punctuation-heldout.ts, punctuation-speech.ts) was never
 * trained or tuned on; the development part (punctuation-dev*.ts) tuned the rules and the
 * offsets that combine them with the model.
 */
export function dictationHeldOut(): EvalItem[] {
  const plain = heldOutReferences.map((r, i) => ({ id: `heldout-${i}`, ref: textTokens(r), input: toDictation(r) }));
  const speech = speechReferences.map((s, i) => ({ id: `speech-${i}`, ref: textTokens(s.reference), input: s.spoken }));
  return [...plain, ...speech];
}

export function dictationDevelopment(): EvalItem[] {
  const refs = [...devCases.map((c) => c.reference), ...devReferences, ...dev3References, ...dev4References];
  return refs.map((r, i) => ({ id: `dev-${i}`, ref: textTokens(r), input: toDictation(r) }));
}

/**
 * Everyday dictation written apart from the rules (2026-11-29, by an engineer who read no rule and ran no
 * tool on it): a development half engineers may read, and a held-out half scored as totals only.
 */
export function dictationFresh(split: "dev" | "heldout"): EvalItem[] {
  const refs = split === "dev" ? freshDevReferences : freshHeldOutReferences;
  return refs.map((r, i) => ({ id: `fresh-${split}-${i}`, ref: textTokens(r), input: toDictation(r) }));
}

export function dictationSet(): EvalItem[] {
  return [...dictationHeldOut(), ...dictationDevelopment()];
}

/**
 * A fixed third of an external set (every third sample): the unit test's quick check
 * (tests/unit/ai/quality.test.ts). `npm run eval:ai` prints its figures too, so its floors
 * come from measured figures like the rest.
 */
export function quickSubset(items: EvalItem[]): EvalItem[] {
  return items.filter((_, i) => i % 3 === 0);
}

export type PunctuatedItem = { id: string; text: string };

function punctuatedFile(name: string): PunctuatedItem[] {
  const file = readFileSync(join(process.cwd(), "tests/fixtures/ai/punctuated", name), "utf8");
  return file.split(/^=== /m).filter((part) => part.trim()).map((part) => {
    const newline = part.indexOf("\n");
    return { id: part.slice(0, newline).trim(), text: part.slice(newline + 1).trim() };
  });
}

/**
 * (c) Text that is already punctuated, with its own marks and capitals: four US presidential
 * inaugural addresses (1989, 1997, 2013, 2021; public domain, works of the US government; text
 * from github.com/lykmapipo/US-Inaugural-Addresses, scraped from The American Presidency
 * Project), 9,095 words. Never trained on (tests/unit/ai/training-split.test.ts); the kept-marks
 * rule was written while measuring on them.
 */
export function punctuatedSpeeches(): PunctuatedItem[] {
  return punctuatedFile("inaugural-addresses.txt");
}

/**
 * (c2) Six more inaugural addresses from the same source (1961 Kennedy, 1977 Carter, 1985 Reagan,
 * 2001 and 2005 G. W. Bush, 2017 Trump), 10,241 words with their own marks and capitals, added
 * after the kept-marks rule was written: nothing was trained, tuned or written on them.
 */
export function punctuatedSpeechesHeldOut(): PunctuatedItem[] {
  return punctuatedFile("inaugural-addresses-heldout.txt");
}

/**
 * (d) The same four inaugural addresses read as dictation (lower case, no marks; names and "I"
 * keep their capitals): public speech, transcribed, that no model or rule was trained or tuned on.
 */
export function speechesAsDictation(): EvalItem[] {
  return punctuatedSpeeches().map((s) => ({ id: s.id, ref: textTokens(s.text), input: toDictation(s.text) }));
}

/**
 * (e) Transcribed meeting speech: the AMI Meeting Corpus's test meetings (ES2004, IS1009, TS3003,
 * EN2002; CC BY 4.0), one text per speaker's line, read as dictation (lower case, no marks). Never
 * trained or tuned on; the other meetings may be training text (scripts/ai/corpora.ts).
 */
export function amiTestSet(): EvalItem[] {
  const rendered = (tokens: RefToken[]) => tokens.map((t) => t.word + (t.mark === "period" ? "." : t.mark === "question" ? "?" : t.mark === "comma" ? "," : "")).join(" ");
  return loadAmi("test").map((d) => ({ id: d.id, ref: d.tokens, input: toDictation(rendered(d.tokens)) }));
}
