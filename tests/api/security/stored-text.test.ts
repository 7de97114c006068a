// The storage quota counts everything kept for a user (deleted documents for
// their 30 days, every revision), and saves are rate-limited per user. The attack as the issue
// wrote it: fill the quota, save each document many times, delete, repeat.
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { DELETE as deleteDocumentRoute, PUT as updateDocumentRoute } from "@/app/api/documents/[id]/route";
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import type { DocumentDto } from "@/lib/schemas/documents";
import { callRoute, createUser, disconnectDb, json, withEnv } from "../support";

afterAll(disconnectDb);
beforeEach(() => resetRateLimits());

type Session = Awaited<ReturnType<typeof createUser>>;
const MB = 1024 * 1024;

const create = async (who: Session, content: string) => {
  const res = await callRoute(createDocumentRoute, { method: "POST", url: "/api/documents", cookie: who.cookie, body: { title: "Note", content, type: "document" } });
  expect(res.status).toBe(201);
  return json<DocumentDto>(res);
};
const save = (who: Session, doc: DocumentDto, content: string) =>
  callRoute(updateDocumentRoute, {
    method: "PUT",
    url: `/api/documents/${doc.id}`,
    params: { id: doc.id },
    cookie: who.cookie,
    body: { title: doc.title, content, type: doc.type, version: doc.version },
  });
const remove = (who: Session, doc: DocumentDto) =>
  callRoute(deleteDocumentRoute, { method: "DELETE", url: `/api/documents/${doc.id}`, params: { id: doc.id }, cookie: who.cookie });

/** What the database really holds for the user: documents (deleted too) and revisions, in bytes. */
async function bytesKept(userId: string): Promise<{ documents: number; revisions: number; counter: number }> {
  const [row] = await db.$queryRaw<{ documents: bigint | null; revisions: bigint | null; counter: bigint }[]>`
    SELECT (SELECT SUM(octet_length(content)) FROM documents WHERE user_id = ${userId}) AS documents,
           (SELECT SUM(octet_length(r.content)) FROM document_revisions r JOIN documents d ON d.id = r.document_id WHERE d.user_id = ${userId}) AS revisions,
           (SELECT stored_bytes FROM users WHERE id = ${userId}) AS counter`;
  return { documents: Number(row.documents ?? 0), revisions: Number(row.revisions ?? 0), counter: Number(row.counter) };
}

describe("stored text", () => {
  it(
    "stays within QUOTA_STORED_MB under fill, save many times, delete, repeat; live text and each document's newest revision are kept",
    withEnv({ QUOTA_DOCUMENT_MB: "1", QUOTA_STORED_MB: "2" }, async () => {
      const mallory = await createUser();
      const chunk = (round: number, doc: number, save: number) => `r${round} d${doc} s${save} `.padEnd(240_000, "x");
      let last: DocumentDto[] = [];
      for (let round = 0; round < 3; round++) {
        // Fill the live quota (4 x 240 kB), save each document 6 times, then delete them all.
        const docs = await Promise.all([0, 1, 2, 3].map((d) => create(mallory, chunk(round, d, 0))));
        for (let d = 0; d < docs.length; d++) {
          for (let s = 1; s <= 6; s++) {
            const res = await save(mallory, docs[d], chunk(round, d, s));
            expect(res.status).toBe(200);
            docs[d] = await json<DocumentDto>(res);
          }
        }
        if (round < 2) for (const doc of docs) expect((await remove(mallory, doc)).status).toBe(200);
        last = docs;
      }
      const kept = await bytesKept(mallory.user.id);
      // Without the quota: 3 rounds x 4 documents x 7 copies x 240 kB = about 20 MB.
      expect(kept.documents + kept.revisions).toBeLessThanOrEqual(2 * MB);
      expect(kept.counter).toBe(kept.documents + kept.revisions);
      // Nothing live was lost: the last round's documents hold their last save, with that save as a revision.
      for (const [d, doc] of last.entries()) {
        const row = await db.document.findUniqueOrThrow({ where: { id: doc.id }, select: { content: true, deletedAt: true } });
        expect(row).toEqual({ content: chunk(2, d, 6), deletedAt: null });
        expect(await db.documentRevision.count({ where: { documentId: doc.id, version: doc.version } })).toBe(1);
      }
    }),
    120_000,
  );

  it(
    "keeps a per-user counter that follows every write, delete and purge",
    async () => {
      const sam = await createUser();
      const doc = await create(sam, "héllo");
      expect((await save(sam, doc, "hello there")).status).toBe(200);
      // the document (11 bytes now) and its two revisions (6 + 11)
      expect((await bytesKept(sam.user.id)).counter).toBe(11 + 6 + 11);
      expect((await remove(sam, doc)).status).toBe(200);
      expect((await bytesKept(sam.user.id)).counter).toBe(28);
      await db.document.delete({ where: { id: doc.id } });
      expect((await bytesKept(sam.user.id)).counter).toBe(0);
    },
  );
});

describe("saves per user", () => {
  it(
    "are rate-limited: past SAVE_RATE_LIMIT_PER_MINUTE a save is 429 with Retry-After (the editor retries), other users unaffected",
    withEnv({ SAVE_RATE_LIMIT_PER_MINUTE: "3" }, async () => {
      const [sam, ann] = [await createUser(), await createUser()];
      let doc = await create(sam, "one");
      for (const content of ["two", "three"]) {
        const res = await save(sam, doc, content);
        expect(res.status).toBe(200);
        doc = await json<DocumentDto>(res);
      }
      const limited = await save(sam, doc, "four");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).content).toBe("three");
      await create(ann, "not held up");
    }),
  );
});
