// Limits that hold under concurrency and at scale: the vocabulary cap with five imports at once,
// per-user quotas on documents (count and size), generated templates and open consultation
// requests (409 quota_exceeded saying how to make room), each user counted apart. The
// concurrent cases prove the locking only on PostgreSQL (CI's DATABASE_URL): the embedded
// database runs one statement at a time, so there they pass with or without it.
import { POST as importVocabularyRoute } from "@/app/api/vocabulary/import/route";
import { POST as createVocabularyRoute } from "@/app/api/vocabulary/route";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { DELETE as deleteDocumentRoute, PUT as updateDocumentRoute } from "@/app/api/documents/[id]/route";
import { POST as restoreDocumentRoute } from "@/app/api/documents/[id]/restore/route";
import { POST as generateTemplateRoute } from "@/app/api/templates/generate/route";
import { DELETE as deleteTemplateRoute } from "@/app/api/templates/[id]/route";
import { POST as createConsultationRoute } from "@/app/api/consultations/route";
import { POST as cancelConsultationRoute } from "@/app/api/consultations/[id]/cancel/route";
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { MAX_VOCABULARY_ENTRIES } from "@/lib/schemas/vocabulary";
import { QUOTA_EXCEEDED_CODE } from "@/lib/schemas/quotas";
import type { DocumentDto } from "@/lib/schemas/documents";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

afterAll(disconnectDb);
beforeEach(() => resetRateLimits());

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string } };

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ phrase: `${prefix}${i}` }));

async function expectQuota(res: Response, message: RegExp) {
  expect(res.status).toBe(409);
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe(QUOTA_EXCEEDED_CODE);
  expect(body.error.message).toMatch(message);
}

const createDoc = (who: Session, content = "Hello there.") =>
  callRoute(createDocumentRoute, { method: "POST", url: "/api/documents", cookie: who.cookie, body: { title: "Note", content, type: "document" } });
const saveDoc = (who: Session, doc: DocumentDto, content: string) =>
  callRoute(updateDocumentRoute, {
    method: "PUT",
    url: `/api/documents/${doc.id}`,
    params: { id: doc.id },
    cookie: who.cookie,
    body: { title: doc.title, content, type: doc.type, version: doc.version },
  });

describe("vocabulary under concurrency", () => {
  it("five imports at once stop together at the 500-entry cap", async () => {
    const sam = await createUser();
    const imports = Array.from({ length: 5 }, (_, n) =>
      callRoute(importVocabularyRoute, { method: "POST", url: "/api/vocabulary/import", cookie: sam.cookie, body: words(`batch${n}x`, 400) }),
    );
    const results = await Promise.all(imports);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const added = (await Promise.all(results.map((r) => json<{ added: number }>(r)))).reduce((sum, r) => sum + r.added, 0);
    expect(added).toBe(MAX_VOCABULARY_ENTRIES);
    expect(await db.vocabularyEntry.count({ where: { userId: sam.user.id } })).toBe(MAX_VOCABULARY_ENTRIES);
  });

  it("ten single adds at once at 495 entries leave exactly 500", async () => {
    const [sam, bob] = [await createUser(), await createUser()];
    await db.vocabularyEntry.createMany({ data: words("seed", 495).map((w) => ({ userId: sam.user.id, phrase: w.phrase, phraseKey: w.phrase })) });
    const adds = await Promise.all(
      words("late", 10).map((body) => callRoute(createVocabularyRoute, { method: "POST", url: "/api/vocabulary", cookie: sam.cookie, body })),
    );
    expect(adds.filter((r) => r.status === 201)).toHaveLength(5);
    expect(adds.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await db.vocabularyEntry.count({ where: { userId: sam.user.id } })).toBe(MAX_VOCABULARY_ENTRIES);
    // another user's list is counted apart
    expect((await callRoute(createVocabularyRoute, { method: "POST", url: "/api/vocabulary", cookie: bob.cookie, body: { phrase: "Siobhan" } })).status).toBe(201);
  });
});

describe("document quotas", () => {
  it(
    "refuses a document past the count with 409 saying how to make room; deleting one makes room; others are not affected",
    withEnv({ QUOTA_DOCUMENTS: "3" }, async () => {
      const [sam, bob] = [await createUser(), await createUser()];
      // five at once with room for three: exactly three are kept
      const made = await Promise.all(Array.from({ length: 5 }, () => createDoc(sam)));
      expect(made.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = made.find((r) => r.status !== 201)!;
      await expectQuota(refused, /^You have 3 documents, the most one account can keep\. Delete documents you no longer need/);
      expect(await db.document.count({ where: { userId: sam.user.id, deletedAt: null } })).toBe(3);
      expect((await createDoc(bob)).status).toBe(201);

      const kept = await json<DocumentDto>(made.find((r) => r.status === 201)!);
      // saving an existing document is not a new one
      expect((await saveDoc(sam, kept, "Hello again.")).status).toBe(200);
      expect((await callRoute(deleteDocumentRoute, { method: "DELETE", url: `/api/documents/${kept.id}`, params: { id: kept.id }, cookie: sam.cookie })).status).toBeLessThan(300);
      expect((await createDoc(sam)).status).toBe(201);

      // Undo of that delete now finds the slot taken: the quota's message, and the document stays
      // deleted (restorable once there is room again)
      const restore = () => callRoute(restoreDocumentRoute, { method: "POST", url: `/api/documents/${kept.id}/restore`, params: { id: kept.id }, cookie: sam.cookie });
      await expectQuota(await restore(), /^You have 3 documents, the most one account can keep\./);
      expect((await db.document.findUnique({ where: { id: kept.id } }))!.deletedAt).not.toBeNull();
      const other = await json<DocumentDto>(made.filter((r) => r.status === 201)[1]); // the first is `kept`
      expect((await callRoute(deleteDocumentRoute, { method: "DELETE", url: `/api/documents/${other.id}`, params: { id: other.id }, cookie: sam.cookie })).status).toBeLessThan(300);
      const back = await restore();
      expect(back.status).toBe(200);
      expect(await json<DocumentDto>(back)).toMatchObject({ id: kept.id, content: "Hello again." });
    }),
  );

  it(
    "refuses text past the size quota, on create and on a save that grows; a save that shrinks always goes through",
    withEnv({ QUOTA_DOCUMENT_MB: "1" }, async () => {
      const sam = await createUser();
      const big = "word ".repeat(120_000); // 600,000 bytes
      const first = await createDoc(sam, big.slice(0, 400_000));
      expect(first.status).toBe(201);
      const doc = await json<DocumentDto>(first);
      const second = await createDoc(sam, big.slice(0, 400_000));
      expect(second.status).toBe(201);
      await expectQuota(await createDoc(sam, big.slice(0, 300_000)), /reached the 1 MB your account can keep\. Delete documents .*, or shorten this one/);
      expect((await createDoc(sam, big.slice(0, 200_000))).status).toBe(201); // 1,000,000 of 1,048,576 bytes
      const grow = await saveDoc(sam, doc, big.slice(0, 499_000));
      await expectQuota(grow, /1 MB/);
      expect(await db.document.findUniqueOrThrow({ where: { id: doc.id }, select: { version: true } })).toEqual({ version: 1 });
      await db.$executeRaw`UPDATE documents SET content = ${big.slice(0, 500_000)} WHERE id = ${doc.id}`; // as if the quota were lowered later
      expect((await saveDoc(sam, doc, "Short now.")).status).toBe(200);
    }),
  );
});

describe("template and consultation quotas", () => {
  it(
    "refuses a generated template past the quota before asking the AI; deleting one of your own makes room",
    withEnv({ QUOTA_TEMPLATES: "2" }, async () => {
      const [sam, bob] = [await createUser(), await createUser()];
      const generate = (who: Session) =>
        callRoute(generateTemplateRoute, { method: "POST", url: "/api/templates/generate", cookie: who.cookie, body: { templateType: "memo", requirements: [] } });
      const made = await Promise.all([generate(sam), generate(sam), generate(sam)]);
      expect(made.map((r) => r.status).sort()).toEqual([201, 201, 409]);
      await expectQuota(made.find((r) => r.status === 409)!, /^You have 2 templates of your own, the most one account can keep\. Delete some of yours \(marked "Yours"\)/);
      expect(await db.template.count({ where: { createdById: sam.user.id } })).toBe(2);

      const mine = await json<{ id: string }>(made.find((r) => r.status === 201)!);
      const builtIn = await db.template.findFirstOrThrow({ where: { isPublic: true }, select: { id: true } });
      const del = (who: Session, id: string) => callRoute(deleteTemplateRoute, { method: "DELETE", url: `/api/templates/${id}`, params: { id }, cookie: who.cookie });
      expect((await del(bob, mine.id)).status).toBe(404);
      expect((await del(sam, builtIn.id)).status).toBe(404);
      expect((await del(sam, mine.id)).status).toBe(204);
      expect((await generate(sam)).status).toBe(201);
    }),
  );

  it(
    "refuses a consultation request past the open-request quota; cancelling one makes room",
    withEnv({ QUOTA_CONSULTATIONS: "2" }, async () => {
      const [sam, bob] = [await createUser(), await createUser()];
      const request = (who: Session) =>
        callRoute(createConsultationRoute, { method: "POST", url: "/api/consultations", cookie: who.cookie, body: { companyName: "Acme Ltd", contactEmail: "hr@acme.test" } });
      const made = await Promise.all([request(sam), request(sam), request(sam), request(sam)]);
      expect(made.filter((r) => r.status === 201)).toHaveLength(2);
      await expectQuota(made.find((r) => r.status === 409)!, /^You have 2 open consultation requests, the most at one time\. Cancel one you no longer need/);
      expect((await request(bob)).status).toBe(201);
      const first = await json<{ id: string }>(made.find((r) => r.status === 201)!);
      expect(
        (await callRoute(cancelConsultationRoute, { method: "POST", url: `/api/consultations/${first.id}/cancel`, params: { id: first.id }, cookie: sam.cookie })).status,
      ).toBe(200);
      expect((await request(sam)).status).toBe(201);
    }),
  );
});
