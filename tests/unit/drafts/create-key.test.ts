import { createKeys, randomKey } from "@/lib/drafts/create-key";
import { memoryStorage } from "@/lib/drafts/browser-storage";
import type { KeyValueStorage } from "@/lib/drafts/draft-store";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("a new document's create key", () => {
  it("stays the same for the tab (a reload reads it back) until it is forgotten", () => {
    const session = memoryStorage();
    const random = counter();
    const first = createKeys(session, "user-1", "slot-a", random);
    expect(first.current()).toBe("key-1");
    expect(first.current()).toBe("key-1");
    const afterReload = createKeys(session, "user-1", "slot-a", random);
    expect(afterReload.current()).toBe("key-1");
    afterReload.forget();
    expect(afterReload.current()).toBe("key-2");
  });

  it("tells whether a key is still the tab's, without making one", () => {
    const session = memoryStorage();
    const random = counter();
    const keys = createKeys(session, "user-1", "slot-a", random);
    expect(keys.holds("key-1")).toBe(false);
    expect(keys.current()).toBe("key-1");
    expect(createKeys(session, "user-1", "slot-a", random).holds("key-1")).toBe(true); // the next editor of the tab
    keys.forget();
    expect(keys.holds("key-1")).toBe(false);
    expect(keys.current()).toBe("key-2"); // holds made none
  });

  it("is kept apart per user and per tab slot", () => {
    const session = memoryStorage();
    const random = counter();
    expect(createKeys(session, "user-1", "slot-a", random).current()).toBe("key-1");
    expect(createKeys(session, "user-2", "slot-a", random).current()).toBe("key-2");
    expect(createKeys(session, "user-1", "slot-b", random).current()).toBe("key-3");
  });

  it("lives as long as the page when storage refuses it", () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
      key: () => null,
      length: 0,
    };
    const keys = createKeys(refusing, "user-1", "slot-a", counter());
    expect(keys.current()).toBe("key-1");
    expect(keys.current()).toBe("key-1");
    keys.forget();
    expect(keys.current()).toBe("key-2");
  });

  it("an answered create leaves its document for the next page of the tab (a reload under way), once", () => {
    const session = memoryStorage();
    const random = counter();
    const before = createKeys(session, "user-1", "slot-a", random, "page-1");
    expect(before.current()).toBe("key-1");
    before.created("doc-9");
    expect(before.current()).toBe("key-2"); // the next new document gets a new key
    const reloaded = createKeys(session, "user-1", "slot-a", random, "page-2");
    expect(createKeys(session, "user-1", "slot-b", random, "page-2").takeCreated()).toBeNull(); // another tab
    expect(createKeys(session, "user-2", "slot-a", random, "page-2").takeCreated()).toBeNull(); // another user
    expect(reloaded.takeCreated()).toBe("doc-9");
    expect(reloaded.takeCreated()).toBeNull();
  });

  it("the page that had the answer only drops its own note (it opens a new document later)", () => {
    const session = memoryStorage();
    const page = createKeys(session, "user-1", "slot-a", counter(), "page-1");
    page.created("doc-9");
    expect(page.takeCreated()).toBeNull();
    expect(createKeys(session, "user-1", "slot-a", counter(), "page-2").takeCreated()).toBeNull();
  });

  it("a new document given up drops the note too", () => {
    const session = memoryStorage();
    const page = createKeys(session, "user-1", "slot-a", counter(), "page-1");
    page.created("doc-9");
    page.forget();
    expect(createKeys(session, "user-1", "slot-a", counter(), "page-2").takeCreated()).toBeNull();
  });

  it("keeps one key when storage reads but refuses to write (full)", () => {
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error("quota"); }, removeItem: () => {}, key: () => null, length: 0 };
    const keys = createKeys(full, "user-1", "slot-a", counter());
    expect(keys.current()).toBe("key-1");
    expect(keys.current()).toBe("key-1");
  });

  it("makes a key on a page without crypto.randomUUID (plain http on a school's network, older browsers)", () => {
    const uuid = Object.getOwnPropertyDescriptor(crypto, "randomUUID");
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const key = createKeys(memoryStorage(), "user-1", "slot-a").current();
      expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(randomKey()).not.toBe(randomKey());
    } finally {
      if (uuid) Object.defineProperty(crypto, "randomUUID", uuid);
    }
  });
});
