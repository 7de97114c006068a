import type { Page } from "@playwright/test";

import type { TraceRun } from "../support/speech-traces";

// A fake Web Speech recogniser installed before the page loads (STACK.md: "Faking speech
// in the browser"). Tests drive it through window.__fakeSpeech:
//   say(transcript, { isFinal = true, confidence = 0.9, alternatives = [] }) once a recogniser is listening, error(code), end(),
//   instances, started. `alternatives` are the recogniser's other guesses (result[1], result[2]...),
//   read by the app when it asks for maxAlternatives > 1.
//   replay(runs): each recogniser the page creates from then on plays the next run of a browser
//   trace (tests/support/speech-traces.ts), event by event, waiting at "await-stop" until the page
//   calls stop(); `waiting` tells when it is there.
// `webkitOnly` installs only webkitSpeechRecognition, as Safari does.
export type FakeSpeechOptions = { supported?: boolean; processLocally?: boolean; webkitOnly?: boolean };

export async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}) {
  await page.addInitScript(
    ({ supported, processLocally, webkitOnly }) => {
      type Listener = (ev: Event) => void;
      type ReplayEvent = { type: string; resultIndex?: number; results?: Array<{ transcript: string; isFinal: boolean; confidence?: number; alternatives?: string[] }>; error?: string };
      const w = window as unknown as Record<string, unknown>;
      const state = {
        replayRuns: null as ReplayEvent[][] | null,
        replayed: 0,
        get waiting(): boolean {
          return Boolean(state.active?.waiting);
        },
        replay(runs: ReplayEvent[][]) {
          state.replayRuns = runs.map((r) => r.map((e) => ({ ...e })));
          state.replayed = 0;
        },
        instances: [] as FakeRecognition[],
        started: 0,
        stopped: 0,
        get active(): FakeRecognition | undefined {
          return state.instances.filter((r) => r.running).at(-1);
        },
        /**
         * Speaks once a recogniser is listening, as a person does: Start loads the recogniser's code
         * first, and on a slow machine a phrase said at once was dropped without a trace (CI missed
         * a whole dictation that way). Fails loudly when nothing starts listening within 10 s.
         */
        async say(transcript: string, opts: { isFinal?: boolean; confidence?: number; alternatives?: string[] } = {}) {
          const deadline = Date.now() + 10_000;
          while (!state.listening) {
            if (Date.now() > deadline) throw new Error(`fake speech: no recogniser was listening to hear "${transcript}"`);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          state.listening.emitResult(transcript, opts.isFinal ?? true, opts.confidence ?? 0.9, opts.alternatives ?? []);
        },
        /** The newest recogniser that has started (its start event has fired) and not ended. */
        get listening(): FakeRecognition | undefined {
          return state.instances.filter((r) => r.running && r.heardStart).at(-1);
        },
        /**
         * An error from the recogniser the page has started. Like a phrase, it waits for one: a
         * Start pressed while the recogniser's code is still loading has started nothing yet, and an
         * error fired then was lost (CI missed the permission panel that way).
         */
        async error(code: string) {
          (await state.startedOne(`the "${code}" error`)).emitError(code);
        },
        async end() {
          (await state.startedOne("the end")).finish();
        },
        async startedOne(what: string): Promise<FakeRecognition> {
          const deadline = Date.now() + 10_000;
          while (!state.active) {
            if (Date.now() > deadline) throw new Error(`fake speech: no recogniser was started to send ${what}`);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return state.active;
        },
      };
      class FakeRecognition extends EventTarget {
        continuous = false;
        interimResults = false;
        lang = "en-US";
        maxAlternatives = 1;
        processLocally = false;
        running = false;
        heardStart = false;
        phrases: unknown[] = [];
        results: Array<{ transcript: string; confidence: number; isFinal: boolean; alternatives: string[] }> = [];
        script: ReplayEvent[] | null = null;
        waiting = false;
        onstart: Listener | null = null;
        onend: Listener | null = null;
        onerror: Listener | null = null;
        onresult: Listener | null = null;
        onaudiostart: Listener | null = null;
        onspeechstart: Listener | null = null;
        constructor() {
          super();
          state.instances.push(this);
        }
        start() {
          if (this.running) throw new DOMException("already started", "InvalidStateError");
          this.running = true;
          this.heardStart = false;
          this.results = [];
          state.started += 1;
          setTimeout(() => {
            this.heardStart = this.running;
            this.fire("start", new Event("start"));
          }, 0);
          if (state.replayRuns) {
            // a session the trace did not plan listens until End Dictation
            this.script = state.replayRuns[state.replayed++] ?? [{ type: "await-stop" }, { type: "end" }];
            setTimeout(() => this.play(), 5);
          }
        }
        stop() {
          if (!this.running) return;
          state.stopped += 1;
          if (this.script) {
            if (this.waiting) {
              this.waiting = false;
              setTimeout(() => this.play(), 5);
            } else this.script = [{ type: "end" }];
            return;
          }
          this.finish();
        }
        /** Plays the next event of a replayed trace. */
        play() {
          const event = this.script?.shift();
          if (!event || !this.running) return;
          if (event.type === "await-stop") {
            this.waiting = true;
            return;
          }
          if (event.type === "end") {
            this.finish();
            return;
          }
          if (event.type === "audiostart") this.fire("audiostart", new Event("audiostart"));
          else if (event.type === "error") this.fire("error", Object.assign(new Event("error"), { error: event.error, message: event.error }));
          else if (event.type === "result") {
            const list = (event.results ?? []).map((r) => {
              const alts = [r.transcript, ...(r.alternatives ?? [])].slice(0, Math.max(1, this.maxAlternatives)).map((t, k) => ({ transcript: t, confidence: k === 0 ? r.confidence : (r.confidence ?? 0) / 2 }));
              return Object.assign(alts, { isFinal: r.isFinal, item: (i: number) => alts[i] });
            });
            this.fire("result", Object.assign(new Event("result"), { resultIndex: event.resultIndex ?? 0, results: Object.assign(list, { item: (i: number) => list[i] }) }));
          }
          setTimeout(() => this.play(), 5);
        }
        abort() {
          this.stop();
        }
        finish() {
          if (!this.running) return;
          this.running = false;
          setTimeout(() => this.fire("end", new Event("end")), 0);
        }
        fire(type: string, ev: Event) {
          this.dispatchEvent(ev);
          const handler = (this as unknown as Record<string, Listener | null>)[`on${type}`];
          handler?.call(this, ev);
        }
        emitResult(transcript: string, isFinal: boolean, confidence: number, alternatives: string[]) {
          const last = this.results.at(-1);
          const entry = { transcript, confidence, isFinal, alternatives };
          if (last && !last.isFinal) this.results[this.results.length - 1] = entry;
          else this.results.push(entry);
          const resultIndex = this.results.length - 1;
          const list = this.results.map((r) => {
            // like Chrome: no more alternatives than asked for (maxAlternatives)
            const alts = [{ transcript: r.transcript, confidence: r.confidence }, ...r.alternatives.map((a) => ({ transcript: a, confidence: r.confidence / 2 }))].slice(
              0,
              Math.max(1, this.maxAlternatives),
            );
            return Object.assign(alts, { isFinal: r.isFinal, item: (i: number) => alts[i] });
          });
          const results = Object.assign(list, { item: (i: number) => list[i] });
          const ev = Object.assign(new Event("result"), { resultIndex, results });
          this.fire("result", ev);
        }
        emitError(code: string) {
          const ev = Object.assign(new Event("error"), { error: code, message: code });
          this.fire("error", ev);
          if (code === "not-allowed" || code === "service-not-allowed" || code === "network") this.finish();
        }
      }
      if (processLocally) {
        (FakeRecognition as unknown as Record<string, unknown>).available = async () => "available";
      }
      w.__fakeSpeech = state;
      if (supported) {
        if (webkitOnly) delete w.SpeechRecognition;
        else w.SpeechRecognition = FakeRecognition;
        w.webkitSpeechRecognition = FakeRecognition;
      } else {
        delete w.SpeechRecognition;
        delete w.webkitSpeechRecognition;
      }
    },
    { supported: options.supported ?? true, processLocally: options.processLocally ?? false, webkitOnly: options.webkitOnly ?? false },
  );
}

/** Says `transcript` into the page's fake recogniser, once one is listening (see `say` above). */
export async function say(page: Page, transcript: string, options: { isFinal?: boolean; confidence?: number; alternatives?: string[] } = {}) {
  await page.evaluate(
    ([t, o]) => (window as unknown as { __fakeSpeech: { say: (t: string, o: object) => Promise<void> } }).__fakeSpeech.say(t, o),
    [transcript, options] as const,
  );
}

/** Each recogniser the page makes from now on plays the next run of `runs`. */
export async function replaySpeech(page: Page, runs: TraceRun[]) {
  await page.evaluate((r) => (window as unknown as { __fakeSpeech: { replay: (runs: unknown) => void } }).__fakeSpeech.replay(r), runs);
}

/** True once the current recogniser has played its trace up to End Dictation. */
export async function speechWaitingForStop(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __fakeSpeech: { waiting: boolean } }).__fakeSpeech.waiting);
}
