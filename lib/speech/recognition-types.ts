// The parts of the Web Speech API's SpeechRecognition we use, typed structurally so that the
// real browser object, the Playwright fake and the unit-test fake all fit.

export interface RecognitionAlternativeLike {
  readonly transcript: string;
  readonly confidence?: number;
}

export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike;
}

export interface RecognitionResultListLike {
  readonly length: number;
  readonly [index: number]: RecognitionResultLike;
}

export interface RecognitionResultEventLike {
  readonly resultIndex: number;
  readonly results: RecognitionResultListLike;
}

export interface RecognitionErrorEventLike {
  readonly error: string;
  readonly message?: string;
}

export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Newer Chrome: true forces on-device recognition. */
  processLocally?: boolean;
  /** Newer Chrome: SpeechRecognitionPhrase objects the recogniser favours (contextual biasing). */
  phrases?: unknown;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  onaudiostart: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type AvailabilityStatus = "available" | "downloadable" | "downloading" | "unavailable";

export interface RecognitionConstructorLike {
  new (): RecognitionLike;
  /** Newer Chrome: whether languages can be recognised (on the device when processLocally). */
  available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<AvailabilityStatus>;
  /** Newer Chrome: downloads the on-device language pack. */
  install?: (options: { langs: string[]; processLocally?: boolean }) => Promise<boolean>;
}

/** The browser's recogniser class, or null when the browser has none (core-product §5, §8). */
export function getRecognitionConstructor(
  scope: unknown = typeof window === "undefined" ? undefined : window,
): RecognitionConstructorLike | null {
  if (!scope) return null;
  const w = scope as { SpeechRecognition?: RecognitionConstructorLike; webkitSpeechRecognition?: RecognitionConstructorLike };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Where speech is turned into text, as told to the user. */
export type ProcessingMode = "on-device" | "on-device-downloadable" | "service";

/**
 * Prefers on-device recognition where the browser offers it (`processLocally`). Anything
 * unexpected (no API, a rejected promise, a blocked permissions policy) means "service".
 */
export async function detectProcessingMode(ctor: RecognitionConstructorLike, lang: string): Promise<ProcessingMode> {
  if (typeof ctor.available !== "function") return "service";
  try {
    const status = await ctor.available({ langs: [lang], processLocally: true });
    if (status === "available") return "on-device";
    if (status === "downloadable" || status === "downloading") return "on-device-downloadable";
    return "service";
  } catch {
    return "service";
  }
}

/** Boost for personal vocabulary: MDN advises 0-10, high values cause false matches. */
export const VOCABULARY_BOOST = 3;

type PhraseCtor = new (phrase: string, boost?: number) => unknown;

/**
 * Turns phrases into the browser's SpeechRecognitionPhrase objects, or null when the browser
 * has no contextual biasing (feature-detected; the vocabulary is then applied after recognition).
 */
export function getPhraseFactory(
  scope: unknown = typeof window === "undefined" ? undefined : window,
): ((phrases: readonly string[]) => unknown[]) | null {
  const ctor = (scope as { SpeechRecognitionPhrase?: PhraseCtor } | undefined)?.SpeechRecognitionPhrase;
  if (typeof ctor !== "function") return null;
  return (phrases) => phrases.map((p) => new ctor(p, VOCABULARY_BOOST));
}
