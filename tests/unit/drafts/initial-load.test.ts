import { DraftStore } from "@/lib/drafts/draft-store";
import { memoryStorage } from "@/lib/drafts/browser-storage";
import { decideInitialLoad, EMPTY_BASE, EMPTY_VALUES, type InitialLoadInput, type ServerAnswer } from "@/lib/drafts/initial-load";

const SLOT = "tab-a";
const server = (version: number, content = "server text"): ServerAnswer => ({
  state: "found",
  copy: { title: "Notes", content, type: "document", version },
});

function setup() {
  let clock = 1_000;
  const store = new DraftStore(memoryStorage(), "user-1", () => clock++);
  const input = (patch: Partial<InitialLoadInput> = {}): InitialLoadInput => ({
    docId: null,
    server: { state: "pending" },
    slot: SLOT,
    draftSlot: null,
    linkContent: null,
    linkContentPending: false,
    ...patch,
  });
  const decide = (patch: Partial<InitialLoadInput> = {}) => decideInitialLoad(input(patch), store, () => 42);
  return { store, decide };
}

describe("decideInitialLoad: a saved document", () => {
  it("waits for the server", () => {
    expect(setup().decide({ docId: "d1" })).toEqual({ kind: "wait" });
  });

  it("shows the server copy when there is no draft", () => {
    const load = setup().decide({ docId: "d1", server: server(3) });
    expect(load).toMatchObject({ kind: "show", values: { content: "server text" }, base: { version: 3 }, restored: null, conflict: false });
  });

  it("drops a draft that equals the server copy", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "server text", type: "document" }, { baseVersion: 3 });
    expect(decide({ docId: "d1", server: server(3) })).toMatchObject({ kind: "show", restored: null });
    expect(store.read("d1", SLOT)).toBeNull();
  });

  it("restores my unsaved words on top of the version they came from", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "my words", type: "document" }, { baseVersion: 3, pendingSave: true });
    const load = decide({ docId: "d1", server: server(3) });
    expect(load).toMatchObject({ kind: "show", values: { content: "my words" }, base: { version: 3, content: "server text" }, conflict: false });
    expect(load.kind === "show" && load.restored?.pendingSave).toBe(true);
  });

  it("keeps my words but asks first when the server copy moved on", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "my words", type: "document" }, { baseVersion: 2 });
    const load = decide({ docId: "d1", server: server(5, "their words") });
    expect(load).toMatchObject({ kind: "show", values: { content: "my words" }, base: { version: 2, content: "their words" }, conflict: true });
  });

  it("claims the draft another tab left behind", () => {
    const { store, decide } = setup();
    store.write("d1", "tab-closed", { title: "Notes", content: "left behind", type: "document" }, { baseVersion: 3 });
    expect(decide({ docId: "d1", server: server(3) })).toMatchObject({ values: { content: "left behind" } });
    expect(store.read("d1", SLOT)?.content).toBe("left behind");
  });

  it("keeps the words of a deleted document as a new document", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "unsaved words", type: "document" }, { baseVersion: 3 });
    const load = decide({ docId: "d1", server: { state: "missing" } });
    expect(load).toMatchObject({ kind: "show", values: { content: "unsaved words" }, base: EMPTY_BASE, becameNew: true });
    expect(store.read(null, SLOT)?.content).toBe("unsaved words");
  });

  it("is not found when a missing document has no words to keep", () => {
    expect(setup().decide({ docId: "d1", server: { state: "missing" } })).toEqual({ kind: "not-found" });
  });

  it("keeps words typed into the server-drawn copy on top of it, with nothing to restore", () => {
    const typed = { title: "Notes", content: "server text, and more", type: "document" };
    const load = setup().decide({ docId: "d1", server: server(3), typedInFrame: typed });
    expect(load).toMatchObject({ kind: "show", values: typed, base: { version: 3, content: "server text" }, restored: null, otherDraft: null });
  });

  it("keeps words typed into the server-drawn copy and offers the newer draft they would have replaced", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "my unsaved words", type: "document" }, { baseVersion: 3 });
    const typed = { title: "Notes", content: "server text typed at once", type: "document" };
    const load = decide({ docId: "d1", server: server(3), typedInFrame: typed });
    expect(load).toMatchObject({ kind: "show", values: typed, base: { version: 3 }, restored: null, conflict: false });
    expect(load.kind === "show" && load.otherDraft?.content).toBe("my unsaved words");
    // the draft is an unsaved new document of its own now (Open that draft), no longer this document's
    expect(store.read("d1", SLOT)).toBeNull();
    expect(store.read(null, `${SLOT}-${(42).toString(36)}`)?.content).toBe("my unsaved words");
  });

  it("offers the draft when the server cannot answer", () => {
    const { store, decide } = setup();
    store.write("d1", SLOT, { title: "Notes", content: "offline words", type: "document" }, { baseVersion: 3 });
    const load = decide({ docId: "d1", server: { state: "failed" } });
    expect(load.kind === "error" && load.draft?.content).toBe("offline words");
  });
});

describe("decideInitialLoad: a new document", () => {
  it("starts empty", () => {
    expect(setup().decide()).toMatchObject({ kind: "show", values: EMPTY_VALUES, base: EMPTY_BASE, restored: null });
  });

  it("restores this tab's unsaved new document", () => {
    const { store, decide } = setup();
    store.write(null, SLOT, { title: "", content: "a start", type: "letter" }, { baseVersion: null });
    expect(decide()).toMatchObject({ values: { content: "a start", type: "letter" } });
  });

  it("waits for a template being fetched", () => {
    expect(setup().decide({ linkContentPending: true })).toEqual({ kind: "wait" });
  });

  it("opens link text, parking my own unsaved draft and offering another tab's", () => {
    const { store, decide } = setup();
    store.write(null, SLOT, { title: "", content: "mine", type: "document" }, { baseVersion: null });
    store.write(null, "tab-b", { title: "", content: "other tab", type: "document" }, { baseVersion: null });
    const link = { values: { title: "Letter", content: "Dear Sam", type: "letter" }, origin: "template:t1" };
    const load = decide({ linkContent: link });
    expect(load).toMatchObject({ kind: "show", values: link.values, origin: "template:t1", restored: null });
    expect(store.read(null, SLOT)).toBeNull();
    expect(store.read(null, `${SLOT}-${(42).toString(36)}`)?.content).toBe("mine");
    expect(load.kind === "show" && load.otherDraft?.content).toBeTruthy();
  });

  it("a reload of the same link shows what I wrote since", () => {
    const { store, decide } = setup();
    store.write(null, SLOT, { title: "Letter", content: "Dear Sam, hello", type: "letter" }, { baseVersion: null, origin: "template:t1" });
    const load = decide({ linkContent: { values: { title: "Letter", content: "Dear Sam", type: "letter" }, origin: "template:t1" } });
    expect(load).toMatchObject({ values: { content: "Dear Sam, hello" }, origin: "template:t1" });
  });

  it("keeps words typed into the frame and offers the draft they would have replaced", () => {
    const { store, decide } = setup();
    store.write(null, SLOT, { title: "Old", content: "an older draft", type: "letter" }, { baseVersion: null });
    const typed = { title: "", content: "typed at once", type: "document" };
    const load = decide({ typedInFrame: typed });
    expect(load).toMatchObject({ kind: "show", values: typed, restored: null, origin: null });
    expect(load.kind === "show" && load.otherDraft?.content).toBe("an older draft");
    expect(store.read(null, `${SLOT}-${(42).toString(36)}`)?.content).toBe("an older draft");
    expect(store.read(null, SLOT)).toBeNull();
  });

  it("keeps words typed into a link's text, with the link as their origin", () => {
    const link = { values: { title: "Letter", content: "Dear Sam", type: "letter" }, origin: "template:t1" };
    const typed = { ...link.values, content: "Dear Sam, hi" };
    expect(setup().decide({ linkContent: link, typedInFrame: typed })).toMatchObject({ values: typed, origin: "template:t1", otherDraft: null });
  });

  it("?draft= opens that slot's draft in this tab", () => {
    const { store, decide } = setup();
    store.write(null, "tab-b", { title: "", content: "from the other tab", type: "document" }, { baseVersion: null });
    const load = decide({ draftSlot: "tab-b" });
    expect(load).toMatchObject({ values: { content: "from the other tab" }, restored: { slot: SLOT } });
    expect(store.read(null, "tab-b")).toBeNull();
  });

  it("a reload whose page had the first save's answer as it went opens the saved document", () => {
    const { store, decide } = setup();
    expect(decide({ createdBeforeReload: "d9" })).toEqual({ kind: "open-saved", docId: "d9" });
    store.write(null, SLOT, { title: "", content: "", type: "document" }, { baseVersion: null });
    expect(decide({ createdBeforeReload: "d9" })).toEqual({ kind: "open-saved", docId: "d9" });
  });

  it("words still here stay on screen rather than the saved document opening (a draft of this tab, typed ones)", () => {
    const { store, decide } = setup();
    const typed = { title: "", content: "typed at once", type: "document" };
    expect(decide({ createdBeforeReload: "d9", typedInFrame: typed })).toMatchObject({ kind: "show", values: typed });
    store.write(null, SLOT, { title: "", content: "a start", type: "letter" }, { baseVersion: null });
    expect(decide({ createdBeforeReload: "d9" })).toMatchObject({ kind: "show", values: { content: "a start" } });
  });

  it("keeps both drafts when words were typed while ?draft= opens another tab's draft", () => {
    const { store, decide } = setup();
    store.write(null, SLOT, { title: "", content: "my own draft", type: "document" }, { baseVersion: null });
    store.write(null, "tab-b", { title: "", content: "the other tab's draft", type: "document" }, { baseVersion: null });
    const typed = { title: "", content: "typed at once", type: "document" };
    const load = decide({ draftSlot: "tab-b", typedInFrame: typed });
    expect(load).toMatchObject({ kind: "show", values: typed, restored: null });
    expect(load.kind === "show" && load.otherDraft?.content).toBe("the other tab's draft");
    const kept = store.list(null).map((d) => d.content).sort();
    expect(kept).toEqual(["my own draft", "the other tab's draft"]);
  });
});

describe("decideInitialLoad reads the drafts once and moves each one at most once", () => {
  function countingSetup() {
    const inner = memoryStorage();
    const writes: string[] = [];
    const storage = { ...inner, key: inner.key, get length() { return inner.length; }, setItem: (k: string, v: string) => (writes.push(k), inner.setItem(k, v)) };
    const store = new DraftStore(storage, "user-1", () => 1_000);
    writes.length = 0;
    return { store, writes };
  }
  const base = { server: { state: "pending" } as ServerAnswer, slot: SLOT, draftSlot: null, linkContent: null, linkContentPending: false };

  it("a deleted document's draft left by a closed tab goes straight to this tab's new document", () => {
    const { store, writes } = countingSetup();
    store.write("d1", "tab-closed", { title: "Notes", content: "left behind", type: "document" }, { baseVersion: 3 });
    writes.length = 0;
    const load = decideInitialLoad({ ...base, docId: "d1", server: { state: "missing" } }, store, () => 42);
    expect(load).toMatchObject({ kind: "show", values: { content: "left behind" }, becameNew: true });
    expect(writes).toEqual([store.key(null, SLOT)]);
    expect(store.list("d1")).toEqual([]);
  });

  it("a closed tab's draft set aside for words typed in the frame is written once, to its parking slot", () => {
    const { store, writes } = countingSetup();
    store.write(null, "tab-closed", { title: "", content: "left behind", type: "document" }, { baseVersion: null });
    writes.length = 0;
    const typed = { title: "", content: "typed at once", type: "document" };
    const load = decideInitialLoad({ ...base, docId: null, typedInFrame: typed }, store, () => 42);
    expect(load.kind === "show" && load.otherDraft?.content).toBe("left behind");
    expect(writes).toEqual([store.key(null, `${SLOT}-${(42).toString(36)}`)]);
  });
});
