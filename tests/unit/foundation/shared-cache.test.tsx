/**
 * @jest-environment jsdom
 */
// The editor reads and writes without React Query (so the library is not in its first load); the
// other signed-in screens use it. Both share the signed-in shell's cache: a word added in one is
// in the other's list, and a save made in the editor brings the documents list up to date.
import { act, configure, render, screen } from "@testing-library/react";
import { AppProviders } from "@/components/providers/app-providers";
import { useAddVocabulary, useDocumentWrites, useVocabularyList } from "@/lib/queries/direct";
import { useCreateVocabulary, useVocabulary } from "@/lib/queries/vocabulary";
import { useDocumentList } from "@/lib/queries/document-list";
import { documentKeys } from "@/lib/queries/keys";
import { DirectData } from "@/app/(app)/direct-data";

configure({ asyncUtilTimeout: 5000 });

type Entry = { id: string; kind: string; phrase: string };

/** A fake API with a vocabulary list and a documents list; counts the GETs of each. */
function fakeApi() {
  const vocabulary: Entry[] = [{ id: "v1", kind: "word", phrase: "Siobhan" }];
  const documents = [{ id: "d1", title: "Old title" }];
  const reads = { vocabulary: 0, documents: 0 };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    let body: unknown = null;
    if (url === "/api/vocabulary" && method === "GET") {
      reads.vocabulary++;
      body = [...vocabulary];
    } else if (url === "/api/vocabulary" && method === "POST") {
      const input = JSON.parse(String(init?.body)) as Entry;
      body = { ...input, id: `v${vocabulary.length + 1}` };
      vocabulary.push(body as Entry);
    } else if (url === "/api/documents" && method === "GET") {
      reads.documents++;
      body = documents.map((d) => ({ ...d }));
    } else if (url === "/api/documents/d1" && method === "PUT") {
      documents[0].title = (JSON.parse(String(init?.body)) as { title: string }).title;
      body = { ...documents[0], content: "", type: "document", version: 2 };
    }
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: "", text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return reads;
}

const phrases = (list?: Entry[]) => (list ?? []).map((e) => e.phrase).join(", ");

function EditorSide({ onReady }: { onReady: (api: { add: ReturnType<typeof useAddVocabulary>; writes: ReturnType<typeof useDocumentWrites> }) => void }) {
  const list = useVocabularyList();
  onReady({ add: useAddVocabulary(), writes: useDocumentWrites() });
  return <p data-testid="editor-list">{phrases(list.data)}</p>;
}

function VocabularyScreen({ onReady }: { onReady: (create: ReturnType<typeof useCreateVocabulary>) => void }) {
  const list = useVocabulary();
  onReady(useCreateVocabulary());
  return <p data-testid="screen-list">{phrases(list.data)}</p>;
}

function DocumentsScreen() {
  const list = useDocumentList();
  return <p data-testid="documents">{(list.data ?? []).map((d) => d.title).join(", ")}</p>;
}

function DashboardList() {
  const list = useDocumentList();
  return <p data-testid="dashboard">{(list.data ?? []).map((d) => d.title).join(", ")}</p>;
}

describe("the signed-in shell's shared cache", () => {
  it("shows a word added from the editor in My vocabulary, and one added there in the editor", async () => {
    fakeApi();
    let editor!: Parameters<Parameters<typeof EditorSide>[0]["onReady"]>[0];
    let create!: ReturnType<typeof useCreateVocabulary>;
    render(
      <AppProviders>
        <EditorSide onReady={(api) => (editor = api)} />
        <VocabularyScreen onReady={(c) => (create = c)} />
      </AppProviders>,
    );
    expect(await screen.findByText("Siobhan", { selector: "[data-testid=editor-list]" })).toBeTruthy();
    expect(await screen.findByText("Siobhan", { selector: "[data-testid=screen-list]" })).toBeTruthy();

    await act(async () => editor.add.mutate({ kind: "word", phrase: "Aoife" }));
    expect(await screen.findByText("Siobhan, Aoife", { selector: "[data-testid=screen-list]" })).toBeTruthy();
    expect(await screen.findByText("Siobhan, Aoife", { selector: "[data-testid=editor-list]" })).toBeTruthy();

    await act(async () => void (await create.mutateAsync({ kind: "word", phrase: "Niamh" })));
    expect(await screen.findByText("Siobhan, Aoife, Niamh", { selector: "[data-testid=editor-list]" })).toBeTruthy();
  });

  it("reads the documents list again after the editor saves", async () => {
    const reads = fakeApi();
    let editor!: Parameters<Parameters<typeof EditorSide>[0]["onReady"]>[0];
    render(
      <AppProviders>
        <EditorSide onReady={(api) => (editor = api)} />
        <DocumentsScreen />
      </AppProviders>,
    );
    expect(await screen.findByText("Old title")).toBeTruthy();
    await act(async () => void (await editor.writes.update({ id: "d1", title: "New title", content: "", type: "document", version: 1 })));
    expect(await screen.findByText("New title")).toBeTruthy();
    expect(reads.documents).toBe(2);
  });

  it("shows the dashboard's list as the server read it, with no read of its own, and reads it again after the editor saves", async () => {
    const reads = fakeApi();
    let editor!: Parameters<Parameters<typeof EditorSide>[0]["onReady"]>[0];
    const server = [{ id: "d1", title: "Old title", type: "document", updatedAt: "2026-11-29T07:00:00.000Z" }];
    render(
      <AppProviders>
        <DirectData entries={[[documentKeys.all, server]]} readAt={Date.now()}>
          <DashboardList />
        </DirectData>
        <EditorSide onReady={(api) => (editor = api)} />
      </AppProviders>,
    );
    expect(screen.getByTestId("dashboard").textContent).toBe("Old title"); // in the first render
    await act(async () => void (await editor.writes.update({ id: "d1", title: "New title", content: "", type: "document", version: 1 })));
    expect(await screen.findByText("New title", { selector: "[data-testid=dashboard]" })).toBeTruthy();
    expect(reads.documents).toBe(1);
  });

  it("keeps a copy read after the page's own (a page shown again by Back), and takes a newer page's", async () => {
    fakeApi();
    const list = (title: string) => [{ id: "d1", title, type: "document", updatedAt: "2026-11-29T07:00:00.000Z" }];
    const page = (title: string, readAt: number) => (
      <AppProviders>
        <DirectData entries={[[documentKeys.all, list(title)]]} readAt={readAt}>
          <DashboardList />
        </DirectData>
      </AppProviders>
    );
    const { rerender } = render(page("Second read", 2_000));
    rerender(page("First read", 1_000));
    expect(screen.getByTestId("dashboard").textContent).toBe("Second read");
    rerender(page("Third read", 3_000));
    expect(await screen.findByText("Third read")).toBeTruthy();
  });
});
