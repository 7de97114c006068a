/**
 * @jest-environment jsdom
 */
import { act, renderHook } from "@testing-library/react";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";

describe("useToolSession's phrases", () => {
  it.each(["begin", "reset"] as const)("%s forgets the last session's phrase: the next session's first phrase is not written with it", (how) => {
    const { result } = renderHook(() => useToolSession("meeting", { title: "" }));
    act(() => result.current.begin());
    act(() => result.current.addChunk("our trial period"));
    expect(result.current.transcript).toBe("our trial.");
    act(() => result.current[how]());
    act(() => result.current.begin());
    // the same words typed in the new session: "ends in march" said next must not bring back "period"
    act(() => result.current.setTranscript("our trial."));
    act(() => result.current.addChunk("ends in march"));
    expect(result.current.transcript).toBe("our trial. Ends in march");
  });
});
