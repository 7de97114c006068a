// Auto-enhancement after dictation (core-product §4): 1000 ms after a voice input the text that
// changed since the last run (the whole paragraphs around the change; the whole document the
// first time) is sent to the punctuation fixer, so a long document does not travel (and count
// against the AI budget and deadline) after every phrase. Debounced, so a burst of phrases makes
// one call; the answer is applied only if the text is still exactly what was sent (anything typed
// or dictated meanwhile wins, and the stale answer is dropped).
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
  /** The text as it stood after the last run: what changed since is what gets sent. */
  private settled: string | null = null;
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
    const { start, end } = this.settled === null ? { start: 0, end: sent.length } : changedParagraphs(this.settled, sent);
    const part = sent.slice(start, end);
    if (!part.trim() || (this.opts.canEnhance && !this.opts.canEnhance(part))) return;
    const controller = new AbortController();
    this.inFlight = controller;
    let result: string;
    try {
      result = await this.opts.enhance(part, controller.signal);
    } catch {
      return; // auto-enhancement is a nicety: a failure leaves the text as dictated
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
    if (controller.signal.aborted) return;
    if (this.opts.read() !== sent) return;
    if (typeof result !== "string" || !result.trim() || result === part) {
      this.settled = sent;
      return;
    }
    const after = sent.slice(0, start) + result + sent.slice(end);
    this.settled = after;
    this.opts.apply(sent, after);
  }
}

/**
 * Where `now` differs from `before`, widened to whole paragraphs (lines): the span of `now`
 * from the start of the first changed line to the end of the last one.
 */
export function changedParagraphs(before: string, now: string): { start: number; end: number } {
  let prefix = 0;
  const max = Math.min(before.length, now.length);
  while (prefix < max && before[prefix] === now[prefix]) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before[before.length - 1 - suffix] === now[now.length - 1 - suffix]) suffix++;
  if (prefix === now.length && before.length === now.length) return { start: now.length, end: now.length };
  // A change that begins with a line break (a new paragraph) leaves the line before it alone.
  const start = now[prefix] === "\n" ? prefix + 1 : prefix === 0 ? 0 : now.lastIndexOf("\n", prefix - 1) + 1;
  const lineEnd = now.indexOf("\n", Math.max(prefix, now.length - suffix));
  return { start, end: lineEnd === -1 ? now.length : lineEnd };
}
