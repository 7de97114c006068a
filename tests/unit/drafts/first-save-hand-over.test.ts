// A new document's first save answered before or after "Write" (which puts a new editor on view):
// the answer reaches the editor that shows that document, or its draft, and nothing else.
import { createFirstSaveHandOver, type EditorOnView, type SavedCopy, type TabDrafts } from "@/lib/drafts/first-save-hand-over";
import { createKeys } from "@/lib/drafts/create-key";
import { DraftStore } from "@/lib/drafts/draft-store";
import { memoryStorage } from "@/lib/drafts/browser-storage";

const words = { title: "Trip", content: "We leave at nine.", type: "document" };
const saved: SavedCopy = { id: "doc-1", version: 1, ...words };

function tab(): TabDrafts {
  let n = 0;
  return { store: new DraftStore(memoryStorage(), "user-1", () => 1_000), slot: "slot-a", createKeys: createKeys(memoryStorage(), "user-1", "slot-a", () => `key-${++n}`) };
}

/** An editor that shows the tab's new document while `showing` (its create key held by the tab). */
function editor(drafts: TabDrafts, showing = true) {
  const seen: string[] = [];
  const e: EditorOnView<SavedCopy> & { seen: string[]; showing: boolean } = {
    seen,
    showing,
    shows: (key) => e.showing && drafts.createKeys.holds(key),
    take: (doc, sent) => void seen.push(`took ${doc.id} (sent "${sent.content}")`),
    owe: () => void seen.push("owes a save"),
  };
  return e;
}

/** A page whose editor is on view with the tab's new document, its create key made (its first save sent). */
function sent() {
  const handOver = createFirstSaveHandOver<SavedCopy>();
  const drafts = tab();
  const first = editor(drafts);
  const leave = handOver.show(first);
  const key = drafts.createKeys.current();
  /** "Write" (or another page): the editor leaves; `next`, if any, comes on view. */
  const write = (next?: ReturnType<typeof editor>) => {
    leave();
    if (next) handOver.show(next);
    return next;
  };
  return { handOver, drafts, first, key, write };
}

describe("a new document's first save, answered around Write", () => {
  it("answered before Write: the editor that sent it takes it in", () => {
    const { handOver, drafts, first, key } = sent();
    handOver.answered(first, key, saved, words, drafts);
    expect(first.seen).toEqual(['took doc-1 (sent "We leave at nine.")']);
  });

  it("answered after Write, while the next editor shows the same words: that editor takes it in, the one that left does not", () => {
    const { handOver, drafts, first, key, write } = sent();
    drafts.store.write(null, "slot-a", { ...words, content: "We leave at nine. Bring coats." }, { baseVersion: null });
    const next = write(editor(drafts))!;
    handOver.answered(first, key, saved, words, drafts);
    expect(next.seen).toEqual(['took doc-1 (sent "We leave at nine.")']);
    expect(first.seen).toEqual([]);
    expect(drafts.store.read(null, "slot-a")?.content).toBe("We leave at nine. Bring coats."); // the editor's own to move
  });

  it("answered after the editor left for another page: the words written since go to the saved document's draft; the next new document starts empty", () => {
    const { handOver, drafts, first, key, write } = sent();
    drafts.store.write(null, "slot-a", { ...words, content: "We leave at nine. Bring coats." }, { baseVersion: null });
    const documentsPage = write(editor(drafts, false))!; // an editor of a saved document, or none at all
    handOver.answered(first, key, saved, words, drafts);
    expect(documentsPage.seen).toEqual([]);
    expect(drafts.store.read(null, "slot-a")).toBeNull();
    expect(drafts.store.read("doc-1", "slot-a")).toMatchObject({ content: "We leave at nine. Bring coats.", baseVersion: 1 });
    expect(drafts.createKeys.holds(key)).toBe(false);
  });

  it("answered with no editor on view and nothing written since: no draft is left behind", () => {
    const { handOver, drafts, first, key, write } = sent();
    drafts.store.write(null, "slot-a", words, { baseVersion: null });
    write();
    handOver.answered(first, key, saved, words, drafts);
    expect(drafts.store.read(null, "slot-a")).toBeNull();
    expect(drafts.store.read("doc-1", "slot-a")).toBeNull();
  });

  it("answered after the tab's new document became another one (the key was given up): nothing is touched", () => {
    const { handOver, drafts, first, key, write } = sent();
    write();
    drafts.createKeys.forget();
    drafts.store.write(null, "slot-a", { ...words, content: "Another note" }, { baseVersion: null });
    const next = editor(drafts);
    handOver.show(next); // (it does not show the document the key named)
    handOver.answered(first, key, saved, words, drafts);
    expect(next.seen).toEqual([]);
    expect(drafts.store.read(null, "slot-a")?.content).toBe("Another note");
  });
});

describe("a new document's first save that failed around Write", () => {
  it("failed before Write: the editor that sent it owes the save (its own retry)", () => {
    const { handOver, drafts, first, key } = sent();
    expect(handOver.failed(first, key, drafts)).toBe(true);
    expect(first.seen).toEqual(["owes a save"]);
  });

  it("failed after Write: the next editor, showing the same words, owes it; the one that left sends nothing", () => {
    const { handOver, drafts, first, key, write } = sent();
    const next = write(editor(drafts))!;
    expect(handOver.failed(first, key, drafts)).toBe(false);
    expect(next.seen).toEqual(["owes a save"]);
    expect(first.seen).toEqual([]);
  });

  it("failed (offline on the way) with no editor showing it: the draft is marked so that the editor opening it sends it again", () => {
    const { handOver, drafts, first, key, write } = sent();
    drafts.store.write(null, "slot-a", words, { baseVersion: null });
    write();
    expect(handOver.failed(first, key, drafts)).toBe(false);
    expect(drafts.store.read(null, "slot-a")).toMatchObject({ content: "We leave at nine.", pendingSave: true });
    expect(drafts.createKeys.holds(key)).toBe(true); // sent again with the same key: one document
  });
});

describe("a second save of the same new document while its first is on its way", () => {
  it("waits until the first one's answer has been handed over", async () => {
    const { handOver, drafts, first, key, write } = sent();
    const done = handOver.send(key);
    const next = write(editor(drafts))!;
    const order: string[] = [];
    const waiting = handOver.onItsWay(key)!.then(() => order.push("the next save goes on"));
    await Promise.resolve();
    expect(order).toEqual([]);
    handOver.answered(first, key, saved, words, drafts);
    order.push(...next.seen);
    done();
    await waiting;
    expect(order).toEqual(['took doc-1 (sent "We leave at nine.")', "the next save goes on"]);
    expect(handOver.onItsWay(key)).toBeNull();
  });
});

describe("the editor that carries on the last one's new document (Write before its first save is answered)", () => {
  function withNewDocument(e: ReturnType<typeof editor>, key: string | null) {
    return Object.assign(e, { newDocument: () => key });
  }

  it("carries it on when the editor that left showed it, and knows its first save is still on its way", () => {
    const handOver = createFirstSaveHandOver<SavedCopy>();
    const drafts = tab();
    const key = drafts.createKeys.current();
    const first = withNewDocument(editor(drafts), key);
    const leave = handOver.show(first);
    const done = handOver.send(key);
    leave();
    expect(handOver.carriesOn(drafts.createKeys.holds)).toBe(true);
    expect(handOver.onItsWay(key)).not.toBeNull(); // "Still saving…"
    done();
    expect(handOver.onItsWay(key)).toBeNull();
  });

  it("does not for an editor opened later (another page between): that one restores the draft", async () => {
    const handOver = createFirstSaveHandOver<SavedCopy>();
    const drafts = tab();
    const key = drafts.createKeys.current();
    handOver.show(withNewDocument(editor(drafts), key))();
    expect(handOver.carriesOn(drafts.createKeys.holds)).toBe(true); // the editor drawn in the same commit
    await Promise.resolve();
    expect(handOver.carriesOn(drafts.createKeys.holds)).toBe(false);
  });

  it("does not when the editor that left showed a saved document or nothing new", () => {
    const handOver = createFirstSaveHandOver<SavedCopy>();
    const drafts = tab();
    drafts.createKeys.current();
    handOver.show(withNewDocument(editor(drafts), null))();
    expect(handOver.carriesOn(drafts.createKeys.holds)).toBe(false);
  });

  it("does not once the tab's new document is another one (its key given up)", () => {
    const handOver = createFirstSaveHandOver<SavedCopy>();
    const drafts = tab();
    const key = drafts.createKeys.current();
    handOver.show(withNewDocument(editor(drafts), key))();
    drafts.createKeys.forget();
    drafts.createKeys.current();
    expect(handOver.carriesOn(drafts.createKeys.holds)).toBe(false);
  });
});
