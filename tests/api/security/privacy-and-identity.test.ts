// OIDC identities need a verified email; dictation sessions keep only their figures and go with
// their document; the accessibility profile's "newer wins" holds under concurrent saves.
import { purgeDeletedDocuments } from "@/lib/server/documents/purge-deleted-documents";
import { Client } from "pg";
import { POST as createDocument } from "@/app/api/documents/route";
import { DELETE as deleteDocument } from "@/app/api/documents/[id]/route";
import { POST as recordSession } from "@/app/api/voice/sessions/route";
import { DEFAULT_PROFILE } from "@/lib/accessibility/profile";
import { saveAccessibilitySettings } from "@/lib/server/accessibility/save-accessibility-settings";
import { db } from "@/lib/server/db";
import { linkOidcUser } from "@/lib/server/users/link-oidc-user";
import { callRoute, createUser, disconnectDb, json } from "../support";

afterAll(() => disconnectDb());

const identity = (email: string, emailVerified: boolean) => ({
  provider: "oidc",
  providerAccountId: `sub-${crypto.randomUUID()}`,
  type: "oauth",
  email,
  emailVerified,
});

describe("OIDC email_verified", () => {
  it("never creates a user from an unverified email", async () => {
    const email = `unverified-${Date.now()}@example.test`;
    expect(await linkOidcUser(identity(email, false))).toEqual({ error: "email_unverified" });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("never links a verified identity to a user no provider vouched for", async () => {
    // Such a user exists from before email_verified was required.
    const email = `legacy-${Date.now()}@example.test`;
    await db.user.create({ data: { email } });
    expect(await linkOidcUser(identity(email, true))).toEqual({ error: "email_in_use" });
  });

  it("records that the provider verified the email of a new user", async () => {
    const email = `verified-${Date.now()}@example.test`;
    const result = await linkOidcUser(identity(email, true));
    expect(result).toHaveProperty("userId");
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { emailVerifiedAt: true } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("dictation sessions", () => {
  it("keep no transcript, are hidden with their deleted document, and removed when it is purged", async () => {
    const { cookie } = await createUser();
    const doc = await json<{ id: string }>(
      await callRoute(createDocument, { method: "POST", cookie, body: { title: "Private", content: "my words" } }),
    );
    const res = await callRoute(recordSession, {
      method: "POST",
      cookie,
      body: { durationSeconds: 30, words: 3, documentId: doc.id, transcription: "my private words" },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const row = await db.voiceSession.findUniqueOrThrow({ where: { id }, select: { transcription: true, wordCount: true } });
    expect(row).toEqual({ transcription: null, wordCount: 3 });

    const deleted = await callRoute(deleteDocument, { method: "DELETE", cookie, params: { id: doc.id } });
    expect(deleted.status).toBe(200);
    // kept (hidden) while Undo can still bring the document back; gone once it is purged
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    await purgeDeletedDocuments();
    expect(await db.voiceSession.findUnique({ where: { id } })).toBeNull();
    expect(await db.document.findUnique({ where: { id: doc.id } })).toBeNull();
  });
});

/** Waits until some other session waits on a row lock (the save has reached its write). */
async function waitUntilBlockedOnRowLock(client: Client) {
  for (let i = 0; i < 60; i++) {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("accessibility settings, newer wins", () => {
  it("keeps the newer profile when an older save races a newer one", async () => {
    const { user } = await createUser();
    const newer = { profile: { ...DEFAULT_PROFILE, fontSize: 24 }, updatedAt: "2026-01-01T10:00:05.000Z" };
    const older = { profile: { ...DEFAULT_PROFILE, fontSize: 12 }, updatedAt: "2026-01-01T10:00:00.000Z" };
    // Another device's newer save is in flight: it holds the row, not yet committed.
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query(`UPDATE "users" SET "accessibility_settings" = $1::jsonb WHERE "id" = $2`, [
        JSON.stringify(newer),
        user.id,
      ]);
      const racing = saveAccessibilitySettings(user.id, older, new Date("2026-01-02T00:00:00Z"));
      await waitUntilBlockedOnRowLock(other);
      await other.query("COMMIT");
      const answer = await racing;
      expect(answer.updatedAt).toBe(newer.updatedAt);
    } finally {
      await other.end();
    }
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { accessibilitySettings: true } });
    expect((stored.accessibilitySettings as { updatedAt: string }).updatedAt).toBe(newer.updatedAt);
  });
});
