/**
 * @jest-environment jsdom
 */
// Code fetched after the page is on screen and reached through a ref (the voice commands, the
// recogniser, the read-aloud runtime) arrives without drawing the screen again: on the editor,
// every such render was a render of the whole editor.
import { act, render, renderHook, waitFor } from "@testing-library/react";
import { loadedModule, useModuleAfterLoadQuietly } from "@/lib/hooks/use-module-after-load";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useModuleAfterLoadQuietly", () => {
  it("hands the module over once it arrives, without rendering again", async () => {
    const fetched = deferred<{ name: string }>();
    const load = () => fetched.promise;
    const arrived = jest.fn();
    let renders = 0;
    function Reader() {
      renders++;
      useModuleAfterLoadQuietly(load, arrived);
      return null;
    }
    render(<Reader />);
    const before = renders;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5)); // the fetch starts in a task of its own
      fetched.resolve({ name: "commands" });
    });
    await waitFor(() => expect(arrived).toHaveBeenCalledWith({ name: "commands" }));
    expect(renders).toBe(before);
    expect(loadedModule(load)).toEqual({ name: "commands" });
  });

  it("gives a later mount the module at once, and undoes what arriving set up on unmount", () => {
    const runtime = { name: "runtime" };
    const load = () => Promise.resolve(runtime);
    const first = renderHook(() => useModuleAfterLoadQuietly(load));
    return waitFor(() => expect(loadedModule(load)).toBe(runtime)).then(() => {
      first.unmount();
      const undo = jest.fn();
      const arrived = jest.fn(() => undo);
      const second = renderHook(() => useModuleAfterLoadQuietly(load, arrived));
      expect(arrived).toHaveBeenCalledWith(runtime);
      second.unmount();
      expect(undo).toHaveBeenCalledTimes(1);
    });
  });

  it("says when the fetch failed, and keeps nothing", async () => {
    const load = () => Promise.reject(new Error("ChunkLoadError"));
    const failed = jest.fn();
    const arrived = jest.fn();
    renderHook(() => useModuleAfterLoadQuietly(load, arrived, failed));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(arrived).not.toHaveBeenCalled();
    expect(loadedModule(load)).toBeNull();
  });
});
