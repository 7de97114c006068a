/**
 * @jest-environment jsdom
 */
// Back after "Write" while a new document's first save is on its way shows the editor with its
// words: the next editor puts an entry back for the one before; once the document is saved at its
// own address, Back goes on past that entry, and an editor drawn on that entry later (Forward)
// opens the saved document at its address.
import { renderHook } from "@testing-library/react";
import { useStandInEntry } from "@/components/editor/use-stand-in-entry";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

function backOnto(state: unknown) {
  window.dispatchEvent(new PopStateEvent("popstate", { state }));
}

describe("the entry put back for the editor before Write", () => {
  let back: jest.SpyInstance;
  let replaced: jest.SpyInstance;
  /** The state the editor wrote on the entry it put back (the one Back lands on). */
  const standInState = () => replaced.mock.calls.at(-1)?.[0] as Record<string, unknown>;
  beforeEach(() => {
    window.history.replaceState({ __NA: true }, "", "/editor");
    window.sessionStorage.clear();
    replace.mockClear();
    back = jest.spyOn(window.history, "back").mockImplementation(() => {});
    replaced = jest.spyOn(window.history, "replaceState");
  });
  afterEach(() => {
    back.mockRestore();
    replaced.mockRestore();
  });

  it("is put back under this editor's own entry, at the same address, only while the first save is on its way", () => {
    const before = window.history.length;
    const { rerender } = renderHook(({ active }) => useStandInEntry(active, () => null), { initialProps: { active: false } });
    expect(window.history.length).toBe(before);
    rerender({ active: true });
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ __NA: true }); // this editor's entry, as the router wrote it
    expect(window.location.pathname).toBe("/editor");
    expect(typeof standInState().saywriteStandIn).toBe("string");
  });

  it("Back onto it while the document has no address yet stays there (the editor shows its words)", () => {
    renderHook(() => useStandInEntry(true, () => null));
    backOnto(standInState());
    expect(back).not.toHaveBeenCalled();
  });

  it("Back onto it once the document is saved at its own address goes on to the page before", () => {
    renderHook(() => useStandInEntry(true, () => "doc-1"));
    backOnto({ __NA: true });
    expect(back).not.toHaveBeenCalled(); // another entry: nothing to skip
    backOnto(standInState());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("an editor that has gone skips nothing", () => {
    const { unmount } = renderHook(() => useStandInEntry(true, () => "doc-1"));
    const state = standInState();
    unmount();
    backOnto(state);
    expect(back).not.toHaveBeenCalled();
  });

  it("an editor drawn later on that entry (Forward from the page before) opens the saved document at its address", () => {
    const { unmount } = renderHook(() => useStandInEntry(true, () => "doc-1"));
    const state = standInState();
    unmount(); // the editor leaves with its document saved
    window.history.replaceState(state, "", "/editor"); // Forward lands on the entry put back
    renderHook(() => useStandInEntry(false, () => null));
    expect(replace).toHaveBeenCalledWith("/editor/doc-1");
  });

  it("a fresh Write (an entry with no mark) opens no old document", () => {
    renderHook(() => useStandInEntry(true, () => "doc-1"));
    replace.mockClear();
    window.history.replaceState({ __NA: true }, "", "/editor");
    renderHook(() => useStandInEntry(false, () => null));
    expect(replace).not.toHaveBeenCalled();
  });
});
