/**
 * @jest-environment jsdom
 */
import { renderHook } from "@testing-library/react";
import { useSaveSource } from "@/components/editor/history/use-save-source";

describe("useSaveSource", () => {
  it("is typed until dictation or an AI change marks it; AI outranks dictation", () => {
    const { result } = renderHook(() => useSaveSource());
    const s = result.current;
    expect(s.read()).toBe("typed");
    s.mark("dictated");
    expect(s.read()).toBe("dictated");
    s.mark("ai");
    s.mark("dictated");
    expect(s.read()).toBe("ai");
  });

  it("a save resets it, unless more came in while the save was on its way", () => {
    const { result } = renderHook(() => useSaveSource());
    const s = result.current;
    s.mark("dictated");
    s.read(); // the save is sent
    s.saved();
    expect(s.read()).toBe("typed");
    s.mark("dictated");
    s.read(); // sent...
    s.mark("ai"); // ...an AI change lands meanwhile
    s.saved();
    expect(s.read()).toBe("ai");
  });
});
