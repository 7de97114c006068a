import { GET as listDocuments, POST as createDocument } from "@/app/api/documents/route";
import { DELETE as deleteDocument, GET as getDocument, PUT as updateDocument } from "@/app/api/documents/[id]/route";
import { db } from "@/lib/server/db";
import { MAX_CONTENT_CHARS, MAX_TITLE_CHARS, type DocumentDto, type DocumentListItem } from "@/lib/schemas/documents";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

async function create(owner: Session, body: Record<string, unknown>) {
  const res = await callRoute(createDocument, { method: "POST", url: "/api/documents", body, cookie: owner.cookie });
  return { res, doc: res.status === 201 ? await json<DocumentDto>(res) : null };
}

function put(owner: Session, id: string, body: unknown) {
  return callRoute(updateDocument, { method: "PUT", url: `/api/documents/${id}`, body, cookie: owner.cookie, params: { id } });
}

describe("documents API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    const res = await callRoute(listDocuments, { url: "/api/documents" });
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("unauthorized");
  });

  describe("POST /api/documents", () => {
    it("creates a document and returns 201 with its id, version 1", async () => {
      const { res, doc } = await create(alice, { title: "My letter", content: "Dear Sam,", type: "letter" });
      expect(res.status).toBe(201);
      expect(doc).toMatchObject({ title: "My letter", content: "Dear Sam,", type: "letter", version: 1 });
      expect(typeof doc!.id).toBe("string");
      const row = await db.document.findUnique({ where: { id: doc!.id } });
      expect(row).toMatchObject({ userId: alice.user.id, title: "My letter", content: "Dear Sam,", type: "letter" });
    });

    it("saves a missing or blank title as 'Untitled Document' and defaults the type", async () => {
      const { doc } = await create(alice, { content: "Hello" });
      expect(doc).toMatchObject({ title: "Untitled Document", type: "document", content: "Hello" });
      const { doc: blank } = await create(alice, { title: "   ", content: "" });
      expect(blank!.title).toBe("Untitled Document");
    });

    it("refuses an unknown type with 400 and the zod issues", async () => {
      const { res } = await create(alice, { title: "x", content: "", type: "poem" });
      expect(res.status).toBe(400);
      const body = await json<{ error: { code: string; issues: { path: string }[] } }>(res);
      expect(body.error.code).toBe("bad_request");
      expect(body.error.issues.map((i) => i.path)).toContain("type");
      expect(await db.document.count({ where: { userId: alice.user.id } })).toBe(0);
    });

    it("refuses a title longer than the limit with 400", async () => {
      const { res } = await create(alice, { title: "t".repeat(MAX_TITLE_CHARS + 1), content: "" });
      expect(res.status).toBe(400);
    });

    it("refuses non-text content with 400", async () => {
      const { res } = await create(alice, { title: "x", content: { html: "<p>" } });
      expect(res.status).toBe(400);
    });

    it("accepts content at the limit and refuses one character more with 413", async () => {
      const { res: ok } = await create(alice, { title: "Long", content: "a".repeat(MAX_CONTENT_CHARS) });
      expect(ok.status).toBe(201);
      const { res: tooLong } = await create(alice, { title: "Longer", content: "a".repeat(MAX_CONTENT_CHARS + 1) });
      expect(tooLong.status).toBe(413);
      expect((await json<{ error: { code: string } }>(tooLong)).error.code).toBe("too_large");
      expect(await db.document.count({ where: { userId: alice.user.id } })).toBe(1);
    });

    it("refuses a body far over the byte limit with 413 before parsing", async () => {
      const { res } = await create(alice, { title: "Huge", content: "a".repeat(MAX_CONTENT_CHARS * 4) });
      expect(res.status).toBe(413);
    });

    it("refuses invalid JSON with 400 and a non-JSON body with 415", async () => {
      const bad = await callRoute(createDocument, {
        method: "POST",
        url: "/api/documents",
        rawBody: "{not json",
        headers: { "content-type": "application/json" },
        cookie: alice.cookie,
      });
      expect(bad.status).toBe(400);
      const form = await callRoute(createDocument, {
        method: "POST",
        url: "/api/documents",
        rawBody: "title=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookie: alice.cookie,
      });
      expect(form.status).toBe(415);
    });

    it("saves a create sent again with its create key into the document the first one made", async () => {
      const key = "draft-7f3a9c";
      const { doc: first } = await create(alice, { title: "Letter", content: "Dear Sam,", createKey: key });
      const { res, doc: again } = await create(alice, { title: "Letter", content: "Dear Sam,", createKey: key });
      expect(res.status).toBe(201);
      expect(again).toMatchObject({ id: first!.id, version: 1 }); // the very same save: nothing written
      const { doc: more } = await create(alice, { title: "Letter", content: "Dear Sam, thank you.", createKey: key });
      expect(more).toMatchObject({ id: first!.id, content: "Dear Sam, thank you.", version: 2 });
      // its answer lost too (the page reloaded at once): the same create again still finds it
      const { doc: replay } = await create(alice, { title: "Letter", content: "Dear Sam, thank you.", createKey: key });
      expect(replay).toMatchObject({ id: first!.id, version: 2 });
      const { doc: later } = await create(alice, { title: "Letter", content: "Dear Sam, thank you. Jo.", createKey: key });
      expect(later).toMatchObject({ id: first!.id, content: "Dear Sam, thank you. Jo.", version: 3 });
      expect(await db.document.count({ where: { userId: alice.user.id } })).toBe(1);
      expect(await db.documentRevision.count({ where: { documentId: first!.id } })).toBe(3);

      // another user's key is theirs alone, and a deleted document is not saved into
      const { doc: bobs } = await create(bob, { title: "Letter", content: "Hi", createKey: key });
      expect(bobs!.id).not.toBe(first!.id);
      await callRoute(deleteDocument, { method: "DELETE", url: `/api/documents/${first!.id}`, cookie: alice.cookie, params: { id: first!.id } });
      const { doc: fresh } = await create(alice, { title: "Letter", content: "Dear Sam,", createKey: key });
      expect(fresh!.id).not.toBe(first!.id);

      // a document changed since its create (renamed elsewhere) is not written over by a repeat
      const renamedKey = "draft-2b8e41";
      const { doc: made } = await create(alice, { title: "Plan", content: "Step one.", createKey: renamedKey });
      const renamed = await callRoute(updateDocument, {
        method: "PUT",
        url: `/api/documents/${made!.id}`,
        body: { title: "Plan (final)", content: "Step one.", version: 1 },
        cookie: alice.cookie,
        params: { id: made!.id },
      });
      expect(renamed.status).toBe(200);
      const { doc: repeat } = await create(alice, { title: "Plan", content: "Step one. Step two.", createKey: renamedKey });
      expect(repeat!.id).not.toBe(made!.id);
      expect(await db.document.findUnique({ where: { id: made!.id }, select: { title: true, content: true } })).toEqual({ title: "Plan (final)", content: "Step one." });

      const { res: bad } = await create(alice, { title: "x", content: "", createKey: "not a key!" });
      expect(bad.status).toBe(400);
    });
  });

  describe("GET /api/documents", () => {
    it("lists only the user's documents, newest first, with id, title, type, updatedAt", async () => {
      const { doc: first } = await create(alice, { title: "First", content: "one" });
      const { doc: second } = await create(alice, { title: "Second", content: "two", type: "email" });
      await create(bob, { title: "Bob's", content: "secret" });
      // Touch the first so it becomes the newest.
      await put(alice, first!.id, { title: "First (edited)", content: "one!", type: "document", version: 1 });

      const res = await callRoute(listDocuments, { url: "/api/documents", cookie: alice.cookie });
      expect(res.status).toBe(200);
      const list = await json<DocumentListItem[]>(res);
      expect(list.map((d) => d.title)).toEqual(["First (edited)", "Second"]);
      expect(Object.keys(list[0]).sort()).toEqual(["id", "title", "type", "updatedAt"]);
      expect(list[1]).toMatchObject({ id: second!.id, type: "email" });
      expect(new Date(list[0].updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].updatedAt).getTime());
    });

    it("is an empty list for a new user", async () => {
      const res = await callRoute(listDocuments, { url: "/api/documents", cookie: bob.cookie });
      expect(await json(res)).toEqual([]);
    });
  });

  describe("GET /api/documents/{id}", () => {
    it("returns the owner's document", async () => {
      const { doc } = await create(alice, { title: "Mine", content: "words", type: "report" });
      const res = await callRoute(getDocument, { url: `/api/documents/${doc!.id}`, cookie: alice.cookie, params: { id: doc!.id } });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(doc);
    });

    it("is 404 for another user's document, a missing id and a malformed id", async () => {
      const { doc } = await create(alice, { title: "Private", content: "secret words" });
      for (const id of [doc!.id, "does-not-exist", "bad id!"]) {
        const res = await callRoute(getDocument, { url: `/api/documents/x`, cookie: bob.cookie, params: { id } });
        expect(res.status).toBe(404);
        const body = await json<{ error: { code: string; message: string } }>(res);
        expect(body.error.code).toBe("not_found");
        expect(JSON.stringify(body)).not.toContain("secret");
      }
    });

    it("reads a stored type outside the six as 'general'", async () => {
      const row = await db.document.create({ data: { userId: alice.user.id, title: "Old", content: "", type: "memo" } });
      const res = await callRoute(getDocument, { url: `/api/documents/${row.id}`, cookie: alice.cookie, params: { id: row.id } });
      expect((await json<DocumentDto>(res)).type).toBe("general");
      const list = await json<DocumentListItem[]>(await callRoute(listDocuments, { url: "/api/documents", cookie: alice.cookie }));
      expect(list.find((d) => d.id === row.id)?.type).toBe("general");
    });
  });

  describe("PUT /api/documents/{id}", () => {
    it("saves and bumps the version", async () => {
      const { doc } = await create(alice, { title: "Draft", content: "a" });
      const res = await put(alice, doc!.id, { title: "Final", content: "a b c", type: "resume", version: 1 });
      expect(res.status).toBe(200);
      const saved = await json<DocumentDto>(res);
      expect(saved).toMatchObject({ id: doc!.id, title: "Final", content: "a b c", type: "resume", version: 2 });
      expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(doc!.updatedAt).getTime());
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ title: "Final", version: 2 });
    });

    it("answers a stale save with 409 and the server copy, and changes nothing", async () => {
      const { doc } = await create(alice, { title: "Shared", content: "original" });
      // Tab A saves first.
      expect((await put(alice, doc!.id, { title: "Shared", content: "from tab A", type: "document", version: 1 })).status).toBe(200);
      // Tab B still holds version 1.
      const res = await put(alice, doc!.id, { title: "Shared", content: "from tab B", type: "document", version: 1 });
      expect(res.status).toBe(409);
      const body = await json<{ error: { code: string; message: string; issues: { current: DocumentDto } } }>(res);
      expect(body.error.code).toBe("version_conflict");
      expect(body.error.message).toBe("This document was changed somewhere else (another tab or device).");
      expect(body.error.issues.current).toMatchObject({ id: doc!.id, content: "from tab A", version: 2 });
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ content: "from tab A", version: 2 });
    });

    it("lets only one of two simultaneous saves of the same version win", async () => {
      const { doc } = await create(alice, { title: "Race", content: "start" });
      const results = await Promise.all(
        ["one", "two", "three"].map((content) => put(alice, doc!.id, { title: "Race", content, type: "document", version: 1 })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const row = await db.document.findUnique({ where: { id: doc!.id } });
      expect(row!.version).toBe(2);
    });

    it("is 404 for another user's document and leaves it unchanged", async () => {
      const { doc } = await create(alice, { title: "Alice's", content: "keep" });
      const res = await put(bob, doc!.id, { title: "Hacked", content: "gone", type: "document", version: 1 });
      expect(res.status).toBe(404);
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ title: "Alice's", content: "keep", version: 1 });
    });

    it("validates the body: version required, type enum, content limit", async () => {
      const { doc } = await create(alice, { title: "V", content: "" });
      expect((await put(alice, doc!.id, { title: "V", content: "x", type: "document" })).status).toBe(400);
      expect((await put(alice, doc!.id, { title: "V", content: "x", type: "novel", version: 1 })).status).toBe(400);
      expect((await put(alice, doc!.id, { title: "V", content: "x", type: "document", version: 0 })).status).toBe(400);
      const big = await put(alice, doc!.id, { title: "V", content: "x".repeat(MAX_CONTENT_CHARS + 1), type: "document", version: 1 });
      expect(big.status).toBe(413);
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ content: "", version: 1 });
    });

    it("refuses a cross-site save", async () => {
      const { doc } = await create(alice, { title: "CSRF", content: "safe" });
      const res = await callRoute(updateDocument, {
        method: "PUT",
        url: `/api/documents/${doc!.id}`,
        body: { title: "x", content: "evil", type: "document", version: 1 },
        cookie: alice.cookie,
        params: { id: doc!.id },
        headers: { origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ content: "safe" });
    });
  });

  describe("DELETE /api/documents/{id}", () => {
    it("deletes the owner's document (kept for Undo until purged), then it is 404", async () => {
      const { doc } = await create(alice, { title: "Bye", content: "" });
      const res = await callRoute(deleteDocument, { method: "DELETE", url: `/api/documents/${doc!.id}`, cookie: alice.cookie, params: { id: doc!.id } });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ id: doc!.id, title: "Bye" });
      expect((await db.document.findUnique({ where: { id: doc!.id } }))!.deletedAt).not.toBeNull();
      const again = await callRoute(deleteDocument, { method: "DELETE", url: `/api/documents/${doc!.id}`, cookie: alice.cookie, params: { id: doc!.id } });
      expect(again.status).toBe(404);
    });

    it("is 404 for another user's document and keeps it", async () => {
      const { doc } = await create(alice, { title: "Keep me", content: "" });
      const res = await callRoute(deleteDocument, { method: "DELETE", url: `/api/documents/${doc!.id}`, cookie: bob.cookie, params: { id: doc!.id } });
      expect(res.status).toBe(404);
      expect(await db.document.findUnique({ where: { id: doc!.id } })).toMatchObject({ deletedAt: null });
    });
  });
});
