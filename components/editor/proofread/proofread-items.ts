// The Proofread panel's list (issue 12): words from phrases the recogniser was unsure of, and
// common homophones, in text order. Pure. The homophone finder (lib/text/homophones.ts) is passed
// in: the editor loads it after the page, so it is not part of the editor's first load.
import type { HomophoneMatch } from "@/lib/text/homophones";
import { LOW_CONFIDENCE, type PhraseMark } from "@/lib/text/phrase-marks";
import { splitSentences } from "@/lib/text/sentences";

export type ProofreadItem = {
  key: string;
  kind: "unsure" | "homophone";
  start: number;
  end: number;
  word: string;
  hint: string;
  alternatives: string[];
  markId?: number;
};

export type HomophoneFinder = (text: string) => HomophoneMatch[];

/** `findHomophones` null: not loaded yet, so only the unsure words are listed. */
export function proofreadItems(content: string, marks: readonly PhraseMark[], findHomophones: HomophoneFinder | null): ProofreadItem[] {
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
  // a homophone is known by its word and which occurrence it is, not by its offset: a change
  // earlier in the text moves it without making it another item
  const seen = new Map<string, number>();
  for (const h of findHomophones?.(content) ?? []) {
    const word = h.word.toLowerCase();
    const nth = seen.get(word) ?? 0;
    seen.set(word, nth + 1);
    items.push({ key: `homophone:${word}:${nth}`, kind: "homophone", start: h.start, end: h.end, word: h.word, hint: h.set.hint, alternatives: h.others });
  }
  return items.sort((a, b) => a.start - b.start || (a.kind === "unsure" ? -1 : 1));
}

/** The sentence around a range, for reading a word aloud in context. */
export function sentenceAround(content: string, start: number, end: number): { start: number; end: number; text: string } {
  const hit = splitSentences(content).find((s) => s.start <= start && s.end >= end);
  return hit ?? { start, end, text: content.slice(start, end) };
}
