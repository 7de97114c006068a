import type { Page } from "@playwright/test";

// Holds back the spelling worker's answers: window.Worker is wrapped before the page loads, so
// while `hold()` is on, each message the worker sends (a check's flags, a word's suggestions) is
// queued until `release()` delivers them, in order. Requests still go out at once: `checksSent()`
// counts the texts sent to be checked (`lastChecked()` is the newest), `checksAnswered()` the
// answers the page has been given, so a test knows where each check is without waiting on time.
type HeldWorkerState = { holding: boolean; checks: number; answered: number; lastText: string | null; held: Array<() => void> };
type WindowWithHold = Window & { __spellingWorker: HeldWorkerState };

export async function holdSpellingWorker(page: Page) {
  await page.addInitScript(() => {
    const state: HeldWorkerState = { holding: false, checks: 0, answered: 0, lastText: null, held: [] };
    (window as unknown as WindowWithHold).__spellingWorker = state;
    const RealWorker = window.Worker;
    type Listener = (this: Worker, event: MessageEvent) => unknown;
    class HeldWorker extends RealWorker {
      private handler: Listener | null = null;
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        // the real worker's messages reach only this listener; the page's handler gets them from here
        super.addEventListener("message", (event) => this.deliver(event as MessageEvent, this.handler));
      }
      get onmessage() {
        return this.handler;
      }
      set onmessage(handler: Listener | null) {
        this.handler = handler;
      }
      addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
        if (type !== "message" || !listener) return super.addEventListener(type, listener, options);
        const call = typeof listener === "function" ? listener : (event: Event) => listener.handleEvent(event);
        return super.addEventListener(type, (event) => this.deliver(event as MessageEvent, call as Listener), options);
      }
      postMessage(message: unknown, ...rest: [StructuredSerializeOptions?]) {
        const request = message as { type?: string; text?: string } | null;
        if (request?.type === "check") {
          state.checks++;
          state.lastText = request.text ?? null;
        }
        return super.postMessage(message, ...rest);
      }
      private deliver(event: MessageEvent, to: Listener | null) {
        if (!to) return;
        const give = () => {
          if ((event.data as { type?: string } | null)?.type === "check") state.answered++;
          to.call(this, event);
        };
        if (state.holding) state.held.push(give);
        else give();
      }
    }
    window.Worker = HeldWorker;
  });
  return {
    hold: () => page.evaluate(() => void ((window as unknown as WindowWithHold).__spellingWorker.holding = true)),
    checksSent: () => page.evaluate(() => (window as unknown as WindowWithHold).__spellingWorker.checks),
    checksAnswered: () => page.evaluate(() => (window as unknown as WindowWithHold).__spellingWorker.answered),
    lastChecked: () => page.evaluate(() => (window as unknown as WindowWithHold).__spellingWorker.lastText),
    release: () =>
      page.evaluate(() => {
        const state = (window as unknown as WindowWithHold).__spellingWorker;
        state.holding = false;
        for (const deliver of state.held.splice(0)) deliver();
      }),
  };
}
