import { AutoFix, dictatedSentences } from "@/lib/speech/auto-fix";

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
  const enhancer = new AutoFix({
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

describe("AutoFix", () => {
  it("sends what was dictated 1000 ms after a voice input and applies the answer", async () => {
    const t = setup();
    t.enhancer.schedule("");
    expect(t.calls).toHaveLength(0);
    t.fire();
    expect(t.calls.map((c) => c.text)).toEqual(["hello world"]);
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([["hello world", "Hello, world."]]);
  });

  it("sends only the sentence just dictated, and keeps the ones before it", async () => {
    const t = setup();
    t.setContent("First one. Then more");
    t.enhancer.schedule("First one.");
    t.fire();
    expect(t.calls.map((c) => c.text)).toEqual(["Then more"]);
    t.calls[0].resolve("Then, more.");
    await t.flush();
    expect(t.getContent()).toBe("First one. Then, more.");
  });

  it("never undoes a spoken mark or break: the fixer's version is merged with what was said", async () => {
    const t = setup();
    t.setContent("Dear team,\n\nthe plan");
    t.enhancer.schedule("");
    t.fire();
    t.calls[0].resolve("Dear team. The plan.");
    await t.flush();
    expect(t.getContent()).toBe("Dear team,\n\nthe plan.");
  });

  it("debounces a burst of voice inputs into one call, from the text before the first", () => {
    const t = setup();
    t.setContent("Old. one two three");
    t.enhancer.schedule("Old.");
    t.enhancer.schedule("Old. one");
    t.enhancer.schedule("Old. one two");
    expect(t.pendingTimers()).toBe(1);
    t.fire();
    expect(t.calls.map((c) => c.text)).toEqual(["one two three"]);
  });

  it("drops the answer when the text changed while the request was out", async () => {
    const t = setup();
    t.enhancer.schedule("");
    t.fire();
    t.setContent("hello world and typed");
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([]);
    expect(t.getContent()).toBe("hello world and typed");
  });

  it("a new voice input aborts the request in flight", async () => {
    const t = setup();
    t.enhancer.schedule("");
    t.fire();
    t.enhancer.schedule("hello world");
    expect(t.calls[0].signal.aborted).toBe(true);
    t.calls[0].resolve("Hello, world.");
    await t.flush();
    expect(t.applied).toEqual([]);
  });

  it("cancel (the user typed) stops the countdown", () => {
    const t = setup();
    t.enhancer.schedule("");
    expect(t.enhancer.isPending).toBe(true);
    t.enhancer.cancel();
    expect(t.pendingTimers()).toBe(0);
    expect(t.enhancer.isPending).toBe(false);
  });

  it("ignores failures, blank text, unchanged answers, changed words and text it may not send", async () => {
    const t = setup({ canEnhance: (text) => text.length < 50 });
    t.enhancer.schedule("");
    t.fire();
    t.calls[0].reject(new Error("500"));
    await t.flush();
    t.enhancer.schedule("");
    t.fire();
    t.calls[1].resolve("hello world");
    await t.flush();
    t.enhancer.schedule("");
    t.fire();
    t.calls[2].resolve("Hello, planet.");
    await t.flush();
    t.setContent("   ");
    t.enhancer.schedule("");
    t.fire();
    t.setContent("x".repeat(60));
    t.enhancer.schedule("");
    t.fire();
    expect(t.calls).toHaveLength(3);
    expect(t.applied).toEqual([]);
  });
});

describe("dictatedSentences: what the automatic fix may touch", () => {
  const part = (before: string, now: string) => {
    const { start, end } = dictatedSentences(before, now);
    return now.slice(start, end);
  };
  it.each([
    ["", "hello world", "hello world"],
    ["First. ", "First. second part", "second part"],
    ["First", "First and more", "First and more"], // the sentence goes on: all of it
    ["One!\n\n", "One!\n\nTwo", "Two"],
    ["A. B? C", "A. B? C d", "C d"],
    ["Same", "Same", ""],
    ["Heading\n", "Heading\nline one", "line one"],
  ])("%j -> %j: %j", (before, now, expected) => {
    expect(part(before, now)).toBe(expected);
  });
});
