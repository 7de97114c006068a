// A duplicated tab starts with a copy of the first tab's sessionStorage (and so its draft slot):
// it must take its own slot, and never claim a draft whose tab is still open.
import { createTabPresence, DraftStore, getTabSlot, TAB_ALIVE_MS, type KeyValueStorage } from "@/lib/drafts/draft-store";

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

function browser() {
  const local = new MemoryStorage();
  let clock = 1_000_000;
  const now = () => clock;
  let n = 0;
  const random = () => (++n) / 1000;
  /** A page: its own presence (heartbeats in the shared localStorage); release() is its pagehide. */
  const page = (name: string) => {
    let release = () => {};
    const presence = createTabPresence(local, { page: name, now, keepAlive: (_beat, r) => void (release = r) });
    return { presence, close: () => release() };
  };
  return { local, now, random, page, tick: (ms: number) => (clock += ms) };
}

const values = (content: string) => ({ title: "T", content, type: "document" });

describe("tab slots", () => {
  it("a duplicated tab takes a fresh slot while the first tab is open", () => {
    const b = browser();
    const firstSession = new MemoryStorage();
    const first = getTabSlot(firstSession, b.random, b.page("first").presence);
    const duplicatedSession = new MemoryStorage();
    duplicatedSession.map = new Map(firstSession.map); // what "Duplicate tab" does
    const second = getTabSlot(duplicatedSession, b.random, b.page("second").presence);
    expect(second).not.toBe(first);
    expect(duplicatedSession.getItem("saywrite:tab-slot")).toBe(second);
  });

  it("a reloaded tab keeps its slot (the old page let go of it)", () => {
    const b = browser();
    const session = new MemoryStorage();
    const before = b.page("before-reload");
    const slot = getTabSlot(session, b.random, before.presence);
    before.close();
    expect(getTabSlot(session, b.random, b.page("after-reload").presence)).toBe(slot);
  });

  it("a tab that crashed (no goodbye) gives its slot up once its heartbeat is old", () => {
    const b = browser();
    const session = new MemoryStorage();
    const slot = getTabSlot(session, b.random, b.page("crashed").presence);
    b.tick(TAB_ALIVE_MS + 1);
    expect(getTabSlot(session, b.random, b.page("restarted").presence)).toBe(slot);
  });
});

describe("claiming another tab's draft", () => {
  it("never takes the draft of a tab that is still open, but takes a closed tab's", () => {
    const b = browser();
    const store = new DraftStore(b.local, "user-1", b.now);
    const open = b.page("open");
    const openSlot = getTabSlot(new MemoryStorage(), b.random, open.presence);
    store.write("doc-1", openSlot, values("the open tab's unsaved words"), { baseVersion: 1 });

    const newSlot = getTabSlot(new MemoryStorage(), b.random, b.page("new").presence);
    expect(store.claim("doc-1", newSlot)).toBeNull();
    expect(store.read("doc-1", openSlot)?.content).toBe("the open tab's unsaved words");

    open.close();
    expect(store.claim("doc-1", newSlot)?.content).toBe("the open tab's unsaved words");
  });
});
