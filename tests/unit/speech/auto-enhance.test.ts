import { AutoEnhancer } from "@/lib/speech/auto-enhance";

function setup(options: { canEnhance?: (t: string) => boolean } = {}) {
  let content = "hello world";
  const pending = new Map<number, () => void>();
  let id = 0;
  const timers = {
    setTimeout: (fn: () => void, ms: number) => {
      expect(ms).toBe(1000);
      pending.set(++id, fn);
      return id;
    },
    clearTimeout: (h: unknown) => void pending.delete(h as number),
  };
  const calls: { text: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const applied: [string, string][] = [];
  const enhancer = new AutoEnhancer({
    read: () => content,
    enhance: (text, signal) => new Promise((resolve, reject) => calls.push({ text, signal, resolve, reject })),
    apply: (before, after) => {
      applied.push([before, after]);
      content = after;
    },
    timers,
    ...options,
  });
  const fire = () => {
    const fns = [...pending.values()];
    pending.clear();
    fns.forEach((fn) => fn());
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    enhancer,
    calls,
    applied,
    fire,
    flush,
    pendingTimers: () => pending.size,
    setContent: (c: string) => (content = c),
    getContent: () => content,
  };
}

describe("AutoEnhancer", () => {
  it("sends the whole text 1000 ms after a voice input and applies the answer", async () => {
    const t = setup();
    t.enhancer.schedule();
    expect(t.calls).toHaveLength(0);
    t.fire();
    expect(t.calls.map((c) => c.text)).toEqual(["hello world"]);
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([["hello world", "Hello, world."]]);
  });

  it("debounces a burst of voice inputs into one call", () => {
    const t = setup();
    t.enhancer.schedule();
    t.enhancer.schedule();
    t.enhancer.schedule();
    expect(t.pendingTimers()).toBe(1);
    t.fire();
    expect(t.calls).toHaveLength(1);
  });

  it("drops the answer when the text changed while the request was out", async () => {
    const t = setup();
    t.enhancer.schedule();
    t.fire();
    t.setContent("hello world and typed");
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([]);
    expect(t.getContent()).toBe("hello world and typed");
  });

  it("a new voice input aborts the request in flight", async () => {
    const t = setup();
    t.enhancer.schedule();
    t.fire();
    t.enhancer.schedule();
    expect(t.calls[0].signal.aborted).toBe(true);
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([]);
  });

  it("cancel (the user typed) stops the countdown", () => {
    const t = setup();
    t.enhancer.schedule();
    expect(t.enhancer.isPending).toBe(true);
    t.enhancer.cancel();
    expect(t.pendingTimers()).toBe(0);
    expect(t.enhancer.isPending).toBe(false);
  });

  it("ignores failures, blank text, unchanged answers and text it may not send", async () => {
    const t = setup({ canEnhance: (text) => text.length < 50 });
    t.enhancer.schedule();
    t.fire();
    t.calls[0].reject(new Error("500"));
    await t.flush();
    t.enhancer.schedule();
    t.fire();
    t.calls[1].resolve("hello world");
    await t.flush();
    t.setContent("   ");
    t.enhancer.schedule();
    t.fire();
    t.setContent("x".repeat(60));
    t.enhancer.schedule();
    t.fire();
    expect(t.calls).toHaveLength(2);
    expect(t.applied).toEqual([]);
  });
});
