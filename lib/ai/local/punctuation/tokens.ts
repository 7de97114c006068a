// Splits dictated or typed text into words that keep their original spelling, with the
// punctuation around them held apart so the engine can add, keep or move it.

export type Word = {
  /** Opening quotes or brackets, as typed. */
  lead: string;
  /** The word as typed (case may be changed by the engine, letters never are). */
  core: string;
  /** Closing punctuation, as typed or added. */
  trail: string;
  /** Lower case, straight apostrophes: the form the rules look at. */
  lower: string;
  /** Part-of-speech tags of the word's tokens (a contraction has two). */
  tags: string[];
  /** The word closes a sentence (its trail holds . ? or !). */
  hard: boolean;
  /** Its trail holds other punctuation (, ; : or a dash): no sentence break here. */
  soft: boolean;
};

/** A line of text: an optional list marker ("- ", "1. ") and its words. */
export type Line = { marker: string; words: Word[] };
/** Paragraphs (split at blank lines) of lines (split at single line breaks). */
export type Block = Line[];

const LEAD = /^[("'\u201C\u2018\u00AB[{]+/;
const TRAIL = /[.,!?;:)\]}"'\u201D\u2019\u00BB\u2026]+$/;
const ABBREVIATION = /^(?:[a-z]\.){2,}$|^(?:mr|mrs|ms|dr|prof|vs|jr|sr|inc|ltd|e\.g|i\.e|approx|dept|nos?)\.$/i;
const LIST_MARKER = /^(?:[-*\u2022\u2013]|\d{1,3}[.)]|[a-z][.)]|\((?:[a-z]|\d{1,3}|[ivx]{1,5})\))$/i;

export function normaliseApostrophes(s: string): string {
  return s.replace(/[\u2018\u2019\u02BC]/g, "'");
}

export function makeWord(raw: string): Word {
  let lead = "";
  let core = raw;
  let trail = "";
  const l = LEAD.exec(core);
  if (l) {
    lead = l[0];
    core = core.slice(lead.length);
  }
  const t = TRAIL.exec(core);
  if (t) {
    trail = t[0];
    core = core.slice(0, core.length - trail.length);
    // Keep the full stop of an abbreviation ("a.m.", "Dr.") with the word; a full stop before a
    // comma or a semicolon is always one ("Supply Co., has", "etc., still").
    if (trail.startsWith(".") && (ABBREVIATION.test(core + ".") || /^\.[,;]/.test(trail))) {
      core += ".";
      trail = trail.slice(1);
    }
  }
  const word: Word = { lead, core, trail, lower: normaliseApostrophes(core).toLowerCase(), tags: [], hard: false, soft: false };
  refreshFlags(word);
  return word;
}

export function refreshFlags(w: Word): void {
  const withoutEllipsis = w.trail.replace(/\.{3}|\u2026/g, "");
  w.hard = /[.!?]/.test(withoutEllipsis);
  w.soft = !w.hard && /[,;:\-\u2013\u2014\u2026&]|\.\.\./.test(w.trail);
}

/** Text -> paragraphs -> lines -> words. Standalone dashes join the previous word's trail. */
export function parseText(text: string): Block[] {
  const paragraphs = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n+/);
  const blocks: Block[] = [];
  for (const para of paragraphs) {
    const lines: Line[] = [];
    for (const rawLine of para.split("\n")) {
      const parts = rawLine.trim().split(/\s+/).filter(Boolean);
      if (parts.length === 0) continue;
      let marker = "";
      if (parts.length > 1 && LIST_MARKER.test(parts[0])) marker = parts.shift()!;
      const words: Word[] = [];
      for (const raw of parts) {
        const w = makeWord(raw);
        if (w.core === "" || !/[\p{L}\p{N}]/u.test(w.core)) {
          // Pure punctuation ("-", "...", "&"): glue it to the previous word.
          if (words.length) {
            const prev = words[words.length - 1];
            prev.trail += ` ${raw}`;
            refreshFlags(prev);
          } else {
            marker = marker ? `${marker} ${raw}` : raw;
          }
          continue;
        }
        words.push(w);
      }
      numberSignsOnly(words);
      initialsOnly(words);
      if (words.length || marker) lines.push({ marker, words });
    }
    if (lines.length) blocks.push(lines);
  }
  return blocks;
}

/**
 * "No." is the abbreviation of "number" only before a number or a reference ("No. 5", "No. MW-2291"); elsewhere ("No. I think
 * not") its full stop ends a sentence, as the engine itself writes it.
 */
function numberSignsOnly(words: Word[]): void {
  words.forEach((w, i) => {
    // ("Agreement No. MW-2291", "No. 5": a reference with a figure in it)
    if (!/^nos?\.$/i.test(w.core) || /\p{N}/u.test(words[i + 1]?.core ?? "0")) return;
    w.core = w.core.slice(0, -1);
    w.trail = `.${w.trail}`;
    w.lower = normaliseApostrophes(w.core).toLowerCase();
    refreshFlags(w);
  });
}

/**
 * A capital letter with a full stop before a capitalised word is an initial ("R. Osei", "Janet K.
 * Moore", "Fed. R. Civ. P."), not a sentence end: its full stop stays with it, as an abbreviation's
 * does. "I" is a word of its own.
 */
function initialsOnly(words: Word[]): void {
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (!/^\p{Lu}$/u.test(w.core) || w.core === "I" || !/^\.(?![.])/.test(w.trail) || w.trail.length > 1 || !next || next.lead || !/^\p{Lu}/u.test(next.core)) return;
    w.core += ".";
    w.trail = w.trail.slice(1);
    refreshFlags(w);
  });
}

export function renderWord(w: Word): string {
  return w.lead + w.core + w.trail;
}

export function renderBlocks(blocks: Block[]): string {
  return blocks
    .map((lines) =>
      lines
        .map((line) => {
          const body = line.words.map(renderWord).join(" ");
          return line.marker ? (body ? `${line.marker} ${body}` : line.marker) : body;
        })
        .join("\n"),
    )
    .join("\n\n");
}

export function hasLetters(s: string): boolean {
  return /\p{L}/u.test(s);
}
