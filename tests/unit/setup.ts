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
