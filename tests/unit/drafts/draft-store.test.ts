import {
  decideRestore,
  DraftStore,
  getTabSlot,
  isBlankDraft,
  parseDraft,
  type KeyValueStorage,
  type StoredDraft,
} from "@/lib/drafts/draft-store";

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  failWrites = false;
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
    if (this.failWrites) throw new DOMException("full", "QuotaExceededError");
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const values = (content: string, title = "T", type = "letter") => ({ title, content, type });

function setup() {
  const storage = new MemoryStorage();
  let clock = 1_000;
  const now = () => clock;
  const store = new DraftStore(storage, "user-1", now);
  return { storage, store, tick: (ms: number) => (clock += ms) };
}

describe("DraftStore", () => {
  it("writes and reads a draft per document and tab slot", () => {
    const { store } = setup();
    expect(store.write("doc1", "tabA", values("hello"), { baseVersion: 3 })).toBe(true);
    expect(store.read("doc1", "tabA")).toMatchObject({
      docId: "doc1",
      slot: "tabA",
      content: "hello",
      title: "T",
      type: "letter",
      baseVersion: 3,
      pendingSave: false,
      savedAt: 1_000,
    });
    expect(store.read("doc1", "tabB")).toBeNull();
    expect(store.read("doc2", "tabA")).toBeNull();
    store.remove("doc1", "tabA");
    expect(store.read("doc1", "tabA")).toBeNull();
  });

  it("keeps new-document drafts apart from saved ones", () => {
    const { store } = setup();
    store.write(null, "tabA", values("unsaved"), { baseVersion: null });
    expect(store.read(null, "tabA")?.content).toBe("unsaved");
    expect(store.key(null, "tabA")).toBe("saywrite:draft:user-1:new:tabA");
  });

  it("never shows one user's draft to another user of the same browser", () => {
    const { storage, store } = setup();
    store.write("doc1", "tabA", values("private"), { baseVersion: 1 });
    const other = new DraftStore(storage, "user-2");
    expect(other.read("doc1", "tabA")).toBeNull();
    expect(other.list("doc1")).toEqual([]);
    expect(other.claim("doc1", "tabA")).toBeNull();
  });

  it("two tabs keep separate drafts of the same document", () => {
    const { store, tick } = setup();
    store.write("doc1", "tabA", values("from A"), { baseVersion: 1 });
    tick(10);
    store.write("doc1", "tabB", values("from B"), { baseVersion: 1 });
    expect(store.list("doc1").map((d) => d.content)).toEqual(["from B", "from A"]);
  });

  it("claims this tab's draft first, else the newest left by a closed tab", () => {
    const { store, tick } = setup();
    store.write("doc1", "old", values("older"), { baseVersion: 1 });
    tick(10);
    store.write("doc1", "crashed", values("newest"), { baseVersion: 1, pendingSave: true });
    const claimed = store.claim("doc1", "mine");
    expect(claimed).toMatchObject({ content: "newest", slot: "mine", pendingSave: true });
    expect(store.read("doc1", "mine")?.content).toBe("newest");
    expect(store.read("doc1", "crashed")).toBeNull();
    store.write("doc1", "mine", values("own"), { baseVersion: 1 });
    expect(store.claim("doc1", "mine")?.content).toBe("own");
  });

  it("reports a refused write instead of throwing", () => {
    const { storage, store } = setup();
    storage.failWrites = true;
    expect(store.write("doc1", "tabA", values("x"), { baseVersion: 1 })).toBe(false);
  });

  it("prunes old and unreadable drafts, and leaves other keys alone", () => {
    const { storage, store, tick } = setup();
    store.write("doc1", "a", values("old"), { baseVersion: 1 });
    tick(31 * 24 * 3600 * 1000);
    store.write("doc2", "a", values("fresh"), { baseVersion: 1 });
    storage.setItem("saywrite:draft:user-1:doc3:a", "{not json");
    storage.setItem("accessibility-profile", "{}");
    store.prune();
    expect(store.read("doc1", "a")).toBeNull();
    expect(store.read("doc2", "a")?.content).toBe("fresh");
    expect(storage.getItem("saywrite:draft:user-1:doc3:a")).toBeNull();
    expect(storage.getItem("accessibility-profile")).toBe("{}");
  });
});

describe("DraftStore.move", () => {
  it("moves a new document's draft to its saved id, keeping the origin", () => {
    const { store } = setup();
    store.write(null, "tabA", values("text"), { baseVersion: null, origin: "tpl" });
    const draft = store.read(null, "tabA")!;
    const moved = store.move(draft, "doc9", "tabA");
    expect(moved).toMatchObject({ docId: "doc9", slot: "tabA", content: "text" });
    expect(store.read(null, "tabA")).toBeNull();
    expect(store.read("doc9", "tabA")).toMatchObject({ content: "text", origin: "tpl" });
  });
});

describe("parseDraft", () => {
  it("rejects anything that is not a v1 draft", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("nope")).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, title: "", content: "", type: "" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, title: "", content: 3, type: "" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, title: "a", content: "b", type: "c" }))).toMatchObject({
      docId: null,
      baseVersion: null,
      pendingSave: false,
    });
  });
});

describe("decideRestore", () => {
  const draft = (over: Partial<StoredDraft>): StoredDraft => ({
    v: 1,
    docId: "doc1",
    slot: "s",
    title: "T",
    content: "mine",
    type: "document",
    baseVersion: 2,
    pendingSave: false,
    origin: null,
    savedAt: 0,
    ...over,
  });
  const server = { title: "T", content: "server", type: "document", version: 2 };

  it("nothing to restore without a draft, or when it equals the server copy", () => {
    expect(decideRestore(null, server)).toEqual({ kind: "none" });
    expect(decideRestore(draft({ content: "server" }), server)).toEqual({ kind: "none" });
  });

  it("restores local changes made on top of the same server version", () => {
    expect(decideRestore(draft({}), server).kind).toBe("restore");
    expect(decideRestore(draft({ title: "New title", content: "server" }), server).kind).toBe("restore");
  });

  it("asks when the server copy changed since the draft was written", () => {
    expect(decideRestore(draft({}), { ...server, version: 3 }).kind).toBe("conflict");
  });

  it("restores a new document's draft unless it is blank", () => {
    expect(decideRestore(draft({ docId: null, baseVersion: null }), null).kind).toBe("restore");
    expect(decideRestore(draft({ docId: null, content: " ", title: "" }), null)).toEqual({ kind: "none" });
    expect(isBlankDraft({ title: "", content: "\n", type: "document" })).toBe(true);
  });
});

describe("getTabSlot", () => {
  it("keeps one slot per tab across reloads", () => {
    const session = new MemoryStorage();
    const a = getTabSlot(session, () => 0.123);
    expect(getTabSlot(session, () => 0.999)).toBe(a);
    expect(getTabSlot(new MemoryStorage(), () => 0.999)).not.toBe(a);
    expect(getTabSlot(null, () => 0.5)).toBeTruthy();
  });
});
