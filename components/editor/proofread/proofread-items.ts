// The Proofread panel's list: words from phrases the recogniser was unsure of, and words
// spelled in a way we do not know or a real word its neighbours do not want ("rite a letter",
// "their going"), in text order. Pure. A homophone is listed only where the spelling checker's
// context flags it: listing every "to" and "there" buried the real mistakes. When the person asks
// for a word ("correct their"), its homophones are offered all the same. The homophone finder
// (lib/text/homophones.ts) is passed in: the editor loads it after the page, so it is not part of
// the editor's first load; the spelling flags come from the spelling worker, checked after a
// pause in typing.
import type { HomophoneMatch } from "@/lib/text/homophones";
import type { SpellingFlag } from "@/lib/spelling/checker/check";
import { LOW_CONFIDENCE, type PhraseMark } from "@/lib/text/phrase-marks";
import type { Segment } from "@/lib/text/sentences";
import { changedSpan, rangeAfterChange } from "@/lib/text/changed-span";

export type ProofreadItem = {
  key: string;
  kind: "unsure" | "homophone" | "spelling";
  start: number;
  end: number;
  word: string;
  hint: string;
  alternatives: string[];
  markId?: number;
  /** Spelling suggestions not worked out yet: asked for when the item is opened. */
  pending?: boolean;
};

export type HomophoneFinder = (text: string) => HomophoneMatch[];

/**
 * `findHomophones` null: not loaded yet (a flagged homophone then offers only the checker's
 * words). `spelling`: the worker's flags for an earlier version of the text; a flag whose word is
 * no longer where it was is left out until the next check. `everyHomophone`: list each homophone
 * even where nothing says it is wrong (for "correct [words]", where the person asks); `include`:
 * the key of one such homophone to list (the one they asked about, while it is open).
 */
export function proofreadItems(
  content: string,
  marks: readonly PhraseMark[],
  findHomophones: HomophoneFinder | null,
  spelling: readonly SpellingFlag[] = [],
  { everyHomophone = false, include = null }: { everyHomophone?: boolean; include?: string | null } = {},
): ProofreadItem[] {
  const items: ProofreadItem[] = [];
  for (const mark of marks) {
    if (mark.confidence >= LOW_CONFIDENCE) continue;
    items.push({
      key: `unsure:${mark.id}`,
      kind: "unsure",
      start: mark.start,
      end: mark.start + mark.text.length,
      word: mark.text,
      hint: `I was not sure I heard this right (${Math.round(mark.confidence * 100)}% sure).`,
      alternatives: [...mark.alternatives],
      markId: mark.id,
    });
  }
  const unsure = items.slice();
  const covered = (start: number, end: number, list: readonly ProofreadItem[]) => list.some((i) => start < i.end && end > i.start);
  // an item is known by its word and which occurrence it is, not by its offset: a change earlier
  // in the text moves it without making it another item
  const seen = new Map<string, number>();
  const keyOf = (kind: string, word: string) => {
    const id = `${kind}:${word.toLowerCase()}`;
    const nth = seen.get(id) ?? 0;
    seen.set(id, nth + 1);
    return `${id}:${nth}`;
  };
  // Finding every homophone scans the whole text (1 to 7 ms for 3,000 words on a desktop, the first
  // time the most, four times that on a slow phone, and again after each pause in typing): only
  // when a result can be listed, that is a word the checker says is confused, everything asked
  // for, or one homophone asked for.
  const needed = everyHomophone || (include?.startsWith("homophone:") ?? false) || spelling.some((f) => f.kind === "confusion");
  const homophones = (needed ? findHomophones?.(content) : null) ?? [];
  // a word inside an unsure phrase is listed once, with the recogniser's alternatives
  const spelled: ProofreadItem[] = [];
  for (const f of spelling) {
    if (content.slice(f.start, f.end) !== f.word || covered(f.start, f.end, unsure)) continue;
    // a homophone its neighbours do not want: the word they want first, then the rest of its set
    const h = f.kind === "confusion" ? homophones.find((m) => m.start === f.start && m.end === f.end) : undefined;
    if (h) {
      const alternatives = [...new Set([...f.suggestions, ...h.others])];
      spelled.push({ key: keyOf("homophone", f.word), kind: "homophone", start: f.start, end: f.end, word: f.word, hint: h.set.hint, alternatives });
      continue;
    }
    spelled.push({ key: keyOf("spelling", f.word), kind: "spelling", start: f.start, end: f.end, word: f.word, hint: f.hint, alternatives: f.suggestions, pending: f.pending });
  }
  items.push(...spelled);
  for (const h of homophones) {
    if (covered(h.start, h.end, spelled)) continue;
    const key = keyOf("homophone", h.word);
    if (everyHomophone || key === include) items.push({ key, kind: "homophone", start: h.start, end: h.end, word: h.word, hint: h.set.hint, alternatives: h.others });
  }
  return items.sort((a, b) => a.start - b.start || (a.kind === "unsure" ? -1 : 1));
}

/**
 * The spelling checker's flags for `before`, moved to where their words are in `after` (the text
 * after one edit, such as a replacement chosen in the list): a flag after the edit moves with it,
 * one the edit touched is left out until the text has been checked again.
 */
export function flagsAfterChange(flags: readonly SpellingFlag[], before: string, after: string): readonly SpellingFlag[] {
  if (before === after) return flags;
  const span = changedSpan(before, after);
  return flags.flatMap((flag) => rangeAfterChange(flag, span, after) ?? []);
}

/**
 * The item a person pressed (`shown`, listed for the text `shownIn`) as it is in the list for the
 * text now (`now`, listed for `text`): at its place moved through the edits since, with the same
 * words, so a row drawn before a replacement acts on its own word, never on another of the same
 * spelling. Null when its words were changed.
 */
export function itemAfterChange(shown: ProofreadItem, shownIn: string, text: string, now: readonly ProofreadItem[]): ProofreadItem | null {
  const at = shownIn === text ? shown : rangeAfterChange(shown, changedSpan(shownIn, text), text);
  if (!at) return null;
  const same = now.filter((i) => i.start === at.start && i.end === at.end && i.word === shown.word);
  return same.find((i) => i.kind === shown.kind) ?? same[0] ?? null;
}

/**
 * The sentence around a range, for reading a word aloud in context. `splitSentences` comes with
 * the read-aloud runtime (lib/text/sentences.ts), which is not in the editor's first load.
 */
export function sentenceAround(splitSentences: (text: string) => Segment[], content: string, start: number, end: number): Segment {
  const hit = splitSentences(content).find((s) => s.start <= start && s.end >= end);
  return hit ?? { start, end, text: content.slice(start, end) };
}
