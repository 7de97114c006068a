// Replayable recogniser traces: what each real browser's SpeechRecognition sends, event by event,
// for a list of things a person said. Used by the controller's unit tests, the natural-speech
// replay and the page's fake recogniser in end-to-end tests (tests/e2e/fake-speech.ts).
//
// A trace is a list of runs, one per recogniser object (the controller makes a new one after
// each end). Generated traces follow each family's pattern (lib/speech/recognizer-family.ts); the
// hand-written ones in tests/fixtures/speech/<family>/ copy shapes from the browsers' source and
// public bug reports, each naming its sources.
import type { RecognizerFamily } from "@/lib/speech/recognizer-family";
import { seededRandom } from "@/lib/ai/local/text";

export type TraceResult = { transcript: string; isFinal: boolean; confidence?: number; alternatives?: string[] };
export type TraceEvent =
  | { type: "audiostart" }
  | { type: "result"; resultIndex: number; results: TraceResult[] }
  | { type: "error"; error: string }
  | { type: "end" }
  /** The recogniser keeps listening here until the page calls stop() (End Dictation). */
  | { type: "await-stop" }
  /** Replay only: the session's step N (a caret move, typing...) happens at this point. */
  | { type: "step"; step: number };
export type TraceRun = TraceEvent[];

export type SpeechTrace = {
  family: RecognizerFamily;
  /** What the browser says it is (navigator.userAgent), from which the app tells the family. */
  userAgent: string;
  description: string;
  /** Where the shape comes from: specifications, browser source, public bug reports. */
  sources: string[];
  runs: TraceRun[];
  /** The text area's content after End Dictation, starting from an empty document. */
  expected: string;
};

export const USER_AGENTS: Readonly<Record<RecognizerFamily, string>> = {
  "chrome-desktop": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
  "chrome-android": "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
  safari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
};

/** Families whose service capitalises (and may punctuate) what it hears. */
export const FORMATTING_FAMILIES: readonly RecognizerFamily[] = ["edge", "safari"];

/** One thing the person does while dictating: say an utterance, or a step of the session's own. */
export type ScriptItem = { say: string } | { step: number };

export type GenerateOptions = {
  /** Deterministic variety: which Android pattern, where Chrome ends a session, misheard guesses. */
  seed?: number;
  /** The last utterance is still being recognised when End Dictation is pressed. */
  cutAtStop?: boolean;
};

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A guess that is wrong for a moment, as recognisers revise their interim words. */
const misheard = (w: string) => (w.length > 3 ? w.slice(0, -1) : `${w}h`);

type Builder = { runs: TraceRun[]; run: TraceRun; finals: TraceResult[] };
const newRun = (b: Builder) => {
  b.run = [{ type: "audiostart" }];
  b.runs.push(b.run);
  b.finals = [];
};
const emit = (b: Builder, results: TraceResult[], resultIndex = b.finals.length) => b.run.push({ type: "result", resultIndex, results: [...b.finals, ...results] });

/**
 * One growing list per session, each final holding its own words. Desktop Chrome: a leading space
 * before every result after the first, interim split into a stable and an unstable part, guesses
 * revised, sessions ended by the browser after a silence. Edge: capitalised, no leading space, one
 * interim result. Safari (WebKit): the finals so far plus one current guess at confidence 0,
 * capitalised, one session until End Dictation.
 */
function segmentFamily(family: "chrome-desktop" | "edge" | "safari", script: ScriptItem[], o: GenerateOptions): TraceRun[] {
  const random = seededRandom(o.seed ?? 1);
  const chrome = family === "chrome-desktop";
  const b: Builder = { runs: [], run: [], finals: [] };
  newRun(b);
  const spoken = script.filter((s): s is { say: string } => "say" in s);
  let said = 0;
  for (const item of script) {
    if ("step" in item) {
      b.run.push({ type: "step", step: item.step });
      continue;
    }
    said++;
    const w = words(item.say);
    const lead = b.finals.length && chrome ? " " : "";
    const shape = (t: string) => (chrome ? lead + t : capitalise(t));
    for (let k = 1; k < w.length; k++) {
      const guess = w.slice(0, k);
      if (family !== "safari" && k === 2 && w.length > 3 && random() < 0.5) guess[k - 1] = misheard(guess[k - 1]);
      if (!chrome || k < 2) emit(b, [{ transcript: shape(guess.join(" ")), isFinal: false, confidence: 0 }]);
      // Chrome: the part it is sure of, then the part it is not (stability), each a result
      else emit(b, [{ transcript: shape(guess.slice(0, -1).join(" ")), isFinal: false, confidence: 0 }, { transcript: ` ${guess.at(-1)}`, isFinal: false, confidence: 0 }]);
    }
    const last = said === spoken.length;
    if (last && o.cutAtStop) b.run.push({ type: "await-stop" });
    const final: TraceResult = { transcript: shape(w.join(" ")), isFinal: true, confidence: family === "safari" ? 0.88 : 0.92 };
    emit(b, [final]);
    b.finals.push(final);
    if (last || family === "safari") continue;
    // Chrome and Edge end a session after a silence (or about a minute): the controller starts another
    const r = random();
    if (r < 0.15) {
      b.run.push({ type: "end" });
      newRun(b);
    } else if (r < 0.22) {
      b.run.push({ type: "end" });
      newRun(b);
      b.run.push({ type: "error", error: "no-speech" }, { type: "end" });
      newRun(b);
    }
  }
  if (!o.cutAtStop) b.run.push({ type: "await-stop" });
  b.run.push({ type: "end" });
  return b.runs;
}

/** Chrome on Android: one utterance per session, re-sent and cumulative finals, 0-confidence guesses. */
function androidFamily(script: ScriptItem[], o: GenerateOptions): TraceRun[] {
  const random = seededRandom(o.seed ?? 1);
  const b: Builder = { runs: [], run: [], finals: [] };
  const spoken = script.filter((s): s is { say: string } => "say" in s);
  let said = 0;
  let pendingSteps: TraceEvent[] = [];
  for (const item of script) {
    if ("step" in item) {
      // between utterances Android's session has ended: the next session starts after the step
      pendingSteps.push({ type: "step", step: item.step });
      continue;
    }
    said++;
    newRun(b);
    b.run.push(...pendingSteps);
    pendingSteps = [];
    if (random() < 0.2) {
      // a session that heard nothing (the person paused before speaking)
      b.run.push({ type: "error", error: "no-speech" }, { type: "end" });
      newRun(b);
    }
    const w = words(item.say);
    const last = said === spoken.length;
    const pattern = random();
    if (pattern < 0.34) {
      // guesses arrive as finals with confidence 0 (react-speech-recognition#31), then the final,
      // then the whole list again from index 0, then the final once more at a new index
      for (let k = 1; k < w.length; k++) emit(b, [{ transcript: w.slice(0, k).join(" "), isFinal: true, confidence: 0 }], 0);
      if (last && o.cutAtStop) b.run.push({ type: "await-stop" });
      const final = { transcript: w.join(" "), isFinal: true, confidence: 0.9 };
      emit(b, [final], 0);
      b.finals.push(final);
      b.run.push({ type: "result", resultIndex: 0, results: [...b.finals] });
      b.run.push({ type: "result", resultIndex: 1, results: [...b.finals, { ...final }] });
    } else if (pattern < 0.67) {
      // cumulative finals at new indices, then the last one repeated (facebook/lexical#8759)
      for (let k = 1; k <= w.length; k++) {
        if (k === w.length && last && o.cutAtStop) b.run.push({ type: "await-stop" });
        const final = { transcript: w.slice(0, k).join(" "), isFinal: true, confidence: 0.9 };
        emit(b, [final]);
        b.finals.push(final);
      }
      emit(b, [{ transcript: w.join(" "), isFinal: true, confidence: 0.9 }]);
    } else {
      // as the spec says: interim guesses, then one final
      for (let k = 1; k < w.length; k++) emit(b, [{ transcript: w.slice(0, k).join(" "), isFinal: false, confidence: 0 }]);
      if (last && o.cutAtStop) b.run.push({ type: "await-stop" });
      emit(b, [{ transcript: w.join(" "), isFinal: true, confidence: 0.9 }]);
    }
    b.run.push({ type: "end" });
  }
  // after the last utterance the controller starts one more session, which waits for End Dictation
  newRun(b);
  b.run.push(...pendingSteps);
  if (!o.cutAtStop) b.run.push({ type: "await-stop" });
  b.run.push({ type: "end" });
  return b.runs;
}

/** The events `family` sends when a person says the script's utterances, in order. */
export function generateRuns(family: RecognizerFamily, script: ScriptItem[], options: GenerateOptions = {}): TraceRun[] {
  if (family === "chrome-android") return androidFamily(script, options);
  return segmentFamily(family, script, options);
}
