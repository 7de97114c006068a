// Auto-enhancement after dictation (core-product §4): 1000 ms after a voice input the whole
// document is sent to the punctuation fixer. Debounced, so a burst of phrases makes one call;
// the answer is applied only if the text is still exactly what was sent (anything typed or
// dictated meanwhile wins, and the stale answer is dropped).
import type { Timers } from "@/lib/speech/recognition-controller";

export const AUTO_ENHANCE_DELAY_MS = 1000;

export type AutoEnhancerOptions = {
  /** The current content. */
  read: () => string;
  /** Calls the AI; resolves with the improved text. */
  enhance: (text: string, signal: AbortSignal) => Promise<string>;
  /** Replace `before` (still the current content) with `after`. */
  apply: (before: string, after: string) => void;
  /** false skips the call (blank text, text over the AI size limit). */
  canEnhance?: (text: string) => boolean;
  delayMs?: number;
  timers?: Timers;
};

export class AutoEnhancer {
  private timer: unknown = null;
  private inFlight: AbortController | null = null;
  private readonly timers: Timers;

  constructor(private readonly opts: AutoEnhancerOptions) {
    this.timers = opts.timers ?? {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    };
  }

  /** After each voice input: (re)start the countdown and drop any answer still on its way. */
  schedule(): void {
    this.cancel();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.opts.delayMs ?? AUTO_ENHANCE_DELAY_MS);
  }

  /** The user typed, or left: nothing pending applies any more. */
  cancel(): void {
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    this.inFlight?.abort();
    this.inFlight = null;
  }

  get isPending(): boolean {
    return this.timer !== null || this.inFlight !== null;
  }

  private async run(): Promise<void> {
    const sent = this.opts.read();
    if (!sent.trim() || (this.opts.canEnhance && !this.opts.canEnhance(sent))) return;
    const controller = new AbortController();
    this.inFlight = controller;
    let result: string;
    try {
      result = await this.opts.enhance(sent, controller.signal);
    } catch {
      return; // auto-enhancement is a nicety: a failure leaves the text as dictated
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
    if (controller.signal.aborted) return;
    if (typeof result !== "string" || !result.trim() || result === sent) return;
    if (this.opts.read() !== sent) return;
    this.opts.apply(sent, result);
  }
}
