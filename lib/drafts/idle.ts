// Work that must happen soon but not before the next paint (draft writes, footer counts):
// requestIdleCallback where the browser has it, with a deadline; a short timer elsewhere.
type IdleWindow = {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

export function scheduleIdle(task: () => void, timeoutMs = 300): () => void {
  const w = (typeof window === "undefined" ? {} : window) as IdleWindow;
  if (typeof w.requestIdleCallback === "function" && typeof w.cancelIdleCallback === "function") {
    const id = w.requestIdleCallback(task, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 50));
  return () => clearTimeout(id);
}
