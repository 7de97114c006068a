import { GET as listVocabulary, POST as createEntry } from "@/app/api/vocabulary/route";
import { DELETE as deleteEntry, PATCH as updateEntry } from "@/app/api/vocabulary/[id]/route";
import { POST as importVocabulary } from "@/app/api/vocabulary/import/route";
import { db } from "@/lib/server/db";
import { MAX_VOCABULARY_ENTRIES, type VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string }[] } };

const add = (owner: Session, body: unknown) => callRoute(createEntry, { method: "POST", url: "/api/vocabulary", body, cookie: owner.cookie });
const patch = (owner: Session, id: string, body: unknown) =>
  callRoute(updateEntry, { method: "PATCH", url: `/api/vocabulary/${id}`, body, cookie: owner.cookie, params: { id } });
const remove = (owner: Session, id: string) =>
  callRoute(deleteEntry, { method: "DELETE", url: `/api/vocabulary/${id}`, cookie: owner.cookie, params: { id } });
const list = async (owner: Session) => json<VocabularyEntryDto[]>(await callRoute(listVocabulary, { url: "/api/vocabulary", cookie: owner.cookie }));
const importFile = (owner: Session, body: unknown) =>
  callRoute(importVocabulary, { method: "POST", url: "/api/vocabulary/import", body, cookie: owner.cookie });

describe("vocabulary API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session, on every route", async () => {
    expect((await callRoute(listVocabulary, { url: "/api/vocabulary" })).status).toBe(401);
    expect((await callRoute(createEntry, { method: "POST", url: "/api/vocabulary", body: { phrase: "x" } })).status).toBe(401);
    expect((await callRoute(importVocabulary, { method: "POST", url: "/api/vocabulary/import", body: [] })).status).toBe(401);
  });

  it("adds words and shortcuts, lists only the owner's, A to Z", async () => {
    const word = await add(alice, { kind: "word", phrase: "  Siobhan " });
    expect(word.status).toBe(201);
    expect(await json(word)).toMatchObject({ kind: "word", phrase: "Siobhan", expansion: null });
    const shortcut = await add(alice, { kind: "shortcut", phrase: "my address", expansion: "12 High Street" });
    expect(shortcut.status).toBe(201);
    await add(bob, { phrase: "estoppel" });
    expect((await list(alice)).map((e) => e.phrase)).toEqual(["my address", "Siobhan"]);
    expect((await list(bob)).map((e) => e.phrase)).toEqual(["estoppel"]);
  });

  it("refuses invalid entries with 400 and the zod issues", async () => {
    const cases: Array<[unknown, string]> = [
      [{ phrase: "" }, "phrase"],
      [{ phrase: "x".repeat(101) }, "phrase"],
      [{ phrase: "!!!" }, "phrase"],
      [{ kind: "shortcut", phrase: "sig" }, "expansion"],
      [{ kind: "shortcut", phrase: "sig", expansion: "y".repeat(2001) }, "expansion"],
      [{ kind: "spell", phrase: "x" }, "kind"],
    ];
    for (const [body, path] of cases) {
      const res = await add(alice, body);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.issues?.map((i) => i.path)).toContain(path);
    }
    expect(await db.vocabularyEntry.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("keeps one entry per phrase (any case): 409", async () => {
    await add(alice, { phrase: "Siobhan" });
    const again = await add(alice, { phrase: "SIOBHAN" });
    expect(again.status).toBe(409);
    expect((await add(bob, { phrase: "Siobhan" })).status).toBe(201); // per user
  });

  it("keeps at most 500 entries", async () => {
    await db.vocabularyEntry.createMany({
      data: Array.from({ length: MAX_VOCABULARY_ENTRIES }, (_, i) => ({ userId: alice.user.id, phrase: `w${i}`, phraseKey: `w${i}` })),
    });
    const res = await add(alice, { phrase: "one more" });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/500/);
  });

  it("changes and deletes only the owner's entries; another user's is 404", async () => {
    const entry = await json<VocabularyEntryDto>(await add(alice, { phrase: "siobhan" }));
    expect((await patch(bob, entry.id, { phrase: "Mine" })).status).toBe(404);
    expect((await remove(bob, entry.id)).status).toBe(404);
    expect((await patch(alice, "not-an-id!", { phrase: "x" })).status).toBe(404);

    const changed = await patch(alice, entry.id, { phrase: "Siobhán" });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ phrase: "Siobhán", kind: "word" });
    expect((await patch(alice, entry.id, { kind: "shortcut" })).status).toBe(400); // a shortcut needs its text
    expect((await patch(alice, entry.id, { kind: "shortcut", expansion: "Siobhán Murphy" })).status).toBe(200);
    expect((await patch(alice, entry.id, {})).status).toBe(400);

    expect((await remove(alice, entry.id)).status).toBe(204);
    expect((await remove(alice, entry.id)).status).toBe(404);
    expect(await db.vocabularyEntry.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("imports a JSON file, skipping phrases already there and repeats, and says how many", async () => {
    await add(alice, { phrase: "Siobhan" });
    const res = await importFile(alice, {
      saywrite: "vocabulary",
      entries: [
        { kind: "word", phrase: "siobhan" },
        { kind: "word", phrase: "estoppel" },
        { kind: "shortcut", phrase: "my address", expansion: "12 High Street" },
        { kind: "word", phrase: "Estoppel" },
      ],
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ added: 2, skipped: 2 });
    expect((await list(alice)).map((e) => e.phrase)).toEqual(["estoppel", "my address", "Siobhan"]);
    expect(await list(bob)).toEqual([]);
    // a bare array works too
    expect(await json(await importFile(bob, [{ phrase: "Zoë" }]))).toEqual({ added: 1, skipped: 0 });
  });

  it("refuses an invalid import file as a whole (400), adding nothing", async () => {
    const res = await importFile(alice, { entries: [{ phrase: "fine" }, { kind: "shortcut", phrase: "broken" }] });
    expect(res.status).toBe(400);
    expect((await importFile(alice, { entries: "nope" })).status).toBe(400);
    expect(await db.vocabularyEntry.count({ where: { userId: alice.user.id } })).toBe(0);
  });
});
