// Practice score (voice-tools-and-enterprise §5, §9): word-level
// accuracy of the transcription against the practice text, 1 - (substitutions + deletions +
// insertions) / words in the text, as a whole percentage from 0 to 100. Both sides are compared
// in one spelling (spoken-forms.ts), so "2:00" matches "two o'clock".
import { normalizeSpoken } from "@/lib/training/spoken-forms";

export type PracticeScore = {
  /** 0-100 */
  accuracy: number;
  /** Words of the practice text that were said correctly, in order. */
  matched: number;
  /** Words in the practice text. */
  total: number;
  /** Practice-text words that were missed or heard wrongly (first 10). */
  missed: string[];
};

// A mark between two digits is part of a number or a time ("2:00", "1,000", "2.5").
const PUNCTUATION = /(?<!\d)[.,?!:;]|[.,?!:;](?!\d)/g;

/** Lower-case words; punctuation marks become words of their own when `countPunctuation`. */
export function tokenize(text: string, countPunctuation = false): string[] {
  const spaced = countPunctuation ? text.replace(PUNCTUATION, (m) => ` ${m} `) : text;
  return spaced
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((t) => (countPunctuation && /^[.,?!:;]$/.test(t) ? t : t.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "")))
    .filter(Boolean);
}

/** Word-level edit alignment of `heard` against `expected`. */
export function scorePractice(expected: string, heard: string, countPunctuation = false): PracticeScore {
  const refWords = normalizeSpoken(tokenize(expected, countPunctuation));
  const ref = refWords.map((w) => w.key);
  const hyp = normalizeSpoken(tokenize(heard, countPunctuation)).map((w) => w.key);
  const total = ref.length;
  if (total === 0) return { accuracy: 0, matched: 0, total: 0, missed: [] };
  // dist[i][j]: edits to turn ref[0..i) into hyp[0..j)
  const dist: number[][] = Array.from({ length: total + 1 }, (_, i) => {
    const row = new Array<number>(hyp.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= hyp.length; j++) dist[0][j] = j;
  for (let i = 1; i <= total; i++) {
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      dist[i][j] = Math.min(dist[i - 1][j] + 1, dist[i][j - 1] + 1, dist[i - 1][j - 1] + same);
    }
  }
  // Walk back to count the words that matched and list those that did not.
  const missed: string[] = [];
  let matched = 0;
  let i = total;
  let j = hyp.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && ref[i - 1] === hyp[j - 1] && dist[i][j] === dist[i - 1][j - 1]) {
      matched++;
      i--;
      j--;
    } else if (j > 0 && dist[i][j] === dist[i][j - 1] + 1) {
      j--; // an extra word was heard
    } else if (i > 0 && dist[i][j] === dist[i - 1][j] + 1) {
      missed.unshift(refWords[i - 1].shown); // a word was left out
      i--;
    } else {
      missed.unshift(refWords[i - 1].shown); // a word was heard wrongly
      i--;
      j--;
    }
  }
  const errors = dist[total][hyp.length];
  const accuracy = Math.max(0, Math.min(100, Math.round((1 - errors / total) * 100)));
  return { accuracy, matched, total, missed: missed.slice(0, 10) };
}

/** The spec's original score: half the transcription's length, clamped to 60-100 and rounded. */
export function specLengthScore(transcript: string): number {
  return Math.round(Math.min(100, Math.max(60, transcript.length / 2)));
}

/** voice-tools-and-enterprise §5: only a transcription longer than 10 characters is accepted. */
export function isTranscriptAccepted(transcript: string, minChars = 10): boolean {
  return transcript.trim().length > minChars;
}
