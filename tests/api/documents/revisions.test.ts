import { POST as createDocument } from "@/app/api/documents/route";
import { PUT as updateDocument } from "@/app/api/documents/[id]/route";
import { GET as listRevisions } from "@/app/api/documents/[id]/revisions/route";
import { GET as getRevision } from "@/app/api/documents/[id]/revisions/[revisionId]/route";
import { POST as restoreRevision } from "@/app/api/documents/[id]/revisions/[revisionId]/restore/route";
import { db } from "@/lib/server/db";
import type { DocumentDto } from "@/lib/schemas/documents";
import type { RevisionDto, RevisionListItem } from "@/lib/schemas/revisions";
import { callRoute, createUser, disconnectDb, json } from "../support";

// Document history: every save keeps a revision; the newest 50 are kept; owner-only.

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

async function create(owner: Session, body: Record<string, unknown>) {
  const res = await callRoute(createDocument, { method: "POST", url: "/api/documents", body, cookie: owner.cookie });
  expect(res.status).toBe(201);
  return json<DocumentDto>(res);
}

async function save(owner: Session, id: string, body: Record<string, unknown>) {
  const res = await callRoute(updateDocument, { method: "PUT", url: `/api/documents/${id}`, body, cookie: owner.cookie, params: { id } });
  expect(res.status).toBe(200);
  return json<DocumentDto>(res);
}

const list = (who: Session | null, id: string) =>
  callRoute(listRevisions, { url: `/api/documents/${id}/revisions`, cookie: who?.cookie, params: { id } });
const getOne = (who: Session | null, id: string, revisionId: string) =>
  callRoute(getRevision, { url: `/api/documents/${id}/revisions/${revisionId}`, cookie: who?.cookie, params: { id, revisionId } });
const restore = (who: Session | null, id: string, revisionId: string, body: unknown) =>
  callRoute(restoreRevision, {
    method: "POST",
    url: `/api/documents/${id}/revisions/${revisionId}/restore`,
    cookie: who?.cookie,
    params: { id, revisionId },
    body,
  });

describe("document revisions API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("keeps a revision for every save with its source, newest first, with a preview and no full content", async () => {
    const doc = await create(alice, { title: "Letter", content: "Dear Sam" }); // no source: typed
    const v2 = await save(alice, doc.id, { title: "Letter", content: "Dear Sam, hello", type: "letter", version: 1, source: "dictated" });
    await save(alice, doc.id, { title: "Letter", content: "Dear Sam, hello.", type: "letter", version: v2.version, source: "ai" });
    const res = await list(alice, doc.id);
    expect(res.status).toBe(200);
    const items = await json<RevisionListItem[]>(res);
    expect(items.map((r) => [r.version, r.source, r.preview])).toEqual([
      [3, "ai", "Dear Sam, hello."],
      [2, "dictated", "Dear Sam, hello"],
      [1, "typed", "Dear Sam"],
    ]);
    expect(items[0]).not.toHaveProperty("content");
    expect(Number.isNaN(Date.parse(items[0].createdAt))).toBe(false);

    const one = await getOne(alice, doc.id, items[2].id);
    expect(one.status).toBe(200);
    expect(await json<RevisionDto>(one)).toMatchObject({ content: "Dear Sam", title: "Letter", version: 1, source: "typed" });
  });

  it("refuses an unknown source with 400 and saves nothing", async () => {
    const doc = await create(alice, { content: "x" });
    const res = await callRoute(updateDocument, {
      method: "PUT",
      url: `/api/documents/${doc.id}`,
      body: { content: "y", version: 1, source: "robot" },
      cookie: alice.cookie,
      params: { id: doc.id },
    });
    expect(res.status).toBe(400);
    expect(await db.documentRevision.count({ where: { documentId: doc.id } })).toBe(1);
  });

  it("is owner-only: another user, a malformed id and an unknown revision get 404; signed out 401", async () => {
    const doc = await create(alice, { content: "secret words" });
    const [rev] = await json<RevisionListItem[]>(await list(alice, doc.id));
    expect((await list(bob, doc.id)).status).toBe(404);
    expect((await getOne(bob, doc.id, rev.id)).status).toBe(404);
    expect((await restore(bob, doc.id, rev.id, { version: 1 })).status).toBe(404);
    expect((await list(alice, "not a valid id!")).status).toBe(404);
    expect((await getOne(alice, doc.id, "bad id!")).status).toBe(404);
    expect((await getOne(alice, doc.id, "unknownrevision")).status).toBe(404);
    // a revision reached through another of the owner's documents is not this document's
    const other = await create(alice, { content: "other" });
    expect((await getOne(alice, other.id, rev.id)).status).toBe(404);
    expect((await list(null, doc.id)).status).toBe(401);
    expect((await getOne(null, doc.id, rev.id)).status).toBe(401);
    expect((await restore(null, doc.id, rev.id, { version: 1 })).status).toBe(401);
    expect((await db.document.findUnique({ where: { id: doc.id } }))!.content).toBe("secret words");
  });

  it("keeps only the newest 50 revisions per document", async () => {
    const doc = await create(alice, { content: "v1" });
    let version = doc.version;
    for (let i = 2; i <= 53; i++) version = (await save(alice, doc.id, { content: `v${i}`, version })).version;
    expect(version).toBe(53);
    const items = await json<RevisionListItem[]>(await list(alice, doc.id));
    expect(items).toHaveLength(50);
    expect(items[0].preview).toBe("v53");
    expect(items.at(-1)!.preview).toBe("v4");
    expect(await db.documentRevision.count({ where: { documentId: doc.id } })).toBe(50);
  });

  it("restore saves the old text as a new version, keeps the current one in the history, and is a revision itself", async () => {
    const doc = await create(alice, { title: "Plan", content: "first draft" });
    const current = await save(alice, doc.id, { title: "Plan v2", content: "second draft", version: 1 });
    const first = (await json<RevisionListItem[]>(await list(alice, doc.id))).find((r) => r.version === 1)!;

    const res = await restore(alice, doc.id, first.id, { version: current.version });
    expect(res.status).toBe(200);
    const restored = await json<DocumentDto>(res);
    expect(restored).toMatchObject({ id: doc.id, title: "Plan", content: "first draft", version: 3 });
    expect(await db.document.findUnique({ where: { id: doc.id } })).toMatchObject({ content: "first draft", version: 3 });

    const items = await json<RevisionListItem[]>(await list(alice, doc.id));
    expect(items.map((r) => [r.version, r.source, r.preview])).toEqual([
      [3, "restored", "first draft"],
      [2, "typed", "second draft"],
      [1, "typed", "first draft"],
    ]);
  });

  it("restore against a stale version is 409 with the server copy and changes nothing", async () => {
    const doc = await create(alice, { content: "one" });
    await save(alice, doc.id, { content: "two", version: 1 });
    const first = (await json<RevisionListItem[]>(await list(alice, doc.id))).find((r) => r.version === 1)!;
    const res = await restore(alice, doc.id, first.id, { version: 1 });
    expect(res.status).toBe(409);
    const body = await json<{ error: { code: string; issues: { current: DocumentDto } } }>(res);
    expect(body.error.code).toBe("version_conflict");
    expect(body.error.issues.current).toMatchObject({ content: "two", version: 2 });
    expect(await db.documentRevision.count({ where: { documentId: doc.id } })).toBe(2);
    expect((await restore(alice, doc.id, first.id, {})).status).toBe(400);
  });
});
