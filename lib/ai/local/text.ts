// Sentence and word helpers shared by the local jobs (run after punctuation).
import { FUNCTION_WORDS, STOPWORDS } from "@/lib/ai/local/lexicon";

const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|Prof|St|vs|etc|e\.g|i\.e|No|Inc|Ltd|Co|v)\.$/i;
/** Abbreviations that also end a sentence ("We act for Elm Court Management Co. Ltd. Your licence ..."). */
const MAY_END = /\b(?:etc|Inc|Ltd|Co|plc|LLP)\.$/i;

/** Words that open a sentence even before a name ("Co. We ...", "Ltd. The Court ..."); another grammar word may be a first name ("Co. Will Jones"). */
const OPENS_BEFORE_NAME = /^(?:the|a|an|your|our|their|his|her|its|this|that|these|those|my|we|i|you|he|she|it|they)$/i;

/** After `buffer` ends on an abbreviation, does `next` start a new sentence? Only after one that may end one, before a grammar word ("Your", "The", "We"). */
function startsAfterAbbreviation(buffer: string, next: string | undefined): boolean {
  const [word = "", second = ""] = next?.split(/\s+/) ?? [];
  const first = word.match(/^\p{Lu}\p{Ll}*/u)?.[0];
  if (!first || !MAY_END.test(buffer) || !FUNCTION_WORDS.has(first.toLowerCase())) return false;
  return !/^\p{Lu}/u.test(second) || OPENS_BEFORE_NAME.test(first);
}

/** Splits punctuated text into sentences (keeps abbreviations and decimals together). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n\s*\n/)) {
    const parts = para.replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s+(?=["'(\[]?[\p{Lu}\p{N}])/u);
    let buffer = "";
    for (const [k, part] of parts.entries()) {
      buffer = buffer ? `${buffer} ${part}` : part;
      if (ABBREVIATIONS.test(buffer) && !startsAfterAbbreviation(buffer, parts[k + 1])) continue;
      out.push(buffer.trim());
      buffer = "";
    }
    if (buffer.trim()) out.push(buffer.trim());
  }
  return out.filter((s) => /\p{L}/u.test(s));
}

/**
 * A list's bullet typed at a line's start ("- ", "• ", "* ", "– "): the screen draws its own, so an item never shows it.
 * Only before a word: "- 18 degrees" is a minus, "– 12" the end of a range, "* * *" a separator, kept as written.
 */
const LINE_BULLET = /^[ \t]*[-•*–][ \t]+(?=[\p{L}"'‘“(])/u;

/**
 * The text as the tools read it: each bulleted line a sentence of its own, without its bullet, and the line before it
 * closed ("Agenda\n- Sue to book the hall" -> "Agenda.\nSue to book the hall."). Only what is read changes: the
 * transcript shown keeps the writer's bullets. Short items after a line ending in ":" finish its sentence as a list
 * ("Tom will bring:\n- cups\n- plates" -> "Tom will bring: cups, plates."), questions keeping their "?" ("Open
 * questions: who pays? when?"); longer ones are sentences of their own, and the ":" line before them a sentence too
 * ("Ideas for the garden:\n- a pond for frogs near the fence" -> "Ideas for the garden.\nA pond for frogs near the fence.").
 */
const DAY_OR_MONTH = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

function opensWithGrammarWord(s: string): boolean {
  return FUNCTION_WORDS.has(s.split(/\s+/)[0].toLowerCase().replace(/[^\p{L}']/gu, ""));
}

/** A lead-in that promises things to do ("Dev will:", "We need to:"): each item finishes it on its own. */
const DOES = /\b(?:will|should|must|needs? to|has to|have to|going to)\s*:$/i;

export function bulletsAsSentences(text: string): string {
  const lines = text.split("\n");
  if (!lines.some((line) => LINE_BULLET.test(line))) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let end = i + 1;
    while (end < lines.length && LINE_BULLET.test(lines[end])) end++;
    const said = lines.slice(i + 1, end).map((line) => line.replace(LINE_BULLET, "").trim());
    const items = said.map(withoutFinalPunctuation);
    const bulleted = LINE_BULLET.test(lines[i]);
    const read = bulleted ? capitaliseFirst(lines[i].replace(LINE_BULLET, "")) : lines[i];
    const words = read.trimEnd();
    const leadsIn = words.endsWith(":");
    if (DOES.test(words) && items.length) {
      // ("Dev will:\n- email Sam\n- book the hall": two tasks, each read with who does it)
      out.push(...items.map((item) => `${words.slice(0, -1).trimEnd()} ${DAY_OR_MONTH.test(item) ? item : lowerFirst(item)}.`));
      i = end - 1;
      continue;
    }
    if (leadsIn && items.length && items.every((item) => countWords(item) <= 3)) {
      // (a question keeps its "?": "Open questions: who pays? when?", one sentence while each starts with a grammar
      // word written small; "Sam's budget?" keeps its capital and is a sentence of its own)
      const asks = said.some((item) => /[?!]$/.test(item));
      out.push(asks ? `${words} ${said.map((item) => withFullStop(opensWithGrammarWord(item) ? lowerFirst(item) : item)).join(" ")}` : `${words} ${items.join(", ")}.`);
      i = end - 1;
      continue;
    }
    const closes = bulleted || end > i + 1;
    if (closes && leadsIn) out.push(`${words.slice(0, -1).trimEnd()}.`);
    else out.push(closes && /[\p{L}\p{N}]$/u.test(words) ? `${words}.` : read);
  }
  return out.join("\n");
}

export function splitParagraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

/** Lower-case word tokens (letters, digits, inner apostrophes and hyphens). */
export function wordTokens(text: string): string[] {
  return (text.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []);
}

/** A word as the rules compare it: lower case, curly apostrophes made straight, marks around it taken off ("Tom," -> "tom", "I’d" -> "i'd"). */
export function bareWord(word: string | undefined): string {
  const chars = Array.from((word ?? "").toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^[^\p{L}]+/u, ""));
  // (the end trimmed by a loop: a regex anchored at the end retries from every mark in a long run of them)
  while (chars.length && !/\p{L}/u.test(chars[chars.length - 1])) chars.pop();
  return chars.join("");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function isContentWord(word: string): boolean {
  return word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word);
}

/** A crude English stem so "prices", "priced" and "price" count together. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/ies$/, "y")
    .replace(/(?:sses)$/, "ss")
    .replace(/([^s])s$/, "$1")
    .replace(/(?:ing|ed)$/, (m, offset: number) => (offset >= 4 ? "" : m));
}

export function contentStems(text: string): string[] {
  return wordTokens(text).filter(isContentWord).map(stem);
}

export function capitaliseFirst(s: string): string {
  // a list item's own label keeps its case: "(a) disclosure by list ...", "iv) the lease"
  if (/^\(?(?:[a-z]|[ivx]{1,4})\)\s/.test(s)) return s;
  const i = s.search(/\p{L}/u);
  return i < 0 ? s : s.slice(0, i) + s[i].toUpperCase() + s.slice(i + 1);
}

export function lowerFirst(s: string): string {
  // Keep "I" and names (second letter upper case or known proper nouns are left alone).
  if (/^I\b/.test(s) || /^\p{Lu}{2}/u.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Ends a clause with a full stop unless it already ends with punctuation. */
export function withFullStop(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export function withoutFinalPunctuation(s: string): string {
  return s.trim().replace(/[.!?,;:]+$/, "");
}

/** Oxford-free list: "a, b and c". */
export function joinList(items: string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function unique<T>(items: T[], key: (t: T) => string = (t) => String(t).toLowerCase()): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Strips spoken lead-ins ("so", "okay", "um", "I think that") from the start of a sentence. */
export function stripLeadIns(sentence: string): string {
  let s = sentence.trim();
  for (let i = 0; i < 4; i++) {
    const next = s.replace(
      /^(?:so|okay|ok|right|well|yes|yeah|and|but|also|now|anyway|alright|um|uh|basically|actually|then)\b[,]?\s+/i,
      "",
    );
    if (next === s) break;
    s = next;
  }
  return capitaliseFirst(s);
}

/** Deterministic pseudo-random choice (so a seed gives the same pick in tests). */
export function pick<T>(items: readonly T[], random: () => number = Math.random): T {
  return items[Math.floor(random() * items.length) % items.length];
}

/** Small seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
