/**
 * @jest-environment jsdom
 */
// What Fix Punctuation and Enhance Doc do loads with the first press. When that load fails (the
// connection dropped), the reader is told, and the text is left as it was.
import { act, renderHook } from "@testing-library/react";
import { useAiActions } from "@/components/editor/use-ai-actions";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import { toast } from "@/lib/toast";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));
jest.mock("@/components/editor/ai-action-runs", () => {
  throw new Error("ChunkLoadError: Loading chunk failed");
});

function setup() {
  const doc = { dirty: false, current: () => ({ values: { title: "", content: "hello world", type: "document" }, docId: "d1" }) } as unknown as EditorDocument;
  const replace = jest.fn();
  const save = jest.fn();
  const { result } = renderHook(() => useAiActions({ doc, edits: { cancelAutoFix: jest.fn() }, replace, save }));
  return { result, replace, save };
}

describe("useAiActions when its code cannot be loaded", () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it.each(["fixPunctuation", "enhanceDocument"] as const)("%s says it failed, and changes and saves nothing", async (action) => {
    const { result, replace, save } = setup();
    await act(() => result.current[action]());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Enhancement failed", variant: "destructive" }));
    expect(result.current.fixing || result.current.enhancing).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
