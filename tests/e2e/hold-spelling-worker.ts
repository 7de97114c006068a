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
    type Listener = (event: MessageEvent) => unknown;
    function HeldWorker(url: string | URL, options?: WorkerOptions): Worker {
      const worker = new RealWorker(url, options);
      const deliver = (event: MessageEvent, to: Listener | null) => {
        if (!to) return;
        const give = () => {
          if ((event.data as { type?: string } | null)?.type === "check") state.answered++;
          to.call(worker, event);
        };
        if (state.holding) state.held.push(give);
        else give();
      };
      // the real worker's messages reach only this listener; the page's handler gets them from here
      let handler: Listener | null = null;
      worker.addEventListener("message", (event) => deliver(event, handler));
      Object.defineProperty(worker, "onmessage", { get: () => handler, set: (h: Listener | null) => void (handler = h) });
      const addEventListener = worker.addEventListener.bind(worker) as (type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) => void;
      worker.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
        if (!listener) return;
        const call = (typeof listener === "function" ? listener : (event: Event) => listener.handleEvent(event)) as Listener;
        addEventListener(type, type === "message" ? (event) => deliver(event as MessageEvent, call) : (call as EventListener), options);
      };
      const postMessage = worker.postMessage.bind(worker) as (message: unknown, options?: StructuredSerializeOptions) => void;
      worker.postMessage = (message: unknown, options?: StructuredSerializeOptions | Transferable[]) => {
        const request = message as { type?: string; text?: string } | null;
        if (request?.type === "check") {
          state.checks++;
          state.lastText = request.text ?? null;
        }
        postMessage(message, Array.isArray(options) ? { transfer: options } : options);
      };
      return worker;
    }
    window.Worker = HeldWorker as unknown as typeof Worker;
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
