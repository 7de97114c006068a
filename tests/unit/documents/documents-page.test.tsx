/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

// The machine running tests may be busy; queries wait up to 5 s for the fake API.
configure({ asyncUtilTimeout: 5000 });
import { AppProviders } from "@/components/providers/app-providers";
import { DirectData } from "@/app/(app)/direct-data";
import { documentKeys } from "@/lib/queries/keys";
import { DocumentsPage } from "@/components/documents/documents-page";
import { Toaster } from "@/components/ui/toaster";
import type { DocumentDto } from "@/lib/schemas/documents";

// the rows' links navigate with the app router (IntentLink): none is followed here
jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

// A tiny in-memory documents API behind a fake fetch (jsdom has no Response class).
type Call = { method: string; url: string; body?: Record<string, unknown> };

function fakeServer(initial: DocumentDto[]) {
  const docs = new Map(initial.map((d) => [d.id, { ...d }]));
  const deleted = new Map<string, DocumentDto>();
  const calls: Call[] = [];
  let nextId = 1;
  const reply = (status: number, body: unknown) => {
    const text = body === null ? "" : JSON.stringify(body);
    return { ok: status < 400, status, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const id = url.split("/")[3];
    if (url === "/api/documents" && method === "GET") {
      const list = [...docs.values()]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(({ id, title, type, updatedAt }) => ({ id, title, type, updatedAt }));
      return reply(200, list);
    }
    if (url === "/api/documents" && method === "POST") {
      const doc = { id: `new-${nextId++}`, version: 1, updatedAt: new Date().toISOString(), ...body } as DocumentDto;
      docs.set(doc.id, doc);
      return reply(201, doc);
    }
    if (url.endsWith("/restore") && method === "POST") {
      const gone = deleted.get(id);
      if (!gone) return reply(404, { error: { code: "not_found", message: "Not found." } });
      deleted.delete(id);
      docs.set(id, gone);
      return reply(200, gone);
    }
    const doc = docs.get(id);
    if (!doc) return reply(404, { error: { code: "not_found", message: "Not found." } });
    if (method === "GET") return reply(200, doc);
    if (method === "PUT") {
      if (body.version !== doc.version) return reply(409, { error: { code: "version_conflict", message: "x", issues: { current: doc } } });
      const saved = { ...doc, ...body, version: doc.version + 1, updatedAt: new Date().toISOString() };
      docs.set(id, saved);
      return reply(200, saved);
    }
    if (method === "DELETE") {
      docs.delete(id);
      deleted.set(id, doc);
      return reply(200, { id, title: doc.title, deletedAt: new Date().toISOString(), restorableUntil: new Date().toISOString() });
    }
    return reply(405, null);
  }) as unknown as typeof fetch;
  return { docs, calls };
}

const doc = (id: string, title: string, content: string, minutesAgo: number): DocumentDto => ({
  id,
  title,
  content,
  type: "document",
  version: 1,
  updatedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

function renderPage() {
  return render(
    <AppProviders>
      <DocumentsPage />
      <Toaster />
    </AppProviders>,
  );
}

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

describe("DocumentsPage", () => {
  it("shows the empty state", async () => {
    fakeServer([]);
    renderPage();
    expect(await screen.findByRole("link", { name: "Create First Document" })).toHaveAttribute("href", "/editor");
  });

  it("shows the list the page read on the server in its first render, with no read of its own", async () => {
    const server = fakeServer([doc("a", "Older", "x", 60), doc("b", "Newer", "y", 5)]);
    const list = [...server.docs.values()].reverse().map(({ id, title, type, updatedAt }) => ({ id, title, type, updatedAt }));
    render(
      <AppProviders>
        <DirectData entries={[[documentKeys.all, list]]} readAt={Date.now()}>
          <DocumentsPage />
        </DirectData>
      </AppProviders>,
    );
    expect(screen.getAllByTestId("document-row").map((r) => within(r).getByRole("link").textContent)).toEqual(["Newer", "Older"]);
    expect(screen.getByTestId("documents-count")).toHaveTextContent("2 documents, newest first");
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(server.calls).toEqual([]);
  });

  it("says when the list cannot be read, and Try again reads it", async () => {
    const server = fakeServer([doc("a", "Draft", "", 5)]);
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => ({ ok: false, status: 503, statusText: "", text: async () => "", json: async () => ({}) })) as unknown as typeof fetch;
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your documents. Please check your connection and try again.");
    global.fetch = realFetch;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Draft" })).toBeInTheDocument();
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/documents"]);
  });

  it("lists documents newest first with relative times and open links", async () => {
    fakeServer([doc("a", "Older", "x", 60 * 30), doc("b", "Newer", "y", 5)]);
    renderPage();
    const rows = await screen.findAllByTestId("document-row");
    expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual(["Newer", "Older"]);
    expect(rows[0]).toHaveTextContent("Just now");
    expect(rows[1]).toHaveTextContent("1 day ago");
    expect(within(rows[0]).getByRole("link")).toHaveAttribute("href", "/editor/b");
    expect(screen.getByTestId("documents-count")).toHaveTextContent("2 documents");
  });

  it("renames inline, keeping the text and sending the loaded version", async () => {
    const server = fakeServer([doc("a", "Draft", "my words", 5)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Rename “Draft”" }));
    const input = await screen.findByLabelText("New title for “Draft”");
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: "Final" } });
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByRole("link", { name: "Final" })).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === "PUT")!;
    expect(put.body).toEqual({ title: "Final", content: "my words", type: "document", version: 1 });
    expect(server.docs.get("a")).toMatchObject({ title: "Final", content: "my words", version: 2 });
  });

  it("Escape cancels a rename without saving", async () => {
    const server = fakeServer([doc("a", "Draft", "", 5)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Rename “Draft”" }));
    const input = await screen.findByLabelText("New title for “Draft”");
    fireEvent.change(input, { target: { value: "Nope" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(await screen.findByRole("link", { name: "Draft" })).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("a rename after a change elsewhere keeps that change (retries on the server copy)", async () => {
    const server = fakeServer([doc("a", "Draft", "old text", 5)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Rename “Draft”" }));
    // Another tab saves new text between our read and our save.
    const realFetch = global.fetch;
    let intercepted = false;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!intercepted && init?.method === "PUT") {
        intercepted = true;
        const d = server.docs.get("a")!;
        server.docs.set("a", { ...d, content: "text from tab B", version: d.version + 1 });
      }
      return realFetch(input, init);
    }) as unknown as typeof fetch;
    const input = await screen.findByLabelText("New title for “Draft”");
    fireEvent.change(input, { target: { value: "Renamed" } });
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByRole("link", { name: "Renamed" })).toBeInTheDocument();
    expect(server.docs.get("a")).toMatchObject({ title: "Renamed", content: "text from tab B", version: 3 });
  });

  it("deletes after confirmation and Undo brings the same document back", async () => {
    const server = fakeServer([doc("a", "Keep", "", 10), doc("b", "Shopping", "milk, bread", 5)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Shopping”" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Shopping”?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete document" }));
    await waitFor(() => expect(screen.getAllByTestId("document-row")).toHaveLength(1));
    expect(server.docs.has("b")).toBe(false);
    const undo = await screen.findByRole("button", { name: "Undo" });
    await act(async () => fireEvent.click(undo));
    await waitFor(() => expect(screen.getAllByTestId("document-row")).toHaveLength(2));
    expect(server.docs.get("b")).toMatchObject({ title: "Shopping", content: "milk, bread", version: 1 });
    expect(screen.getByRole("link", { name: "Shopping" })).toHaveAttribute("href", "/editor/b");
    expect(server.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`)).toEqual([
      "DELETE /api/documents/b",
      "POST /api/documents/b/restore",
    ]);
  });

  it("cancelling the confirmation deletes nothing", async () => {
    const server = fakeServer([doc("a", "Keep", "", 10)]);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Keep”" }));
    fireEvent.click(await screen.findByRole("button", { name: "Keep document" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.method === "DELETE")).toBe(false);
  });
});
