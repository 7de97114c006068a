// Dictation state machine (core-product §4 Dictation, §8 voice errors, §9 constants) around a
// SpeechRecognition-like object. No React, no globals: timers and the clock are injected so the
// unit tests drive it with a fake recogniser.
//
// Browser realities handled here:
// - Results are read from `resultIndex`; a final result is reported once per index.
// - Android Chrome repeats finals (the same text again, or the previous final plus new words):
//   an identical final within `duplicateWindowMs` is dropped, a cumulative one is trimmed.
// - Chrome ends a session after some silence or about 60 s: we restart `restartDelayMs` later
//   with a fresh recogniser, unless the user stopped (a stop cancels a pending restart).
// - Words still interim when a session ends are committed, not lost.
// - End Dictation calls stop(), not abort(), and keeps listening to that recogniser until it
//   ends, so the words said just before the click still arrive.
// - A browser that exposes the API but cannot recognise ends every session at once without
//   hearing anything: after `maxFruitlessRestarts` such sessions we stop with "unavailable".
import type { RecognitionErrorEventLike, RecognitionLike, RecognitionResultEventLike } from "@/lib/speech/recognition-types";

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
  restartDelayMs?: number;
  duplicateWindowMs?: number;
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
/** Asked of the recogniser (issue 12): the Proofread panel offers the other two as replacements. */
export const MAX_ALTERNATIVES = 3;
const IGNORED_ERRORS = new Set(["aborted", "no-speech"]);
const FRUITLESS_SESSION_MS = 1000;

type Run = {
  rec: RecognitionLike;
  startedAt: number;
  heard: boolean;
  interim: string;
  /** Final text reported per result index. */
  emitted: Map<number, string>;
  ended: boolean;
};

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** The words of `full` after the normalised prefix `before`, or "" when it does not extend it. */
function extraWords(before: string, norm: string, full: string): string {
  if (norm === before || !norm.startsWith(before + " ")) return "";
  return full.split(" ").slice(before.split(" ").length).join(" ");
}

export class RecognitionController {
  private readonly opts: Required<Omit<ControllerOptions, "processLocally" | "lang" | "phrases" | "createPhrases">>;
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
  private lastFinal: { text: string; at: number } | null = null;
  private _state: DictationState = "idle";
  private disposed = false;

  constructor(options: ControllerOptions) {
    this.opts = {
      restartDelayMs: 100,
      duplicateWindowMs: 1500,
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
    let interim = "";
    for (let i = Math.max(0, event.resultIndex ?? 0); i < results.length; i++) {
      const result = results[i];
      const alternative = result?.[0];
      if (!alternative) continue;
      if (result.isFinal) {
        const others: string[] = [];
        for (let k = 1; k < Math.min(result.length ?? 1, MAX_ALTERNATIVES); k++) {
          const other = result[k]?.transcript?.trim().replace(/\s+/g, " ");
          if (other) others.push(other);
        }
        this.emitFinal(run, i, alternative.transcript, alternative.confidence, others);
      } else {
        interim += alternative.transcript;
      }
    }
    run.interim = interim.trim();
    if (run === this.current) this.emitInterim(run.interim);
  }

  private emitFinal(run: Run, index: number, raw: string, confidence: number | undefined, alternatives: string[] = []) {
    const full = raw.trim().replace(/\s+/g, " ");
    if (!full) return;
    const norm = normalize(full);
    // the same index again: report only words it did not have before
    const already = run.emitted.get(index);
    let text = full;
    if (already !== undefined) {
      text = extraWords(already, norm, full);
      if (!text) return;
    } else {
      const now = this.opts.now();
      const recent = this.lastFinal && now - this.lastFinal.at <= this.opts.duplicateWindowMs ? this.lastFinal : null;
      if (recent && recent.text === norm) {
        run.emitted.set(index, norm);
        return; // repeated final (Android)
      }
      // cumulative final (Android): the previous result's text plus new words
      const previous = run.emitted.get(index - 1);
      if (recent && previous !== undefined && recent.text === previous) text = extraWords(previous, norm, full) || full;
    }
    run.emitted.set(index, norm);
    this.lastFinal = { text: norm, at: this.opts.now() };
    run.interim = "";
    const score = typeof confidence === "number" && confidence > 0 && confidence <= 1 ? confidence : DEFAULT_CONFIDENCE;
    // a trimmed repeat no longer lines up with the alternatives of the whole result
    const others = text === full ? alternatives.filter((a) => normalize(a) !== norm) : [];
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
