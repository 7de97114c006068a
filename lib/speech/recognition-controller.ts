// Dictation state machine (core-product §4 Dictation, §8 voice errors, §9 constants) around a
// SpeechRecognition-like object. No React, no globals: timers and the clock are injected so the
// unit tests drive it with a fake recogniser.
//
// Browser realities handled here (lib/speech/recognizer-family.ts says which browser does what;
// tests/fixtures/speech replays each one):
// - Results are read from `resultIndex`; a final result is reported once per index, and a final
//   that grows at the same index reports only its new words.
// - Whether two finals with the same words are one phrase said twice or one result sent twice is
//   decided by the recogniser's family, never by how close together they came: on desktop Chrome,
//   Edge and Safari every new final is new speech (a person may say "no, no"). Chrome on Android
//   re-sends a final inside one session (the same words again, or the previous final plus new
//   words), so there a session's finals are held while they keep growing and the utterance is
//   reported once, whole: a repeat is dropped, and "new" and "paragraph" arriving in two growing
//   finals still reach the editor together as one command.
// - Android's confidence-0 "finals" are guesses still; Safari may replace its current guess with
//   a new one after a pause without finalising it: the old words are kept, not lost.
// - Chrome ends a session after some silence or about 60 s: we restart `restartDelayMs` later
//   with a fresh recogniser, unless the user stopped (a stop cancels a pending restart).
// - Words still interim when a session ends are committed, not lost.
// - End Dictation calls stop(), not abort(), and keeps listening to that recogniser until it
//   ends, so the words said just before the click still arrive. `ended()` tells a caller that
//   wants every word (a voice tool processing its transcript) when that is: at the recogniser's
//   end event, or `drainTimeoutMs` after the stop when the browser never sends one.
// - A browser that exposes the API but cannot recognise ends every session at once without
//   hearing anything: after `maxFruitlessRestarts` such sessions we stop with "unavailable".
import type { RecognitionErrorEventLike, RecognitionLike, RecognitionResultEventLike } from "@/lib/speech/recognition-types";
import { QUIRKS, type RecognizerFamily, type RecognizerQuirks } from "@/lib/speech/recognizer-family";

export type DictationState = "idle" | "listening";
export type DictationErrorKind = "permission" | "network" | "unavailable" | "other";
export type DictationError = { kind: DictationErrorKind; code: string };
export type DictationSessionSummary = { durationMs: number };

export type ControllerListener = {
  onStateChange?: (state: DictationState) => void;
  /** The words heard so far that may still change ("" clears). */
  onInterim?: (text: string) => void;
  /**
   * A final phrase, trimmed and non-empty; confidence defaults to 0.95 (core-product §3).
   * `alternatives` are the recogniser's other guesses for the same words (up to 2), best first.
   */
  onFinal?: (text: string, confidence: number, alternatives: string[]) => void;
  onError?: (error: DictationError) => void;
  /** Once per dictation, after the last recogniser has ended. */
  onSessionEnd?: (summary: DictationSessionSummary) => void;
};

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type ControllerOptions = {
  createRecognition: () => RecognitionLike;
  listener: ControllerListener;
  lang?: string;
  processLocally?: boolean;
  /** How this browser reports results (default: the spec's model, as desktop Chrome). */
  family?: RecognizerFamily;
  restartDelayMs?: number;
  maxFruitlessRestarts?: number;
  /** How long a stopped recogniser may take to deliver its last words and end. */
  drainTimeoutMs?: number;
  /** Words to favour where the browser supports biasing (SpeechRecognition.phrases). */
  phrases?: readonly string[];
  /** Builds the browser's phrase objects; absent or null when it has no biasing. */
  createPhrases?: ((phrases: readonly string[]) => unknown[]) | null;
  timers?: Timers;
  now?: () => number;
};

export const DEFAULT_CONFIDENCE = 0.95;
/** Asked of the recogniser: the Proofread panel offers the other two as replacements. */
export const MAX_ALTERNATIVES = 3;
const IGNORED_ERRORS = new Set(["aborted", "no-speech"]);
const FRUITLESS_SESSION_MS = 1000;

type Run = {
  rec: RecognitionLike;
  startedAt: number;
  heard: boolean;
  interim: string;
  /** Final text reported per result index (compared word by word). */
  emitted: Map<number, string>;
  /**
   * Recognisers that re-send finals (Android): the utterance's final so far, held back until it
   * stops growing (a final that is not more of it, or the end of the session), then reported whole.
   */
  held: { text: string; confidence: number | undefined; alternatives: string[] } | null;
  /** Keys for words committed without an index of their own (a dropped hypothesis). */
  nextSyntheticIndex: number;
  ended: boolean;
};

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");
/** A word as compared: case and the punctuation a recogniser may add around it do not count. */
const wordKey = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
const keysOf = (text: string) => text.split(" ").map(wordKey).filter(Boolean);

/** The words of `full` after those of `before`, or "" when `full` does not extend `before`. */
function extraWords(before: string, full: string): string {
  const had = keysOf(before);
  const words = full.split(" ");
  const keys = words.map(wordKey);
  let k = 0;
  let i = 0;
  for (; i < words.length && k < had.length; i++) {
    if (!keys[i]) continue; // a lone mark ("," "—") is not a word
    if (keys[i] !== had[k]) return "";
    k++;
  }
  if (k < had.length) return "";
  return words.slice(i).join(" ");
}

const sameWords = (a: string, b: string) => keysOf(a).join(" ") === keysOf(b).join(" ");

/**
 * A new hypothesis that shares no word with the old one and is at most half as long is a fresh
 * start after a pause, not a revision of the same words (revisions keep most of them).
 */
function isFreshStart(old: string, next: string): boolean {
  const before = keysOf(old);
  const now = keysOf(next);
  if (before.length === 0 || now.length === 0 || now.length * 2 > before.length) return false;
  return !now.some((w) => before.includes(w));
}

export class RecognitionController {
  private readonly opts: Required<Omit<ControllerOptions, "processLocally" | "lang" | "phrases" | "createPhrases" | "family">>;
  private readonly quirks: RecognizerQuirks;
  private lang: string;
  private phrases: readonly string[];
  private readonly createPhrases: ((phrases: readonly string[]) => unknown[]) | null;
  /** The recogniser refused phrases ("phrases-not-supported"): not offered again. */
  private phrasesRefused = false;
  private processLocally: boolean;
  private current: Run | null = null;
  private readonly draining = new Set<Run>();
  private wanted = false;
  private restartTimer: unknown = null;
  private drainTimer: unknown = null;
  private sessionStartedAt: number | null = null;
  private fruitless = 0;
  private _state: DictationState = "idle";
  private disposed = false;
  /** Callers of ended() waiting for the dictation to finish. */
  private endWaiters: Array<() => void> = [];
  // ended() called after a stop: each waits only for the recognisers stopped by then
  private drainWaiters: Array<{ runs: Set<Run>; resolve: () => void }> = [];

  constructor(options: ControllerOptions) {
    this.opts = {
      restartDelayMs: 100,
      maxFruitlessRestarts: 3,
      drainTimeoutMs: 3000,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
      now: () => Date.now(),
      ...options,
    };
    this.lang = options.lang ?? "en-US";
    this.processLocally = options.processLocally ?? false;
    this.phrases = options.phrases ?? [];
    this.createPhrases = options.createPhrases ?? null;
    this.quirks = QUIRKS[options.family ?? "chrome-desktop"];
  }

  /** New vocabulary: used from the next recogniser on (not worth cutting the user off). */
  setPhrases(phrases: readonly string[]): void {
    this.phrases = phrases;
  }

  get state(): DictationState {
    return this._state;
  }

  get language(): string {
    return this.lang;
  }

  /** idle -> listening (Start Dictation). */
  start(): void {
    if (this.disposed || this.wanted) return;
    this.wanted = true;
    this.fruitless = 0;
    this.sessionStartedAt ??= this.opts.now();
    this.setState("listening");
    if (!this.current) this.startRun();
  }

  /** listening -> idle (End Dictation, "stop dictation", leaving the screen). */
  stop(): void {
    if (!this.wanted) return;
    this.wanted = false;
    this.cancelRestart();
    this.setState("idle");
    this.emitInterim("");
    const run = this.current;
    if (run && !run.ended) {
      this.current = null;
      this.draining.add(run);
      try {
        run.rec.stop();
      } catch {
        this.finishRun(run);
      }
      this.armDrainTimeout();
    } else {
      this.current = null;
      this.maybeFinishSession();
    }
  }

  /**
   * Resolves once the dictation has finished: every stopped recogniser has sent its last words
   * and ended, or was given up on `drainTimeoutMs` after the stop (a browser may never send the
   * end). At once when nothing is listening or draining. Called after a stop, it waits only for
   * the recognisers stopped by then: a Start pressed meanwhile does not hold it to the next stop.
   */
  ended(): Promise<void> {
    if (this.sessionStartedAt === null) return Promise.resolve();
    if (this.wanted) return new Promise((resolve) => this.endWaiters.push(resolve));
    const runs = new Set(this.draining);
    if (runs.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push({ runs, resolve }));
  }

  /** Switch language; a running recogniser is restarted with it. */
  setLanguage(lang: string): void {
    if (lang === this.lang) return;
    this.lang = lang;
    this.restartCurrent();
  }

  setProcessLocally(value: boolean): void {
    if (value === this.processLocally) return;
    this.processLocally = value;
    this.restartCurrent();
  }

  /** Leaving the screen: stop everything now, report the session, ignore late events. */
  dispose(): void {
    if (this.disposed) return;
    this.wanted = false;
    this.cancelRestart();
    if (this.drainTimer !== null) this.opts.timers.clearTimeout(this.drainTimer);
    const runs = [...this.draining, ...(this.current ? [this.current] : [])];
    this.current = null;
    this.draining.clear();
    for (const run of runs) {
      detach(run.rec);
      try {
        run.rec.abort();
      } catch {
        // already ended
      }
    }
    this.setState("idle");
    for (const run of runs) this.releaseDrainWaiters(run);
    this.finishSession();
    this.disposed = true;
  }

  private restartCurrent() {
    const run = this.current;
    if (!this.wanted || !run || run.ended) return;
    // its end event schedules the restart with the new settings
    try {
      run.rec.stop();
    } catch {
      this.onEnd(run);
    }
  }

  private startRun() {
    let rec: RecognitionLike;
    try {
      rec = this.opts.createRecognition();
      rec.lang = this.lang;
      rec.continuous = true;
      rec.interimResults = true;
      rec.maxAlternatives = MAX_ALTERNATIVES;
      if (this.processLocally && "processLocally" in rec) rec.processLocally = true;
      this.applyPhrases(rec);
    } catch {
      this.fail({ kind: "unavailable", code: "start-failed" });
      return;
    }
    const run: Run = {
      rec,
      startedAt: this.opts.now(),
      heard: false,
      interim: "",
      emitted: new Map(),
      held: null,
      nextSyntheticIndex: -1,
      ended: false,
    };
    this.current = run;
    rec.onresult = (event) => this.onResult(run, event);
    rec.onerror = (event) => this.onError(run, event);
    rec.onend = () => this.onEnd(run);
    rec.onaudiostart = () => {
      run.heard = true;
    };
    rec.onstart = null;
    try {
      rec.start();
    } catch {
      detach(rec);
      this.current = null;
      this.fail({ kind: "unavailable", code: "start-failed" });
    }
  }

  private applyPhrases(rec: RecognitionLike) {
    if (!this.createPhrases || this.phrasesRefused || this.phrases.length === 0 || !("phrases" in rec)) return;
    try {
      rec.phrases = this.createPhrases(this.phrases);
    } catch {
      this.phrasesRefused = true; // a malformed phrase or an unsupported setter: recognise without
    }
  }

  private onResult(run: Run, event: RecognitionResultEventLike) {
    if (run.ended) return;
    run.heard = true;
    const { results } = event;
    const parts: string[] = [];
    for (let i = Math.max(0, event.resultIndex ?? 0); i < results.length; i++) {
      const result = results[i];
      const alternative = result?.[0];
      if (!alternative) continue;
      const guess = this.quirks.zeroConfidenceFinalIsInterim && alternative.confidence === 0;
      if (result.isFinal && !guess) {
        const others: string[] = [];
        for (let k = 1; k < Math.min(result.length ?? 1, MAX_ALTERNATIVES); k++) {
          const other = tidy(result[k]?.transcript ?? "");
          if (other) others.push(other);
        }
        this.emitFinal(run, i, alternative.transcript, alternative.confidence, others);
      } else {
        const part = tidy(alternative.transcript ?? "");
        if (part) parts.push(part);
      }
    }
    const interim = parts.join(" ");
    // Safari after a pause: a new guess replaces the old one, which will never be finalised
    if (this.quirks.dropsHypothesisAfterPause && run.interim && interim && isFreshStart(run.interim, interim)) {
      this.emitFinal(run, run.nextSyntheticIndex--, run.interim, undefined);
    }
    run.interim = interim;
    if (run === this.current) this.emitInterim(run.interim || run.held?.text || "");
  }

  private emitFinal(run: Run, index: number, raw: string, confidence: number | undefined, alternatives: string[] = []) {
    const full = tidy(raw ?? "");
    if (!full) return;
    const already = run.emitted.get(index);
    // the same result again: only words it did not have before are new
    const grown = already === undefined ? full : extraWords(already, full);
    if (!grown) return;
    run.emitted.set(index, full);
    if (this.quirks.resendsFinals) {
      // Android: a final that is the held one again, or more of it, is the same utterance
      const held = run.held;
      if (held && !sameWords(held.text, full) && !extraWords(held.text, full)) this.releaseHeld(run);
      run.held = { text: full, confidence, alternatives };
      return;
    }
    this.report(run, grown, full, confidence, alternatives);
  }

  /** Reports the utterance an Android session was holding back. */
  private releaseHeld(run: Run) {
    const held = run.held;
    if (!held) return;
    run.held = null;
    this.report(run, held.text, held.text, held.confidence, held.alternatives);
  }

  private report(run: Run, text: string, full: string, confidence: number | undefined, alternatives: string[]) {
    run.interim = "";
    const score = typeof confidence === "number" && confidence > 0 && confidence <= 1 ? confidence : DEFAULT_CONFIDENCE;
    // words trimmed from a longer result no longer line up with that result's alternatives
    const others = text === full ? alternatives.filter((a) => !sameWords(a, full)) : [];
    this.opts.listener.onFinal?.(text, score, others);
  }

  private onError(run: Run, event: RecognitionErrorEventLike) {
    const code = event?.error ?? "unknown";
    if (IGNORED_ERRORS.has(code) || run.ended) return;
    if (code === "phrases-not-supported") {
      // biasing is only a help: recognise without it (the session ends and restarts)
      this.phrasesRefused = true;
      return;
    }
    if (code === "not-allowed") this.fail({ kind: "permission", code });
    else if (code === "network") this.fail({ kind: "network", code });
    else if (code === "service-not-allowed") this.fail({ kind: "unavailable", code });
    else this.fail({ kind: "other", code });
  }

  private onEnd(run: Run) {
    if (run.ended) return;
    // words still interim when the recogniser ends would otherwise be lost
    if (run.interim) {
      const pending = run.interim;
      run.interim = "";
      this.emitFinal(run, Math.max(-1, ...run.emitted.keys()) + 1, pending, undefined);
    }
    this.releaseHeld(run);
    this.finishRun(run);
    if (run !== this.current) return;
    this.current = null;
    this.emitInterim("");
    if (!this.wanted) {
      this.maybeFinishSession();
      return;
    }
    const quick = this.opts.now() - run.startedAt < FRUITLESS_SESSION_MS;
    this.fruitless = !run.heard && quick ? this.fruitless + 1 : 0;
    if (this.fruitless >= this.opts.maxFruitlessRestarts) {
      this.fail({ kind: "unavailable", code: "no-audio" });
      return;
    }
    this.cancelRestart();
    this.restartTimer = this.opts.timers.setTimeout(() => {
      this.restartTimer = null;
      if (this.wanted && !this.current && !this.disposed) this.startRun();
    }, this.opts.restartDelayMs);
  }

  private finishRun(run: Run) {
    run.ended = true;
    detach(run.rec);
    if (this.draining.delete(run)) this.maybeFinishSession();
    this.releaseDrainWaiters(run);
  }

  private releaseDrainWaiters(run: Run) {
    this.drainWaiters = this.drainWaiters.filter(({ runs, resolve }) => {
      runs.delete(run);
      if (runs.size > 0) return true;
      resolve();
      return false;
    });
  }

  private fail(error: DictationError) {
    const wasWanted = this.wanted;
    this.stop();
    if (!wasWanted) this.maybeFinishSession();
    this.opts.listener.onError?.(error);
  }

  private cancelRestart() {
    if (this.restartTimer !== null) {
      this.opts.timers.clearTimeout(this.restartTimer);
      this.restartTimer = null;
    }
  }

  private armDrainTimeout() {
    if (this.drainTimer !== null) this.opts.timers.clearTimeout(this.drainTimer);
    this.drainTimer = this.opts.timers.setTimeout(() => {
      this.drainTimer = null;
      for (const run of [...this.draining]) {
        try {
          run.rec.abort();
        } catch {
          // ignore
        }
        this.finishRun(run);
      }
    }, this.opts.drainTimeoutMs);
  }

  private maybeFinishSession() {
    if (this.wanted || this.current || this.draining.size > 0) return;
    if (this.drainTimer !== null) {
      this.opts.timers.clearTimeout(this.drainTimer);
      this.drainTimer = null;
    }
    this.finishSession();
  }

  private finishSession() {
    if (this.sessionStartedAt === null) return;
    const durationMs = Math.max(0, this.opts.now() - this.sessionStartedAt);
    this.sessionStartedAt = null;
    this.opts.listener.onSessionEnd?.({ durationMs });
    const waiters = this.endWaiters;
    this.endWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private lastInterim = "";
  private emitInterim(text: string) {
    if (text === this.lastInterim) return;
    this.lastInterim = text;
    this.opts.listener.onInterim?.(text);
  }

  private setState(state: DictationState) {
    if (state === this._state) return;
    this._state = state;
    this.opts.listener.onStateChange?.(state);
  }
}

function detach(rec: RecognitionLike) {
  rec.onresult = null;
  rec.onerror = null;
  rec.onend = null;
  rec.onaudiostart = null;
  rec.onstart = null;
}
