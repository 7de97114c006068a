/**
 * @jest-environment jsdom
 */
// "Never lose a word": a save that fails on the way retries on a back-off timer (5 s, 10 s, ...)
// until it reaches the server, and a restored draft whose save never arrived is sent again on
// open. Fake timers drive the back-off; a fake fetch plays the server.
import { act, renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";
import { useDocumentSave } from "@/components/editor/use-document-save";
import type { EditorDocument } from "@/components/editor/use-editor-document";

type Sent = { method: string; url: string; body: Record<string, unknown> };

/** A server that is unreachable for the first `failures` requests, then saves. */
function flakyServer(failures: number) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    sent.push({ method: init?.method ?? "GET", url: String(url), body });
    if (sent.length <= failures) throw new TypeError("Failed to fetch");
    const text = JSON.stringify({ id: "doc-1", ...body, version: Number(body.version ?? 0) + 1, updatedAt: new Date().toISOString() });
    return { ok: true, status: 200, statusText: "", text: async () => text, json: async () => JSON.parse(text) } as Response;
  }) as typeof fetch;
  return sent;
}

function fakeDoc(content: string, options: { pendingSave?: boolean; owed?: number; stillSaving?: boolean } = {}) {
  const values = { title: "Notes", content, type: "document" };
  const doc = {
    status: "ready",
    pendingSave: options.pendingSave ?? false,
    owed: options.owed ?? 0,
    stillSaving: options.stillSaving ?? false,
    dirty: true,
    current: () => ({ docId: "doc-1", values, base: { title: "Notes", content: "", type: "document", version: 3 } }),
    acceptSaved: jest.fn(),
    markSavePending: jest.fn(() => true),
    isOnView: () => true,
    keepMine: jest.fn(),
    keepBoth: jest.fn(),
  };
  return doc as typeof doc & EditorDocument;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** Lets the fake fetch's promises and React's updates run. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => {});
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("a failed save", () => {
  it("keeps the draft pending and retries after 5 s, then 10 s, until the words reach the server", async () => {
    const sent = flakyServer(2);
    const doc = fakeDoc("every word I said");
    const { result } = renderHook(() => useDocumentSave(doc), { wrapper });

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe("failed");
    expect(doc.markSavePending).toHaveBeenCalled();
    expect(sent).toHaveLength(1);

    await advance(4_999);
    expect(sent).toHaveLength(1); // not before the back-off
    await advance(1);
    expect(sent).toHaveLength(2); // first retry (fails again)
    await advance(9_999);
    expect(sent).toHaveLength(2); // the second wait is longer
    await advance(1);
    expect(sent).toHaveLength(3);

    expect(sent[2]).toMatchObject({ method: "PUT", url: "/api/documents/doc-1", body: { content: "every word I said", version: 3 } });
    expect(doc.acceptSaved).toHaveBeenCalledWith(expect.objectContaining({ content: "every word I said" }), expect.objectContaining({ content: "every word I said" }), undefined); // an update: no create key
    expect(result.current.failure).toBeNull();
    await advance(120_000);
    expect(sent).toHaveLength(3); // saved: no more retries
  });
});

describe("a restored draft whose save never reached the server", () => {
  it("is sent again as soon as the editor opens", async () => {
    const sent = flakyServer(0);
    const doc = fakeDoc("words typed before the browser closed", { pendingSave: true });
    renderHook(() => useDocumentSave(doc), { wrapper });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "PUT", body: { content: "words typed before the browser closed" } });
    expect(doc.acceptSaved).toHaveBeenCalled();
  });

  it("is not sent when nothing was pending", async () => {
    const sent = flakyServer(0);
    renderHook(() => useDocumentSave(fakeDoc("clean")), { wrapper });
    await settle();
    expect(sent).toHaveLength(0);
  });
});

describe("a save another editor sent, failed after it left (Write while a first save was on its way)", () => {
  it("is sent by the editor that owes it, by itself: at once, then on its own back-off until it arrives", async () => {
    const sent = flakyServer(2);
    let doc = fakeDoc("Train at nine. Bring snacks.");
    const { rerender } = renderHook(() => useDocumentSave(doc), { wrapper });
    await settle();
    expect(sent).toHaveLength(0);

    doc = Object.assign(fakeDoc("Train at nine. Bring snacks."), { owed: 1, pendingSave: true });
    rerender();
    await settle();
    expect(sent).toHaveLength(1); // at once (it fails: offline)
    await advance(5_000);
    expect(sent).toHaveLength(2); // its own back-off
    await advance(10_000);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ body: { content: "Train at nine. Bring snacks." } });
    expect(doc.acceptSaved).toHaveBeenCalled();
  });

  it("is sent when the browser is online again, without waiting for the back-off", async () => {
    const sent = flakyServer(1);
    let doc = fakeDoc("Train at nine.");
    const { rerender } = renderHook(() => useDocumentSave(doc), { wrapper });
    doc = Object.assign(fakeDoc("Train at nine."), { owed: 1, pendingSave: true });
    rerender();
    await settle();
    expect(sent).toHaveLength(1);
    await act(async () => void window.dispatchEvent(new Event("online")));
    await settle();
    expect(sent).toHaveLength(2);
    expect(doc.acceptSaved).toHaveBeenCalled();
  });
});

describe("the editor that carries on a first save still on its way (Write while it was sent)", () => {
  it("reads as saving (Save shows \"Saving...\") until that save is answered, and sends nothing itself", async () => {
    const sent = flakyServer(0);
    let doc = fakeDoc("Train at nine.", { stillSaving: true });
    const { result, rerender } = renderHook(() => useDocumentSave(doc), { wrapper });
    await settle();
    expect(result.current.saving).toBe(true);
    doc = fakeDoc("Train at nine.");
    rerender();
    expect(result.current.saving).toBe(false);
    expect(sent).toHaveLength(0);
  });
});
