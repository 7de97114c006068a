// Sign-out saves the user's drafts to their account, then clears them from the browser; nothing
// is cleared when a save fails (the user stays signed in), and another user's drafts stay.
import { DraftStore, type KeyValueStorage, type StoredDraft } from "@/lib/drafts/draft-store";
import { saveDraftsBeforeSignOut, type DocumentCalls } from "@/lib/drafts/save-before-sign-out";

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

type Doc = { title: string; content: string; type: string; version: number };

function fakeServer(docs: Record<string, Doc>, options: { offline?: boolean } = {}) {
  const created: Array<{ title: string; content: string }> = [];
  const calls: DocumentCalls = {
    async get(id) {
      if (options.offline) return { status: 0 };
      return docs[id] ? { status: 200, doc: docs[id] } : { status: 404 };
    },
    async update(id, draft: StoredDraft, version) {
      if (options.offline) return { status: 0 };
      if (docs[id].version !== version) return { status: 409 };
      docs[id] = { ...draft, version: version + 1 };
      return { status: 200 };
    },
    async create(title, draft) {
      if (options.offline) return { status: 0 };
      created.push({ title, content: draft.content });
      return { status: 201 };
    },
  };
  return { calls, created };
}

const values = (content: string, title = "My letter") => ({ title, content, type: "letter" });

describe("saving drafts before sign-out", () => {
  it("saves changed documents and new text, then leaves none of the user's drafts behind", async () => {
    const storage = new MemoryStorage();
    const mine = new DraftStore(storage, "me");
    const theirs = new DraftStore(storage, "someone-else");
    mine.write("doc-1", "slot-a", values("edited words"), { baseVersion: 3 });
    mine.write("doc-2", "slot-a", values("moved on", "Report"), { baseVersion: 1 });
    mine.write(null, "slot-a", values("a brand new idea", "Idea"), { baseVersion: null });
    theirs.write("doc-9", "slot-z", values("not mine"), { baseVersion: 1 });
    const server = fakeServer({
      "doc-1": { title: "My letter", content: "old words", type: "letter", version: 3 },
      "doc-2": { title: "Report", content: "changed on another device", type: "letter", version: 2 },
    });

    const result = await saveDraftsBeforeSignOut(storage, "me", server.calls);

    expect(result).toEqual({ saved: 3, unsaved: 0 });
    expect(mine.listAll()).toEqual([]);
    expect(theirs.listAll()).toHaveLength(1);
    expect(server.created).toEqual(
      expect.arrayContaining([
        { title: "Report (unsaved changes)", content: "moved on" },
        { title: "Idea", content: "a brand new idea" },
      ]),
    );
  });

  it("clears nothing when the server cannot be reached", async () => {
    const storage = new MemoryStorage();
    const mine = new DraftStore(storage, "me");
    mine.write("doc-1", "slot-a", values("edited words"), { baseVersion: 3 });
    const result = await saveDraftsBeforeSignOut(storage, "me", fakeServer({}, { offline: true }).calls);
    expect(result).toEqual({ saved: 0, unsaved: 1 });
    expect(mine.listAll()).toHaveLength(1);
  });
});
