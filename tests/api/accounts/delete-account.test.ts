// Delete my account: every table of the database (read from PostgreSQL itself, so a table added
// later is checked too) is searched for the person's id and email before and after; after, none
// has a row naming them. Another person's rows stay.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/password";
import { DELETE as deleteWithPassword } from "@/app/api/account/route";
import { POST as requestDeleteLink } from "@/app/api/account/delete-link/route";
import { POST as deleteWithLink } from "@/app/api/auth/delete-account/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { issueEmailToken } from "@/lib/server/account/email-tokens";
import { startSignInSession } from "@/lib/server/account/sign-in-sessions";
import { callRoute, json, sessionCookieFor } from "../support";
import { linkOf } from "../../support/e2e-mail";
import { tokenOf, withTestMailServer } from "./mail-setup";

const { smtp } = withTestMailServer();
let pool: Pool;
beforeAll(() => {
  pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(() => pool.end());

const knownNeedles = new Map<string, string[]>();

/**
 * Every table with the number of its rows that name, in any column, the person's id or email or
 * one of their documents (revisions name only their document).
 */
async function rowsNaming(id: string, email: string): Promise<Record<string, number>> {
  const documents = await db.document.findMany({ where: { userId: id, deletedAt: undefined }, select: { id: true } });
  // after the deletion their documents cannot be listed: keep the ids found before
  const all = [...new Set([...(knownNeedles.get(id) ?? []), id, email, ...documents.map((d) => d.id)])];
  knownNeedles.set(id, all);
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
  );
  expect(tables.length).toBeGreaterThanOrEqual(20);
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${table_name}" t WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(lower(row_to_json(t)::text), lower(needle)) > 0)`,
      [all],
    );
    out[table_name] = Number(rows[0].n);
  }
  return out;
}

/** A person with a row in every table that can hold one of theirs. */
async function personWithEverything(password: string) {
  const email = `leaver-${randomUUID()}@example.test`;
  const user = await db.user.create({
    data: { email, firstName: "Lee", passwordHash: await hashPassword(password), accessibilitySettings: { fontSize: 20 } },
  });
  const friend = await db.user.create({ data: { email: `friend-${randomUUID()}@example.test`, referredById: user.id } });
  const doc = await db.document.create({ data: { userId: user.id, title: "My essay", content: "Words I wrote." } });
  await db.documentRevision.create({ data: { documentId: doc.id, title: "My essay", content: "Words", type: "document", version: 1 } });
  await db.voiceSession.create({ data: { userId: user.id, documentId: doc.id, transcription: "spoken words" } });
  await db.vocabularyEntry.create({ data: { userId: user.id, phrase: "Siobhan", phraseKey: "siobhan" } });
  await db.gameProgress.create({ data: { userId: user.id, gameType: "spelling" } });
  await db.template.create({ data: { name: "Mine", category: "custom", createdById: user.id, isPublic: false } });
  await db.consultation.create({ data: { userId: user.id, companyName: "Acme", contactEmail: email } });
  const program = await db.trainingProgram.findFirst({ include: { modules: { take: 1 } } });
  if (program) await db.userTrainingProgress.create({ data: { userId: user.id, programId: program.id, moduleId: program.modules[0]?.id } });
  await db.accommodationPlan.create({ data: { userId: user.id, planName: "Plan", accommodations: {} } });
  await db.rewardEvent.create({ data: { userId: user.id, kind: "share", coins: 5 } });
  await db.userBrowser.create({ data: { userId: user.id, browserKey: randomUUID() } });
  await db.account.create({ data: { userId: user.id, type: "oauth", provider: "oidc", providerAccountId: randomUUID() } });
  await db.collaboration.create({ data: { documentId: doc.id, userId: friend.id, invitedBy: user.id } });
  await db.verificationToken.create({ data: { identifier: email, token: randomUUID(), expires: new Date(Date.now() + 60_000) } });
  // the friend's referral paid to this person: the friend's row names them
  await db.rewardEvent.create({ data: { userId: friend.id, kind: "referral", coins: 50, detail: user.id, periodKey: `referral:${user.id}` } });
  await issueEmailToken("confirm_email", email, user.id);
  await startSignInSession(user.id, "password", "Test");
  return { user, friend, cookie: await sessionCookieFor(user.id, email) };
}

describe("Delete my account", () => {
  it("with the password: removes every row naming the person, signs them out, sends a notice, keeps others' rows", async () => {
    const { user, friend, cookie } = await personWithEverything("my long password");
    const before = await rowsNaming(user.id, user.email);
    const tablesWithRows = Object.entries(before).filter(([, n]) => n > 0).map(([t]) => t);
    // the seeding reached every table that can hold their rows; the test would prove little otherwise
    expect(tablesWithRows).toEqual(
      expect.arrayContaining(["users", "documents", "document_revisions", "voice_sessions", "vocabulary_entries", "game_progress", "templates", "consultations",
        "accommodation_plans", "reward_events", "user_browsers", "accounts", "collaborations", "verification_tokens", "email_tokens", "sign_in_sessions"]),
    );

    const wrong = await callRoute(deleteWithPassword, { method: "DELETE", cookie, body: { password: "not my password" } });
    expect(wrong.status).toBe(400);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);

    const res = await callRoute(deleteWithPassword, { method: "DELETE", cookie, body: { password: "my long password" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await rowsNaming(user.id, user.email);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect((await callRoute(currentUser, { cookie })).status).toBe(401);
    const notice = await smtp().waitFor(user.email, (m) => m.subject === "Your SayWrite account was deleted");
    expect(notice.text).toContain("We will not email you again.");
    // the friend keeps their account, their coins and their collaboration on... nothing: the document was the leaver's
    expect(await db.user.count({ where: { id: friend.id } })).toBe(1);
    expect(await db.rewardEvent.count({ where: { userId: friend.id, kind: "referral", coins: 50 } })).toBe(1);
  });

  it("with a fresh email link, once", async () => {
    const { user, cookie } = await personWithEverything("another long password");
    expect((await callRoute(requestDeleteLink, { method: "POST", cookie })).status).toBe(202);
    const mail = await smtp().waitFor(user.email, (m) => m.subject === "Delete your SayWrite account");
    expect(mail.text).toContain("It cannot be undone.");
    const token = tokenOf(linkOf(mail));
    const res = await callRoute(deleteWithLink, { method: "POST", body: { token } });
    expect(res.status).toBe(200);
    expect(Object.values(await rowsNaming(user.id, user.email)).every((n) => n === 0)).toBe(true);
    const again = await callRoute(deleteWithLink, { method: "POST", body: { token } });
    expect(again.status).toBe(400);
    expect((await json<{ error: { code: string } }>(again)).error.code).toMatch(/^link_/);
  });
});
