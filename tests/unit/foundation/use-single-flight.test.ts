/**
 * @jest-environment jsdom
 */
import { renderHook } from "@testing-library/react";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useSingleFlight", () => {
  it("drops a second call while the first is in flight (a double click sends one request)", async () => {
    const { result } = renderHook(() => useSingleFlight());
    const pending = deferred();
    const action = jest.fn(() => pending.promise);
    const first = result.current(action);
    const second = result.current(action);
    expect(action).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe(false);
    pending.resolve();
    await expect(first).resolves.toBe(true);
  });

  it("runs again once the first call has finished, even if it failed", async () => {
    const { result } = renderHook(() => useSingleFlight());
    await expect(result.current(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    const action = jest.fn(() => Promise.resolve());
    await expect(result.current(action)).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("keeps the same function across renders", () => {
    const { result, rerender } = renderHook(() => useSingleFlight());
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
