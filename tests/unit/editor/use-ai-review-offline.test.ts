/**
 * @jest-environment jsdom
 */
// The word diff loads with the first AI change. When that load fails (the connection dropped
// between the AI's answer and the load), the reader is told, and the text is left as it was.
import { act, renderHook, waitFor } from "@testing-library/react";
import { useAiReview } from "@/components/editor/review/use-ai-review";
import { toast } from "@/lib/toast";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));
jest.mock("@/lib/text/word-diff", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});

describe("useAiReview when the word diff cannot be loaded", () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it("says the suggested changes could not be shown, and changes nothing", async () => {
    const apply = jest.fn();
    const write = jest.fn();
    const { result } = renderHook(() => useAiReview({ read: () => "hello world", apply, write }));
    act(() => result.current.propose("hello world", "Hello, world.", "Fix Punctuation"));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Could not show the suggested changes", variant: "destructive" })),
    );
    expect(result.current.review).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  it("says an automatic fix could not be listed", async () => {
    const { result } = renderHook(() => useAiReview({ read: () => "Hello, world.", apply: jest.fn(), write: jest.fn() }));
    act(() => result.current.recordAutoFix("hello world", "Hello, world."));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Could not list the automatic fix" })));
    expect(result.current.autoFixes).toEqual([]);
  });
});
