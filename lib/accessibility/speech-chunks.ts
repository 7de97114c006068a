// Read-aloud helpers. Chrome stops online voices after about 15 seconds of one utterance,
// so text is spoken one sentence at a time, and a sentence longer than ~200 characters is cut
// at a comma, semicolon or dash, else at a space. Each chunk keeps its offset in the whole text
// so a boundary event's charIndex (relative to the chunk) maps back to a word in the document.
import { splitSentences, splitWords, type Segment, type TextRange } from "@/lib/text/sentences";

export const MAX_CHUNK_LENGTH = 200;

export type SpeechChunk = Segment;

export function splitIntoSpeechChunks(text: string, maxLength = MAX_CHUNK_LENGTH): SpeechChunk[] {
  const chunks: SpeechChunk[] = [];
  for (const sentence of splitSentences(text)) {
    let start = sentence.start;
    while (sentence.end - start > maxLength) {
      const cut = findCut(text, start, start + maxLength);
      pushChunk(chunks, text, start, cut);
      start = cut;
    }
    pushChunk(chunks, text, start, sentence.end);
  }
  return chunks;
}

/** Where to end a chunk that starts at `start` and may not pass `limit`. */
function findCut(text: string, start: number, limit: number): number {
  const window = text.slice(start, limit + 1);
  const minimum = Math.floor((limit - start) / 3);
  let clause = -1;
  for (const m of window.matchAll(/[,;:\u2013\u2014)](?=\s)/g)) if (m.index >= minimum) clause = m.index + 1;
  if (clause > 0) return start + clause;
  const space = window.lastIndexOf(" ");
  if (space > minimum) return start + space;
  return limit; // one enormous "word" (a URL): cut it anyway
}

function pushChunk(chunks: SpeechChunk[], text: string, start: number, end: number) {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end > start) chunks.push({ start, end, text: text.slice(start, end) });
}

/**
 * A function from a character index in `text` to the word there: the word containing the
 * index, else the next word after it (boundary events may point at the space before a word).
 */
export function createWordLocator(text: string): (index: number) => TextRange | null {
  const words = splitWords(text);
  return (index: number) => {
    let lo = 0;
    let hi = words.length - 1;
    let found: TextRange | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid].end <= index) lo = mid + 1;
      else {
        found = words[mid];
        hi = mid - 1;
      }
    }
    return found ? { start: found.start, end: found.end } : null;
  };
}

/** The word a boundary event points at, in whole-text offsets (null past the chunk's end). */
export function wordForBoundary(
  chunk: SpeechChunk,
  charIndex: number,
  locate: (index: number) => TextRange | null,
): TextRange | null {
  const word = locate(chunk.start + Math.max(0, charIndex));
  return word && word.start < chunk.end ? word : null;
}
