import "@testing-library/jest-dom";

// jsdom draws no layout, so it has no ResizeObserver: a stand-in that never reports a size change
// (every browser SayWrite supports has the real one).
if (typeof window !== "undefined" && !("ResizeObserver" in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoLayoutResizeObserver });
}

// Every class list joined without merging (lib/class-join.ts) is checked while the tests render:
// a list in which a later class overrides an earlier one (merging would change it) must use cn.
jest.mock("@/lib/class-join", () => {
  const actual = jest.requireActual<typeof import("@/lib/class-join")>("@/lib/class-join");
  const { cx } = actual;
  const { mergeClasses } = jest.requireActual<typeof import("@/lib/class-merge")>("@/lib/class-merge");
  return {
    ...actual,
    cx: (...inputs: Parameters<typeof cx>) => {
      const joined = cx(...inputs);
      if (mergeClasses(joined) !== joined) throw new Error(`cx: classes that override one another need cn: "${joined}"`);
      return joined;
    },
  };
});
