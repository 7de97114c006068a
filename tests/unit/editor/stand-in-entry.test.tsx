/**
 * @jest-environment jsdom
 */
// Back after "Write" while a new document's first save is on its way shows the editor with its
// words: the next editor puts an entry back for the one before; once the document is saved at its
// own address, Back goes on past that entry.
import { renderHook } from "@testing-library/react";
import { useStandInEntry } from "@/components/editor/use-stand-in-entry";

function backOnto(state: unknown) {
  window.dispatchEvent(new PopStateEvent("popstate", { state }));
}

describe("the entry put back for the editor before Write", () => {
  let back: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState({ __NA: true }, "", "/editor");
    back = jest.spyOn(window.history, "back").mockImplementation(() => {});
  });
  afterEach(() => back.mockRestore());

  it("is put back under this editor's own entry, at the same address, only while the first save is on its way", () => {
    const before = window.history.length;
    const { rerender } = renderHook(({ active }) => useStandInEntry(active, () => null), { initialProps: { active: false } });
    expect(window.history.length).toBe(before);
    rerender({ active: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ __NA: true }); // this editor's entry, as the router wrote it
    expect(window.location.pathname).toBe("/editor");
  });

  it("Back onto it while the document has no address yet stays there (the editor shows its words)", () => {
    renderHook(() => useStandInEntry(true, () => null));
    backOnto({ __NA: true, saywriteStandIn: true });
    expect(back).not.toHaveBeenCalled();
  });

  it("Back onto it once the document is saved at its own address goes on to the page before", () => {
    renderHook(() => useStandInEntry(true, () => "doc-1"));
    backOnto({ __NA: true });
    expect(back).not.toHaveBeenCalled(); // another entry: nothing to skip
    backOnto({ __NA: true, saywriteStandIn: true });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("an editor that has gone skips nothing", () => {
    const { unmount } = renderHook(() => useStandInEntry(true, () => "doc-1"));
    unmount();
    backOnto({ __NA: true, saywriteStandIn: true });
    expect(back).not.toHaveBeenCalled();
  });
});
