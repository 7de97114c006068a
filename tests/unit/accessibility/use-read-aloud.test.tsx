/**
 * @jest-environment jsdom
 */
// The read-aloud runtime arrives after the page is on screen (kept in a ref, not drawn): a request
// made before it is here is read when it arrives, at the rate asked for.
import { act, renderHook, waitFor } from "@testing-library/react";
import { useReadAloud } from "@/lib/accessibility/use-read-aloud";
import { installFakeSpeechSynthesis, type FakeUtterance } from "@/tests/support/fake-speech-synthesis";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));

let spoken: FakeUtterance[] = [];
beforeAll(() => {
  spoken = installFakeSpeechSynthesis();
});

describe("useReadAloud", () => {
  it("reads what was asked before the runtime arrived, at the rate asked for", async () => {
    const { result } = renderHook(() => useReadAloud({ rate: 1.5, highlightInPage: false }));
    let accepted = false;
    act(() => {
      accepted = result.current.speak("Hello there.");
    });
    expect(accepted).toBe(true);
    expect(spoken).toHaveLength(0);
    await waitFor(() => expect(spoken.map((u) => u.text)).toEqual(["Hello there."]));
    expect(spoken[0].rate).toBe(1.5);
    await waitFor(() => expect(result.current.status).toBe("speaking"));
    act(() => spoken[0].onend?.());
    expect(result.current.status).toBe("idle");
  });
});
