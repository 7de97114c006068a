// The automatic fix after dictation ("Auto fix", core-product §4): 1000 ms after a voice input, the sentence
// just dictated goes to the punctuation fixer (not the whole document: a long document would
// travel, and count against the AI budget, after every phrase; and sentences the person already
// read and accepted are not touched again). Debounced, so a burst of phrases makes one call. The
// answer never undoes the speaker (spoken-marks.ts: their marks, breaks, words and capitals stay)
// and is applied only if the text is still exactly what was sent (anything typed or dictated
// meanwhile wins, and the stale answer is dropped).
import type { Timers } from "@/lib/speech/recognition-controller";
import { keepSpokenMarks } from "@/lib/speech/spoken-marks";

export const AUTO_FIX_DELAY_MS = 1000;

export type AutoFixOptions = {
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

export class AutoFix {
  private timer: unknown = null;
  private inFlight: AbortController | null = null;
  /** The text before the first voice input not yet fixed: what changed since is what gets sent. */
  private base: string | null = null;
  private readonly timers: Timers;

  constructor(private readonly opts: AutoFixOptions) {
    this.timers = opts.timers ?? {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    };
  }

  /**
   * After each voice input: (re)start the countdown and drop any answer still on its way.
   * `before` is the text as it was before this input.
   */
  schedule(before: string): void {
    this.stopPending();
    this.base ??= before;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.opts.delayMs ?? AUTO_FIX_DELAY_MS);
  }

  /** The user typed, or left: nothing pending applies any more. */
  cancel(): void {
    this.stopPending();
    this.base = null;
  }

  private stopPending(): void {
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
    const base = this.base ?? sent;
    const { start, end } = dictatedSentences(base, sent);
    const part = sent.slice(start, end);
    if (!part.trim() || (this.opts.canEnhance && !this.opts.canEnhance(part))) {
      this.base = null;
      return;
    }
    const controller = new AbortController();
    this.inFlight = controller;
    let result: string;
    try {
      result = await this.opts.enhance(part, controller.signal);
    } catch {
      if (!controller.signal.aborted) this.base = null;
      return; // the automatic fix is a nicety: a failure leaves the text as dictated
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
    if (controller.signal.aborted) return;
    if (this.opts.read() !== sent) return;
    this.base = null;
    if (typeof result !== "string" || !result.trim()) return;
    const kept = keepSpokenMarks(part, result);
    if (kept === part) return;
    this.opts.apply(sent, sent.slice(0, start) + kept + sent.slice(end));
  }
}

const isSentenceEnd = (c: string) => c === "." || c === "?" || c === "!" || c === "\n";

/**
 * The sentences the change from `before` to `now` falls in: from the start of the sentence where
 * the change begins (after the last . ? ! or line break before it) to the end of the sentence
 * where it ends. Whole sentences, so the fixer sees enough to punctuate them; no more, so it
 * never rewrites what the person said earlier.
 */
export function dictatedSentences(before: string, now: string): { start: number; end: number } {
  let prefix = 0;
  const max = Math.min(before.length, now.length);
  while (prefix < max && before[prefix] === now[prefix]) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before[before.length - 1 - suffix] === now[now.length - 1 - suffix]) suffix++;
  if (prefix === now.length && before.length === now.length) return { start: now.length, end: now.length };
  // a change that begins with a line break starts a sentence of its own after it
  let start = prefix;
  let breaks = false;
  for (; start < now.length && /\s/.test(now[start]); start++) if (now[start] === "\n") breaks = true;
  if (!breaks) {
    start = prefix;
    while (start > 0 && !isSentenceEnd(now[start - 1])) start--;
    while (start < now.length && /\s/.test(now[start])) start++;
  }
  let end = Math.max(start, now.length - suffix);
  while (end < now.length && !isSentenceEnd(now[end - 1] ?? "")) end++;
  return { start, end };
}
