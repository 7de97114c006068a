/** @jest-environment jsdom */
import { isTabMessage, openTabChannel, type TabMessage } from "@/lib/drafts/tab-channel";

const doc = { id: "d1", title: "T", content: "c", type: "document" as const, version: 2, updatedAt: "2026-01-01T00:00:00Z" };

describe("isTabMessage", () => {
  it("accepts our two messages only", () => {
    expect(isTabMessage({ type: "saved", docId: "d1", doc, from: "a" })).toBe(true);
    expect(isTabMessage({ type: "editing", docId: "d1", dirty: true, from: "a" })).toBe(true);
    expect(isTabMessage({ type: "editing", docId: "d1", from: "a" })).toBe(false);
    expect(isTabMessage({ type: "other", docId: "d1", from: "a" })).toBe(false);
    expect(isTabMessage(null)).toBe(false);
  });
});

describe("openTabChannel over BroadcastChannel", () => {
  it("delivers messages to other tabs, not back to the sender", async () => {
    class FakeChannel {
      static all: FakeChannel[] = [];
      onmessage: ((e: MessageEvent) => void) | null = null;
      constructor(readonly name: string) {
        FakeChannel.all.push(this);
      }
      postMessage(data: unknown) {
        for (const c of FakeChannel.all) if (c !== this) c.onmessage?.({ data } as MessageEvent);
      }
      close() {
        FakeChannel.all = FakeChannel.all.filter((c) => c !== this);
      }
    }
    const scope = { BroadcastChannel: FakeChannel } as unknown as typeof globalThis;
    const got: TabMessage[] = [];
    const a = openTabChannel("tab-a", () => got.push({ type: "editing", docId: "x", dirty: true, from: "wrong" }), scope);
    const b = openTabChannel("tab-b", (m) => got.push(m), scope);
    a.post({ type: "saved", docId: "d1", doc, from: "tab-a" });
    expect(got).toEqual([{ type: "saved", docId: "d1", doc, from: "tab-a" }]);
    b.close();
    a.post({ type: "editing", docId: "d1", dirty: true, from: "tab-a" });
    expect(got).toHaveLength(1);
  });
});

describe("openTabChannel over storage events", () => {
  it("reads messages written by another tab", () => {
    const got: TabMessage[] = [];
    const scope = { localStorage: window.localStorage, addEventListener: window.addEventListener.bind(window), removeEventListener: window.removeEventListener.bind(window) } as unknown as typeof globalThis;
    const channel = openTabChannel("tab-b", (m) => got.push(m), scope);
    const message: TabMessage = { type: "editing", docId: "d1", dirty: true, from: "tab-a" };
    window.dispatchEvent(new StorageEvent("storage", { key: "saywrite:tab-message", newValue: JSON.stringify({ message }) }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "{}" }));
    expect(got).toEqual([message]);
    channel.post(message); // writing does not throw and leaves no key behind
    expect(window.localStorage.getItem("saywrite:tab-message")).toBeNull();
    channel.close();
  });
});
