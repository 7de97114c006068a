// Sign in (and sign up) with an emailed link, forgot password, confirm and change an email, sign
// out everywhere: each through its route handlers, with the mail read from a real SMTP server.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/password";
import { POST as requestLink } from "@/app/api/auth/email-link/route";
import { POST as openLink } from "@/app/api/auth/email-link/verify/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as completeReset } from "@/app/api/auth/password-reset/complete/route";
import { POST as confirmEmail } from "@/app/api/auth/confirm-email/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as account } from "@/app/api/account/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { PUT as changePassword } from "@/app/api/account/password/route";
import { POST as signOutEverywhere } from "@/app/api/account/sign-out-everywhere/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { hashToken, issueEmailToken } from "@/lib/server/account/email-tokens";
import { callRoute, json, sessionCookieFor } from "../support";
import { linkOf } from "../../support/e2e-mail";
import { tokenOf, withTestMailServer } from "./mail-setup";

const { smtp } = withTestMailServer();
const newEmail = () => `acct-${randomUUID()}@example.test`;
const cookieFrom = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
const me = (cookie: string) => callRoute(currentUser, { cookie });

async function userWithPassword(password = "an old long password") {
  const email = newEmail();
  const user = await db.user.create({ data: { email, firstName: "Ada", passwordHash: await hashPassword(password) }, select: { id: true, email: true } });
  return { ...user, cookie: await sessionCookieFor(user.id, email) };
}

describe("sign in with a link", () => {
  it("signs up a new email without a password: one link, used once, the account confirmed", async () => {
    const email = newEmail();
    const asked = await callRoute(requestLink, { method: "POST", body: { email } });
    expect(asked.status).toBe(202);
    expect((await json<{ message: string }>(asked)).message).toContain("It works for 15 minutes");

    const mail = await smtp().waitFor(email);
    expect(mail.subject).toBe("Your link to create your SayWrite account");
    expect(mail.text).toContain("The link works once, for 15 minutes.");
    expect(mail.html).toContain("Create my account");
    const link = linkOf(mail);
    expect(link.startsWith("http://localhost:3000/signin/link?token=")).toBe(true);
    // stored hashed: the token itself is nowhere in the database
    const token = tokenOf(link);
    expect(await db.emailToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.emailToken.count({ where: { tokenHash: hashToken(token) } })).toBe(1);

    const opened = await callRoute(openLink, { method: "POST", body: { token } });
    expect(opened.status).toBe(200);
    expect((await json<{ created: boolean }>(opened)).created).toBe(true);
    const signedIn = await me(cookieFrom(opened));
    expect((await json<{ email: string }>(signedIn)).email).toBe(email);
    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();

    const again = await callRoute(openLink, { method: "POST", body: { token } });
    expect(again.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(again);
    expect(body.error.code).toBe("link_used");
    expect(body.error.message).toContain("Ask for a new sign-in link");
  });

  it("signs an existing account in, and refuses an expired or made-up link with a way to ask again", async () => {
    const { email, id } = await userWithPassword();
    await callRoute(requestLink, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    const token = tokenOf(linkOf(mail));
    await db.emailToken.update({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await callRoute(openLink, { method: "POST", body: { token } });
    expect((await json<{ error: { code: string; message: string } }>(expired)).error).toMatchObject({ code: "link_expired", message: expect.stringContaining("This link has expired.") });
    const madeUp = await callRoute(openLink, { method: "POST", body: { token: "A".repeat(43) } });
    expect((await json<{ error: { code: string } }>(madeUp)).error.code).toBe("link_unknown");

    await callRoute(requestLink, { method: "POST", body: { email } });
    const second = await smtp().waitFor(email, (m) => m !== mail && m.subject === "Your link to sign in to SayWrite");
    const opened = await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(second)) } });
    expect(opened.status).toBe(200);
    expect((await json<{ id: string }>(await me(cookieFrom(opened)))).id).toBe(id);
    expect((await db.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt).not.toBeNull();
  });

  it("is rate-limited per email from one address, like password sign-in", async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await callRoute(requestLink, { method: "POST", body: { email } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // and the inbox gets at most 5 of them (the limit is taken before answering: no more are on their way)
    const seen = new Set<unknown>();
    for (let i = 0; i < 5; i++) seen.add(await smtp().waitFor(email, (m) => !seen.has(m)));
    expect(await db.emailToken.count({ where: { email } })).toBe(5);
  });
});

describe("forgot password", () => {
  it("answers the same whether or not the email has an account", async () => {
    const { email } = await userWithPassword();
    const unknown = newEmail();
    const a = await callRoute(requestReset, { method: "POST", body: { email } });
    const b = await callRoute(requestReset, { method: "POST", body: { email: unknown } });
    expect(a.status).toBe(b.status);
    expect((await a.text()).replace(email, "X")).toBe((await b.text()).replace(unknown, "X"));
    await smtp().waitFor(email, (m) => m.subject === "Choose a new SayWrite password");
  });

  it("sets a new password from the link once, and signs out every other session", async () => {
    const { email, id, cookie: elsewhere } = await userWithPassword();
    expect((await me(elsewhere)).status).toBe(200);
    await callRoute(requestReset, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Choose a new SayWrite password");
    expect(mail.text).toContain("The link works once, for 15 minutes.");
    const token = tokenOf(linkOf(mail));

    const done = await callRoute(completeReset, { method: "POST", body: { token, password: "a brand new password" } });
    expect(done.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(cookieFrom(done))).status).toBe(200);
    const { verifyPassword } = await import("@/lib/server/password");
    expect(await verifyPassword("a brand new password", (await db.user.findUniqueOrThrow({ where: { id } })).passwordHash!)).toBe(true);
    await smtp().waitFor(email, (m) => m.subject === "Your SayWrite password was changed");

    const reused = await callRoute(completeReset, { method: "POST", body: { token, password: "yet another password" } });
    expect((await json<{ error: { code: string } }>(reused)).error.code).toBe("link_used");
  });
});

describe("confirm and change an email", () => {
  it("a new local account works at once and confirms its email from the link", async () => {
    const email = newEmail();
    const res = await callRoute(register, { method: "POST", body: { firstName: "Bo", email, password: "a long enough password" } });
    expect(res.status).toBe(201);
    const cookie = cookieFrom(res);
    expect((await json<{ emailConfirmed: boolean }>(await callRoute(account, { cookie }))).emailConfirmed).toBe(false);
    const mail = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    // the email's first proof: the password is chosen again, and this browser signed in anew
    const confirmed = await callRoute(confirmEmail, { method: "POST", body: { token: tokenOf(linkOf(mail)), password: "a long enough password" } });
    expect(confirmed.status).toBe(200);
    expect((await json<{ emailConfirmed: boolean }>(await callRoute(account, { cookie: cookieFrom(confirmed) }))).emailConfirmed).toBe(true);
  });

  it("a referred friend who has written their first 100 words pays the referrer when they confirm their email", async () => {
    const referrer = await userWithPassword();
    const friend = await db.user.create({ data: { email: newEmail(), firstName: "Cy", referredById: referrer.id }, select: { id: true, email: true } });
    await db.document.create({ data: { userId: friend.id, title: "Mine", content: "word ".repeat(120).trim(), wordCount: 120 } });
    const paid = () => db.rewardEvent.count({ where: { userId: referrer.id, kind: "referral" } });
    expect(await paid()).toBe(0);
    const token = await issueEmailToken("confirm_email", friend.email, friend.id);
    expect((await callRoute(confirmEmail, { method: "POST", body: { token } })).status).toBe(200);
    expect(await paid()).toBe(1);
  });

  it("changing the email confirms the new one and tells the old one", async () => {
    const { email, cookie } = await userWithPassword("the right password");
    const next = newEmail();
    const wrong = await callRoute(changeEmail, { method: "POST", cookie, body: { email: next, currentPassword: "not it" } });
    expect(wrong.status).toBe(400);
    const asked = await callRoute(changeEmail, { method: "POST", cookie, body: { email: next, currentPassword: "the right password" } });
    expect(asked.status).toBe(202);
    const notice = await smtp().waitFor(email, (m) => m.subject === "Your SayWrite email is changing");
    expect(notice.text).toContain(next);
    const confirm = await smtp().waitFor(next, (m) => m.subject === "Confirm your new email for SayWrite");
    expect((await json<{ email: string; pendingEmail: string }>(await callRoute(account, { cookie }))).pendingEmail).toBe(next);
    expect((await json<{ email: string }>(await me(cookie))).email).toBe(email);

    const done = await callRoute(confirmEmail, { method: "POST", body: { token: tokenOf(linkOf(confirm)) } });
    expect(await json(done)).toEqual({ email: next, changed: true, signedIn: false });
    const after = await json<{ email: string; emailConfirmed: boolean; pendingEmail: string | null }>(await callRoute(account, { cookie }));
    expect(after).toMatchObject({ email: next, emailConfirmed: true, pendingEmail: null });
  });
});

describe("sessions", () => {
  it("sign out everywhere else keeps this browser and refuses the others", async () => {
    const { cookie: here } = await userWithPassword();
    const { id } = (await json<{ id: string }>(await me(here)));
    const elsewhere = await sessionCookieFor(id, "x@example.test");
    const res = await callRoute(signOutEverywhere, { method: "POST", cookie: here });
    expect(res.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(401);
    const fresh = cookieFrom(res);
    expect((await me(fresh)).status).toBe(200);
    const summary = await json<{ sessions: { current: boolean }[] }>(await callRoute(account, { cookie: fresh }));
    expect(summary.sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it("changing the password needs the current one and signs out the other sessions", async () => {
    const { cookie: here, id } = await userWithPassword("the right password");
    const elsewhere = await sessionCookieFor(id, "x@example.test");
    const wrong = await callRoute(changePassword, { method: "PUT", cookie: here, body: { currentPassword: "nope", newPassword: "a new long password" } });
    expect(wrong.status).toBe(400);
    expect((await me(elsewhere)).status).toBe(200);
    const ok = await callRoute(changePassword, { method: "PUT", cookie: here, body: { currentPassword: "the right password", newPassword: "a new long password" } });
    expect(ok.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(cookieFrom(ok))).status).toBe(200);
  });
});
