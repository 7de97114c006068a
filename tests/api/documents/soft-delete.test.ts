import { GET as listDocuments, POST as createDocument } from "@/app/api/documents/route";
import { DELETE as deleteDocument, GET as getDocument, PUT as updateDocument } from "@/app/api/documents/[id]/route";
import { POST as restoreDocument } from "@/app/api/documents/[id]/restore/route";
import { POST as enhanceDocument } from "@/app/api/documents/[id]/enhance/route";
import { GET as listRevisions } from "@/app/api/documents/[id]/revisions/route";
import { GET as getRevision } from "@/app/api/documents/[id]/revisions/[revisionId]/route";
import { POST as restoreRevision } from "@/app/api/documents/[id]/revisions/[revisionId]/restore/route";
import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { GET as listSessions, POST as recordSession } from "@/app/api/voice/sessions/route";
import { db } from "@/lib/server/db";
import { DELETED_DOCUMENT_RETENTION_DAYS, type DeletedDocumentDto, type DocumentDto, type DocumentListItem } from "@/lib/schemas/documents";
import type { RevisionListItem } from "@/lib/schemas/revisions";
import type { DashboardStats } from "@/lib/schemas/dashboard";
import type { VoiceSessionDto } from "@/lib/schemas/voice-sessions";
import { callRoute, createUser, disconnectDb, json } from "../support";

// Delete keeps the document restorable (same id, link, text, version, history) until the
// retention period ends; while deleted it is "not found" everywhere; then it is purged.

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
const DAY_MS = 24 * 60 * 60 * 1000;

async function create(owner: Session, body: Record<string, unknown>) {
  const res = await callRoute(createDocument, { method: "POST", url: "/api/documents", body, cookie: owner.cookie });
  expect(res.status).toBe(201);
  return json<DocumentDto>(res);
}

const byId = (handler: Parameters<typeof callRoute>[0], method: string, suffix = "") => (who: Session, id: string, body?: unknown) =>
  callRoute(handler, { method, url: `/api/documents/${id}${suffix}`, cookie: who.cookie, params: { id }, body });
const get = byId(getDocument, "GET");
const put = byId(updateDocument, "PUT");
const remove = byId(deleteDocument, "DELETE");
const restore = byId(restoreDocument, "POST", "/restore");
const enhance = byId(enhanceDocument, "POST", "/enhance");
const revisions = byId(listRevisions, "GET", "/revisions");

async function list(who: Session) {
  const res = await callRoute(listDocuments, { url: "/api/documents", cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await json<DocumentListItem[]>(res)).map((d) => d.id);
}

async function stats(who: Session) {
  const res = await callRoute(getStats, { url: "/api/dashboard/stats?tz=UTC", cookie: who.cookie });
  expect(res.status).toBe(200);
  return json<DashboardStats>(res);
}

async function sessions(who: Session) {
  const res = await callRoute(listSessions, { url: "/api/voice/sessions?limit=50", cookie: who.cookie });
  return (await json<VoiceSessionDto[]>(res)).map((s) => s.documentId);
}

const recordOn = (who: Session, documentId: string) =>
  callRoute(recordSession, { method: "POST", url: "/api/voice/sessions", body: { durationSeconds: 60, words: 9, documentId }, cookie: who.cookie });

/** A document with three saves (versions 1-3, three revisions). */
async function documentWithHistory(owner: Session, title: string) {
  const doc = await create(owner, { title, content: "first words", type: "letter" });
  let version = doc.version;
  for (const content of ["first words and more", "first words and more. The end."]) {
    const res = await put(owner, doc.id, { title, content, type: "letter", version, source: "dictated" });
    expect(res.status).toBe(200);
    version = (await json<DocumentDto>(res)).version;
  }
  const res = await get(owner, doc.id);
  return json<DocumentDto>(res);
}

describe("deleting and restoring a document", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("delete answers what Undo needs, and the document is then not found anywhere", async () => {
    const doc = await documentWithHistory(alice, "Letter to Sam");
    const other = await create(alice, { title: "Other", content: "two words" });
    const revs = await json<RevisionListItem[]>(await revisions(alice, doc.id));
    expect(await recordOn(alice, doc.id)).toHaveProperty("status", 201);
    const before = await stats(alice);
    expect(before.totals).toMatchObject({ documents: 2, wordsWritten: 8, dictationSessions: 1 });

    const res = await remove(alice, doc.id);
    expect(res.status).toBe(200);
    const deleted = await json<DeletedDocumentDto>(res);
    expect(deleted).toMatchObject({ id: doc.id, title: "Letter to Sam" });
    const kept = Date.parse(deleted.restorableUntil) - Date.parse(deleted.deletedAt);
    expect(kept).toBe(DELETED_DOCUMENT_RETENTION_DAYS * DAY_MS);
    expect(Math.abs(Date.parse(deleted.deletedAt) - Date.now())).toBeLessThan(60_000);

    expect(await list(alice)).toEqual([other.id]);
    expect((await get(alice, doc.id)).status).toBe(404);
    const save = await put(alice, doc.id, { title: "x", content: "lost?", type: "letter", version: doc.version });
    expect(save.status).toBe(404);
    expect((await enhance(alice, doc.id)).status).toBe(404);
    expect((await revisions(alice, doc.id)).status).toBe(404);
    const revisionId = revs[0].id;
    const oneRevision = await callRoute(getRevision, { url: `/x`, cookie: alice.cookie, params: { id: doc.id, revisionId } });
    expect(oneRevision.status).toBe(404);
    const putBack = await callRoute(restoreRevision, {
      method: "POST",
      url: `/x`,
      cookie: alice.cookie,
      params: { id: doc.id, revisionId },
      body: { version: doc.version },
    });
    expect(putBack.status).toBe(404);
    expect((await recordOn(alice, doc.id)).status).toBe(404);
    expect(await sessions(alice)).toEqual([]);
    expect((await remove(alice, doc.id)).status).toBe(404); // already deleted

    const after = await stats(alice);
    expect(after.totals).toMatchObject({ documents: 1, wordsWritten: 2, dictationSessions: 0, dictationMinutes: 0 });
    expect(after.recentActivity.map((a) => a.href).filter(Boolean)).toEqual([`/editor/${other.id}`]);

    // nothing was removed yet: the failed save wrote nothing
    const row = await db.document.findUnique({ where: { id: doc.id }, include: { revisions: true } });
    expect(row).toMatchObject({ content: doc.content, version: 3 });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.revisions).toHaveLength(3);
  });

  it("restore brings back the same id, title, content, type, version, history and place in the list", async () => {
    const older = await create(alice, { title: "Older", content: "" });
    const doc = await documentWithHistory(alice, "Letter to Sam");
    const newer = await create(alice, { title: "Newer", content: "" });
    const revs = await json<RevisionListItem[]>(await revisions(alice, doc.id));
    expect(await recordOn(alice, doc.id)).toHaveProperty("status", 201);
    expect((await remove(alice, doc.id)).status).toBe(200);

    const res = await restore(alice, doc.id);
    expect(res.status).toBe(200);
    expect(await json<DocumentDto>(res)).toEqual(doc);
    expect(await json<DocumentDto>(await get(alice, doc.id))).toEqual(doc);
    expect(await list(alice)).toEqual([newer.id, doc.id, older.id]);
    expect(await json<RevisionListItem[]>(await revisions(alice, doc.id))).toEqual(revs);
    expect(await sessions(alice)).toEqual([doc.id]);
    expect((await stats(alice)).totals).toMatchObject({ documents: 3, dictationSessions: 1 });

    // an editor that had it open saves on as before, against the version it loaded
    const save = await put(alice, doc.id, { title: doc.title, content: "Back again.", type: "letter", version: doc.version });
    expect(save.status).toBe(200);
    expect(await json<DocumentDto>(save)).toMatchObject({ id: doc.id, version: doc.version + 1, content: "Back again." });
  });

  it("restore of a document that is not deleted is 409; of an unknown or malformed id 404", async () => {
    const doc = await create(alice, { title: "Here", content: "" });
    const res = await restore(alice, doc.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: { code: "not_deleted", message: "This document is not deleted, so there is nothing to restore." } });
    expect((await restore(alice, "c0000000000000000000nothing")).status).toBe(404);
    expect((await restore(alice, "not an id!")).status).toBe(404);
    expect((await restore(alice, "x".repeat(65))).status).toBe(404);
  });

  it("another user's document, deleted or not, is 404 to restore, delete and open, and stays as it was", async () => {
    const live = await create(alice, { title: "Alice's live", content: "mine" });
    const gone = await create(alice, { title: "Alice's deleted", content: "mine too" });
    expect((await remove(alice, gone.id)).status).toBe(200);
    for (const id of [live.id, gone.id]) {
      for (const res of [await restore(bob, id), await remove(bob, id), await get(bob, id)]) {
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("mine");
      }
    }
    expect(await list(alice)).toEqual([live.id]);
    expect((await db.document.findUnique({ where: { id: gone.id } }))!.deletedAt).not.toBeNull();
    expect((await restore(alice, gone.id)).status).toBe(200);
  });
});

describe("purging deleted documents", () => {
  let alice: Session;
  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
  });

  async function deletedDaysAgo(title: string, days: number) {
    const doc = await documentWithHistory(alice, title);
    expect((await remove(alice, doc.id)).status).toBe(200);
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date(Date.now() - days * DAY_MS), updatedAt: doc.updatedAt } });
    return doc;
  }

  it("the next delete removes documents deleted more than the retention period ago, with their history, and keeps recent ones", async () => {
    const recent = await deletedDaysAgo("Recently deleted", DELETED_DOCUMENT_RETENTION_DAYS - 1);
    const expired = await deletedDaysAgo("Long gone", DELETED_DOCUMENT_RETENTION_DAYS + 1);
    // past the period it cannot come back, whether or not the purge has run yet
    expect((await restore(alice, expired.id)).status).toBe(404);
    expect(await db.document.count({ where: { id: expired.id } })).toBe(1);

    const trigger = await create(alice, { title: "Trigger", content: "" });
    expect((await remove(alice, trigger.id)).status).toBe(200);

    expect(await db.document.count({ where: { id: expired.id } })).toBe(0);
    expect(await db.documentRevision.count({ where: { documentId: expired.id } })).toBe(0);
    expect(await db.documentRevision.count({ where: { documentId: recent.id } })).toBe(3);
    const back = await restore(alice, recent.id);
    expect(back.status).toBe(200);
    expect(await json<DocumentDto>(back)).toEqual(recent);
    expect((await restore(alice, trigger.id)).status).toBe(200);
  });
});
