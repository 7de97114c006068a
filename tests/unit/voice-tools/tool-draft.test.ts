import { clearDraft, draftKey, hasDraft, readDraft, writeDraft } from "@/lib/voice-tools/tool-draft";

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe("tool drafts", () => {
  it("round-trips a draft and merges the setup over the defaults", () => {
    const store = memory();
    writeDraft("lecture", { setup: { courseTitle: "Bio" }, transcript: "words", startedAt: 5, endedAt: null, result: null }, store);
    expect(store.map.has(draftKey("lecture"))).toBe(true);
    expect(readDraft("lecture", { courseTitle: "", lecturerName: "" }, store)).toEqual({
      setup: { courseTitle: "Bio", lecturerName: "" },
      transcript: "words",
      phrases: [],
      startedAt: 5,
      endedAt: null,
      result: null,
    });
    expect(hasDraft("lecture", store)).toBe(true);
    expect(hasDraft("meeting", store)).toBe(false);
    clearDraft("lecture", store);
    expect(readDraft("lecture", {}, store)).toBeNull();
    expect(hasDraft("lecture", store)).toBe(false);
  });
  it("keeps the phrases the recogniser sent at each pause, and drops what is not text", () => {
    const store = memory();
    writeDraft("brainstorm", { setup: {}, transcript: "a fun run by the river", phrases: ["a fun run", "by the river"], startedAt: 1, endedAt: null, result: null }, store);
    expect(readDraft("brainstorm", {}, store)?.phrases).toEqual(["a fun run", "by the river"]);
    store.setItem(draftKey("brainstorm"), JSON.stringify({ transcript: "a fun run", phrases: ["a fun run", 7] }));
    expect(readDraft("brainstorm", {}, store)?.phrases).toEqual(["a fun run"]);
  });
  it("ignores broken drafts and storage that throws", () => {
    const store = memory();
    store.setItem(draftKey("meeting"), "{not json");
    expect(readDraft("meeting", {}, store)).toBeNull();
    store.setItem(draftKey("meeting"), JSON.stringify({ transcript: 3 }));
    expect(readDraft("meeting", {}, store)).toBeNull();
    const throwing = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("full"); }, removeItem: () => { throw new Error("x"); } };
    expect(readDraft("meeting", {}, throwing)).toBeNull();
    expect(hasDraft("meeting", throwing)).toBe(false);
    expect(() => writeDraft("meeting", { setup: {}, transcript: "", startedAt: null, endedAt: null, result: null }, throwing)).not.toThrow();
    expect(() => clearDraft("meeting", throwing)).not.toThrow();
  });
});
