// Drops sounds with no meaning ("um", "uh") and "you know" when it is only a filler.
// Pure word rules (no punctuation, no tags), so a second pass finds nothing more to drop.
import { FILLERS, STRONG_SUBJECTS } from "@/lib/ai/local/lexicon";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

/** Words before "you know" that make it a real question or clause ("do you know", "if you know"). */
const KNOW_CONTENT_BEFORE = new Set([
  "do", "did", "don't", "dont", "didn't", "didnt", "if", "as", "what", "how", "would", "will", "could", "can",
  "should", "that", "whether", "because", "when", "ever", "might", "may", "so", "who", "all", "now", "and",
  "but", "or", "where", "why", "which", "than", "while", "unless", "since", "before", "after", "let", "make",
]);
/** Words after "you know" that show it is the start of content ("you know the answer"). */
const KNOW_CONTENT_AFTER = new Set([
  "what", "how", "why", "where", "when", "who", "which", "whether", "if", "that", "the", "a", "an", "this",
  "these", "those", "him", "her", "them", "me", "us", "it", "my", "your", "his", "their", "our", "about",
  "more", "best", "better", "exactly", "nothing", "everything", "something", "anything", "everyone", "someone",
]);

function isFillerYouKnow(words: Word[], i: number): boolean {
  if (words[i].lower !== "you" || words[i + 1]?.lower !== "know") return false;
  const before = words[i - 1];
  const after = words[i + 2];
  if (before && KNOW_CONTENT_BEFORE.has(before.lower)) return false;
  if (!after) return Boolean(before); // "... right you know" at the very end
  if (KNOW_CONTENT_AFTER.has(after.lower)) return false;
  return STRONG_SUBJECTS.has(after.lower) || FILLERS.has(after.lower) || after.lower === "like" ||
    (before !== undefined && (FILLERS.has(before.lower) || before.lower === "you")) ||
    ["so", "and", "but", "then", "just", "really", "basically", "anyway", "open", "go"].includes(after.lower);
}

/**
 * Removes fillers in place; returns the remaining words. Punctuation after a filler moves back.
 * `keep`: words the writer typed in a punctuated stretch, never dropped.
 */
export function dropFillers(words: Word[], keep: (w: Word) => boolean = () => false): Word[] {
  let current = words;
  for (let pass = 0; pass < 4; pass++) {
    const kept: Word[] = [];
    let changed = false;
    for (let i = 0; i < current.length; i++) {
      const w = current[i];
      let skip = 0;
      if (keep(w)) skip = 0;
      else if (FILLERS.has(w.lower)) skip = 1;
      else if (isFillerYouKnow(current, i) && !keep(current[i + 1])) skip = 2;
      if (skip === 0) {
        kept.push(w);
        continue;
      }
      changed = true;
      const last = current[i + skip - 1];
      const prev = kept[kept.length - 1];
      // "okay um. So" -> keep the full stop on "okay"; a filler's comma just goes.
      if (last.hard && prev && !prev.hard) {
        prev.trail = prev.trail.replace(/[,;:]+$/, "") + last.trail.replace(/^[,;:\s]+/, "");
        prev.hard = true;
        prev.soft = false;
      }
      // Opening quotes or brackets on the filler move to the next word.
      if (w.lead && current[i + skip]) current[i + skip].lead = w.lead + current[i + skip].lead;
      i += skip - 1;
    }
    current = kept;
    if (!changed) break;
  }
  return current;
}
