// Readability (core-product §9): Flesch reading ease, Flesch-Kincaid grade (clamped 1-18),
// the dyslexia-friendly score, ease bands and suggestions; plus the long sentences and
// passive constructions, with offsets, so the toolbar can highlight what to change.
import { syllable } from "syllable";
import { findPassiveConstructions } from "@/lib/text/passive-voice";
import { splitSentences, splitWords, type Segment } from "@/lib/text/sentences";

/** Analysis runs only when the (trimmed) text is longer than this many characters (core-product §5). */
export const MIN_READABILITY_LENGTH = 50;
export const LONG_SENTENCE_WORDS = 20;
export const DYSLEXIA_FRIENDLY_GOOD = 70;
const MAX_AVERAGE_SYLLABLES = 1.7;
/** Reading ease under this is harder than plain English: the "simplify" suggestion's threshold. */
export const PLAIN_ENGLISH_EASE = 60;
/**
 * Text harder than plain English scores at most this on the dyslexia-friendly scale, below the
 * "good" mark: the two figures never disagree (a "Very Difficult" text called dyslexia-friendly).
 */
const HARD_TEXT_MAX_SCORE = 60;

export type ReadingEaseBand = { min: number; label: string; level: string };

/** Highest first: the first band whose `min` the score reaches is the one. */
export const READING_EASE_BANDS: readonly ReadingEaseBand[] = [
  { min: 90, label: "Very Easy", level: "5th grade" },
  { min: 80, label: "Easy", level: "6th grade" },
  { min: 70, label: "Fairly Easy", level: "7th grade" },
  { min: 60, label: "Standard", level: "8th-9th grade" },
  { min: 50, label: "Fairly Difficult", level: "10th-12th grade" },
  { min: 30, label: "Difficult", level: "College" },
  { min: Number.NEGATIVE_INFINITY, label: "Very Difficult", level: "Graduate" },
];

export const SUGGESTIONS = {
  shorterSentences: "Use shorter sentences: aim for 15-20 words at most.",
  fewerSyllables: "Choose shorter words with fewer syllables.",
  simplify: "Simplify the text: it is harder to read than standard English.",
  lowerGrade: "Lower the reading level: aim for grade 8 or below.",
  activeVoice: "Use active voice: say who does the action (for example 'Sam wrote the report').",
  allGood: "Great: this text is easy to read.",
} as const;

export type ReadabilityStats = {
  sentences: number;
  words: number;
  syllables: number;
  averageWordsPerSentence: number;
  averageSyllablesPerWord: number;
};

export type ReadabilityResult = {
  /** Flesch reading ease on its 0-100 scale, one decimal (the formula's value clamped: very simple text would score above 100, very hard text below 0). */
  fleschScore: number;
  /** Flesch-Kincaid grade level, one decimal, clamped to 1-18. */
  gradeLevel: number;
  /** 0-100. */
  dyslexiaFriendlyScore: number;
  suggestions: string[];
  band: ReadingEaseBand;
  isDyslexiaFriendly: boolean;
  stats: ReadabilityStats;
  /** Sentences of more than LONG_SENTENCE_WORDS words. */
  longSentences: Segment[];
  passiveConstructions: Segment[];
};

export function canAnalyzeReadability(text: string): boolean {
  return text.trim().length > MIN_READABILITY_LENGTH;
}

export function countSyllables(word: string): number {
  return Math.max(1, syllable(word));
}

export function readingEaseBand(score: number): ReadingEaseBand {
  return READING_EASE_BANDS.find((b) => score >= b.min)!;
}

export function fleschReadingEase(averageWordsPerSentence: number, averageSyllablesPerWord: number): number {
  return 206.835 - 1.015 * averageWordsPerSentence - 84.6 * averageSyllablesPerWord;
}

export function fleschKincaidGrade(averageWordsPerSentence: number, averageSyllablesPerWord: number): number {
  return clamp(0.39 * averageWordsPerSentence + 11.8 * averageSyllablesPerWord - 15.59, 1, 18);
}

/**
 * 100, less 20 for sentences averaging over 20 words, 15 for words averaging over 1.7 syllables
 * and 10 for passive voice; at most 60 when the reading ease is under 60 (harder than plain English).
 */
export function dyslexiaFriendlyScore(
  stats: Pick<ReadabilityStats, "averageWordsPerSentence" | "averageSyllablesPerWord">,
  hasPassiveVoice: boolean,
  readingEase = Number.POSITIVE_INFINITY,
): number {
  let score = 100;
  if (stats.averageWordsPerSentence > LONG_SENTENCE_WORDS) score -= 20;
  if (stats.averageSyllablesPerWord > MAX_AVERAGE_SYLLABLES) score -= 15;
  if (hasPassiveVoice) score -= 10;
  if (readingEase < PLAIN_ENGLISH_EASE) score = Math.min(score, HARD_TEXT_MAX_SCORE);
  return clamp(score, 0, 100);
}

export function measureText(text: string): ReadabilityStats & { sentenceSegments: Segment[] } {
  const sentenceSegments = splitSentences(text);
  const words = splitWords(text);
  const syllables = words.reduce((sum, w) => sum + countSyllables(w.text), 0);
  const sentences = Math.max(1, sentenceSegments.length);
  const wordCount = Math.max(1, words.length);
  return {
    sentences: sentenceSegments.length,
    words: words.length,
    syllables,
    averageWordsPerSentence: words.length / sentences,
    averageSyllablesPerWord: syllables / wordCount,
    sentenceSegments,
  };
}

/** null when the text is too short to analyse (50 characters or fewer). */
export function analyzeReadability(text: string): ReadabilityResult | null {
  if (!canAnalyzeReadability(text)) return null;
  const { sentenceSegments, ...stats } = measureText(text);
  const passiveConstructions = findPassiveConstructions(text);
  const longSentences = sentenceSegments.filter((s) => splitWords(s.text).length > LONG_SENTENCE_WORDS);

  const ease = fleschReadingEase(stats.averageWordsPerSentence, stats.averageSyllablesPerWord);
  const fleschScore = round1(clamp(ease, 0, 100));
  const gradeLevel = round1(fleschKincaidGrade(stats.averageWordsPerSentence, stats.averageSyllablesPerWord));
  const friendly = dyslexiaFriendlyScore(stats, passiveConstructions.length > 0, ease);

  const suggestions: string[] = [];
  if (stats.averageWordsPerSentence > LONG_SENTENCE_WORDS || longSentences.length > 0) suggestions.push(SUGGESTIONS.shorterSentences);
  if (stats.averageSyllablesPerWord > MAX_AVERAGE_SYLLABLES) suggestions.push(SUGGESTIONS.fewerSyllables);
  if (ease < PLAIN_ENGLISH_EASE) suggestions.push(SUGGESTIONS.simplify);
  if (gradeLevel > 8) suggestions.push(SUGGESTIONS.lowerGrade);
  if (passiveConstructions.length > 0) suggestions.push(SUGGESTIONS.activeVoice);
  if (suggestions.length === 0) suggestions.push(SUGGESTIONS.allGood);

  return {
    fleschScore,
    gradeLevel,
    dyslexiaFriendlyScore: friendly,
    suggestions,
    band: readingEaseBand(fleschScore),
    isDyslexiaFriendly: friendly >= DYSLEXIA_FRIENDLY_GOOD,
    stats: {
      ...stats,
      averageWordsPerSentence: round1(stats.averageWordsPerSentence),
      averageSyllablesPerWord: Math.round(stats.averageSyllablesPerWord * 100) / 100,
    },
    longSentences,
    passiveConstructions,
  };
}

export type MarkedSpan = { text: string; marks: ("long-sentence" | "passive")[] };

/** The text cut into spans, each tagged with the highlights covering it (for rendering <mark>s). */
export function markReadabilityIssues(text: string, result: Pick<ReadabilityResult, "longSentences" | "passiveConstructions">): MarkedSpan[] {
  const cuts = new Set<number>([0, text.length]);
  for (const r of [...result.longSentences, ...result.passiveConstructions]) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const spans: MarkedSpan[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [start, end] = [points[i], points[i + 1]];
    if (start === end) continue;
    const marks: MarkedSpan["marks"] = [];
    if (result.longSentences.some((r) => r.start <= start && end <= r.end)) marks.push("long-sentence");
    if (result.passiveConstructions.some((r) => r.start <= start && end <= r.end)) marks.push("passive");
    spans.push({ text: text.slice(start, end), marks });
  }
  return spans;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
