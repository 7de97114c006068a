// Replays a recogniser trace (speech-traces.ts) through the real RecognitionController, on a
// fake clock: each recogniser the controller creates plays the next run's events, waits at
// "await-stop" until End Dictation, and the person presses End Dictation once every run has
// played up to that point.
import { RecognitionController, type ControllerListener, type DictationError } from "@/lib/speech/recognition-controller";
import type { RecognitionLike } from "@/lib/speech/recognition-types";
import type { RecognizerFamily } from "@/lib/speech/recognizer-family";
import type { TraceEvent, TraceRun } from "./speech-traces";

const EVENT_GAP_MS = 40;

export function fakeClock() {
  let now = 1_000_000;
  let nextId = 1;
  const pending: { at: number; fn: () => void; id: number }[] = [];
  return {
    now: () => now,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        const id = nextId++;
        pending.push({ at: now + ms, fn, id });
        return id;
      },
      clearTimeout: (id: unknown) => {
        const i = pending.findIndex((p) => p.id === id);
        if (i >= 0) pending.splice(i, 1);
      },
    },
    /** Runs every timer due within `ms`, in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at || a.id - b.id);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        now = next.at;
        next.fn();
      }
      now = until;
    },
    get idle() {
      return pending.length === 0;
    },
    get pendingCount() {
      return pending.length;
    },
  };
}

type Clock = ReturnType<typeof fakeClock>;

class TraceRecognizer implements RecognitionLike {
  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: RecognitionLike["onresult"] = null;
  onerror: RecognitionLike["onerror"] = null;
  onend: RecognitionLike["onend"] = null;
  onstart: RecognitionLike["onstart"] = null;
  onaudiostart: RecognitionLike["onaudiostart"] = null;
  private at = 0;
  private running = false;
  waiting = false;
  done = false;

  constructor(
    private readonly events: TraceRun,
    private readonly clock: Clock,
    private readonly onStep: (step: number) => void,
  ) {}

  start() {
    this.running = true;
    this.schedule();
  }
  stop() {
    if (!this.running) return;
    if (this.waiting) {
      this.waiting = false;
      this.schedule();
    } else {
      // stopped before the trace expected it: what it had heard is all it will say
      this.events.splice(this.at, this.events.length - this.at, { type: "end" });
    }
  }
  abort() {
    this.events.splice(this.at, this.events.length - this.at, { type: "end" });
    if (this.waiting) {
      this.waiting = false;
      this.schedule();
    }
  }

  private schedule() {
    this.clock.timers.setTimeout(() => this.next(), EVENT_GAP_MS);
  }

  private next() {
    if (this.done) return;
    const event: TraceEvent | undefined = this.events[this.at++];
    if (!event) {
      this.finish();
      return;
    }
    switch (event.type) {
      case "await-stop":
        this.waiting = true;
        return; // stop() carries on
      case "audiostart":
        this.onaudiostart?.();
        break;
      case "result": {
        const results = event.results.map((r) => {
          const alternatives = [r.transcript, ...(r.alternatives ?? [])].slice(0, Math.max(1, this.maxAlternatives));
          return Object.assign(
            alternatives.map((t, k) => ({ transcript: t, confidence: k === 0 ? r.confidence : (r.confidence ?? 0) / 2 })),
            { isFinal: r.isFinal },
          );
        });
        this.onresult?.({ resultIndex: event.resultIndex, results });
        break;
      }
      case "error":
        this.onerror?.({ error: event.error });
        break;
      case "step":
        this.onStep(event.step);
        break;
      case "end":
        this.finish();
        return;
    }
    this.schedule();
  }

  private finish() {
    if (this.done) return;
    this.done = true;
    this.running = false;
    this.onend?.();
  }
}

export type ReplayHooks = {
  onFinal: (text: string, confidence: number, alternatives: string[]) => void;
  onStep?: (step: number) => void;
  onInterim?: (text: string) => void;
};

export type ReplayOutcome = { errors: DictationError[]; recognizers: number; sessions: number };

/** Plays `runs` as `family` would send them, then presses End Dictation. */
export function replayTrace(runs: readonly TraceRun[], family: RecognizerFamily, hooks: ReplayHooks): ReplayOutcome {
  const clock = fakeClock();
  const recs: TraceRecognizer[] = [];
  const errors: DictationError[] = [];
  let sessions = 0;
  const listener: ControllerListener = {
    onFinal: hooks.onFinal,
    onInterim: hooks.onInterim,
    onError: (e) => errors.push(e),
    onSessionEnd: () => sessions++,
  };
  const controller = new RecognitionController({
    family,
    listener,
    timers: clock.timers,
    now: clock.now,
    createRecognition: () => {
      // a session the trace did not plan listens until End Dictation
      const events = runs[recs.length] ? runs[recs.length].map((e) => ({ ...e })) : [{ type: "await-stop" as const }, { type: "end" as const }];
      const rec = new TraceRecognizer(events, clock, (step) => hooks.onStep?.(step));
      recs.push(rec);
      return rec;
    },
  });
  controller.start();
  for (let guard = 0; guard < 100_000; guard++) {
    clock.advance(EVENT_GAP_MS);
    const current = recs.at(-1);
    if (controller.state === "idle") break; // an error stopped it
    if (current?.waiting && recs.length >= runs.length && clock.idle) break;
  }
  controller.stop();
  for (let guard = 0; guard < 1000 && !clock.idle; guard++) clock.advance(EVENT_GAP_MS);
  controller.dispose();
  return { errors, recognizers: recs.length, sessions };
}
