import type { Page } from "@playwright/test";

// A fake Web Speech recogniser installed before the page loads (STACK.md: "Faking speech
// in the browser"). Tests drive it through window.__fakeSpeech:
//   say(transcript, { isFinal = true, confidence = 0.9, alternatives = [] }), error(code), end(),
//   instances, started. `alternatives` are the recogniser's other guesses (result[1], result[2]...),
//   read by the app when it asks for maxAlternatives > 1.
export type FakeSpeechOptions = { supported?: boolean; processLocally?: boolean };

export async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}) {
  await page.addInitScript(
    ({ supported, processLocally }) => {
      type Listener = (ev: Event) => void;
      const w = window as unknown as Record<string, unknown>;
      const state = {
        instances: [] as FakeRecognition[],
        started: 0,
        stopped: 0,
        get active(): FakeRecognition | undefined {
          return state.instances.filter((r) => r.running).at(-1);
        },
        say(transcript: string, opts: { isFinal?: boolean; confidence?: number; alternatives?: string[] } = {}) {
          state.active?.emitResult(transcript, opts.isFinal ?? true, opts.confidence ?? 0.9, opts.alternatives ?? []);
        },
        error(code: string) {
          state.active?.emitError(code);
        },
        end() {
          state.active?.finish();
        },
      };
      class FakeRecognition extends EventTarget {
        continuous = false;
        interimResults = false;
        lang = "en-US";
        maxAlternatives = 1;
        processLocally = false;
        running = false;
        phrases: unknown[] = [];
        results: Array<{ transcript: string; confidence: number; isFinal: boolean; alternatives: string[] }> = [];
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
          this.results = [];
          state.started += 1;
          setTimeout(() => this.fire("start", new Event("start")), 0);
        }
        stop() {
          if (!this.running) return;
          state.stopped += 1;
          this.finish();
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
        w.SpeechRecognition = FakeRecognition;
        w.webkitSpeechRecognition = FakeRecognition;
      } else {
        delete w.SpeechRecognition;
        delete w.webkitSpeechRecognition;
      }
    },
    { supported: options.supported ?? true, processLocally: options.processLocally ?? false },
  );
}
