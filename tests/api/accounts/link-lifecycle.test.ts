// What happens to links already sent when the account changes: a password reset, a password change
// or "sign out everywhere" ends every link still waiting; a change of email ends the links sent to
// the addresses it left; a delete link works only while its address is the account's. And the
// settings that check the current password or send mail to a new address are rate-limited.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/password";
import { resetEnvCache } from "@/lib/env";
import { POST as openLink } from "@/app/api/auth/email-link/verify/route";
import { POST as completeReset } from "@/app/api/auth/password-reset/complete/route";
import { POST as confirmEmail } from "@/app/api/auth/confirm-email/route";
import { POST as deleteByLink } from "@/app/api/auth/delete-account/route";
import { DELETE as deleteWithPassword } from "@/app/api/account/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { PUT as changePassword } from "@/app/api/account/password/route";
import { POST as signOutEverywhere } from "@/app/api/account/sign-out-everywhere/route";
import { issueEmailToken } from "@/lib/server/account/email-tokens";
import { endSignInSession } from "@/lib/server/account/sign-in-sessions";
import { sessionClaims } from "@/lib/server/users/session-cache";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { callRoute, json, sessionCookieFor } from "../support";
import { linkOf } from "../../support/e2e-mail";
import { tokenOf, withTestMailServer } from "./mail-setup";

const { smtp } = withTestMailServer();
const newEmail = () => `life-${randomUUID()}@example.test`;
const errorCode = async (res: Response) => (await json<{ error: { code: string } }>(res)).error.code;

async function userWithPassword(password = "an old long password") {
  const email = newEmail();
  const user = await db.user.create({ data: { email, passwordHash: await hashPassword(password) }, select: { id: true, email: true } });
  return { ...user, password, cookie: await sessionCookieFor(user.id, email) };
}

/** One waiting link of each kind for the account (and a change of email waiting for confirmation). */
async function waitingLinks(user: { id: string; email: string }) {
  return {
    signIn: await issueEmailToken("sign_in", user.email, user.id),
    reset: await issueEmailToken("reset_password", user.email, user.id),
    del: await issueEmailToken("delete_account", user.email, user.id),
    change: await issueEmailToken("confirm_email", newEmail(), user.id),
  };
}

/** Each waiting link is refused now, and the account is still there with its email. */
async function expectAllRefused(user: { id: string; email: string }, links: Awaited<ReturnType<typeof waitingLinks>>) {
  expect((await callRoute(openLink, { method: "POST", body: { token: links.signIn } })).status).toBe(400);
  expect((await callRoute(completeReset, { method: "POST", body: { token: links.reset, password: "the attacker's password" } })).status).toBe(400);
  expect((await callRoute(deleteByLink, { method: "POST", body: { token: links.del } })).status).toBe(400);
  expect((await callRoute(confirmEmail, { method: "POST", body: { token: links.change } })).status).toBe(400);
  expect((await db.user.findUnique({ where: { id: user.id }, select: { email: true } }))?.email).toBe(user.email);
}

describe("links already sent end when the account is secured again", () => {
  it("a password reset ends the other links: a second reset link, a sign-in, a delete, an email change", async () => {
    const user = await userWithPassword();
    const links = await waitingLinks(user);
    const mine = await issueEmailToken("reset_password", user.email, user.id);
    expect((await callRoute(completeReset, { method: "POST", body: { token: mine, password: "my brand new password" } })).status).toBe(200);
    await expectAllRefused(user, links);
    // refused as expired, with the way to ask again, not as "used": the person never used them
    expect(await errorCode(await callRoute(openLink, { method: "POST", body: { token: links.signIn } }))).toBe("link_expired");
  });

  it("changing the password ends them too", async () => {
    const user = await userWithPassword();
    const links = await waitingLinks(user);
    const res = await callRoute(changePassword, { method: "PUT", cookie: user.cookie, body: { currentPassword: user.password, newPassword: "my brand new password" } });
    expect(res.status).toBe(200);
    await expectAllRefused(user, links);
  });

  it("sign out everywhere ends them too, but keeps the confirmation of the account's own email", async () => {
    const user = await userWithPassword();
    const links = await waitingLinks(user);
    const ownConfirmation = await issueEmailToken("confirm_email", user.email, user.id);
    expect((await callRoute(signOutEverywhere, { method: "POST", cookie: user.cookie })).status).toBe(200);
    await expectAllRefused(user, links);
    expect((await callRoute(confirmEmail, { method: "POST", body: { token: ownConfirmation, password: "a new long password" } })).status).toBe(200);
  });
});

describe("changing an email", () => {
  it("an address the person changed away from cannot take the account later", async () => {
    const user = await userWithPassword();
    // the sign-up confirmation, still waiting in the first inbox (24 hours)
    const firstConfirmation = await issueEmailToken("confirm_email", user.email, user.id);
    const mistyped = newEmail();
    const right = newEmail();
    const ask = (email: string) => callRoute(changeEmail, { method: "POST", cookie: user.cookie, body: { email, currentPassword: user.password } });
    expect((await ask(mistyped)).status).toBe(202);
    const mistypedLink = tokenOf(linkOf(await smtp().waitFor(mistyped)));
    expect((await ask(right)).status).toBe(202);
    const rightLink = tokenOf(linkOf(await smtp().waitFor(right)));

    // asking for another address ends the link sent to the first
    const stale = await callRoute(confirmEmail, { method: "POST", body: { token: mistypedLink } });
    expect(stale.status).toBe(400);
    expect(await errorCode(stale)).toBe("link_expired");
    expect((await callRoute(confirmEmail, { method: "POST", body: { token: rightLink } })).status).toBe(200);
    // once the new email is confirmed, the old inbox's confirmation cannot move the account back
    expect((await callRoute(confirmEmail, { method: "POST", body: { token: firstConfirmation } })).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(right);
  });

  it("a delete link sent to the old address no longer deletes the account", async () => {
    const user = await userWithPassword();
    const deleteLink = await issueEmailToken("delete_account", user.email, user.id);
    const moved = newEmail();
    await db.user.update({ where: { id: user.id }, data: { email: moved } });
    const res = await callRoute(deleteByLink, { method: "POST", body: { token: deleteLink } });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("link_unknown");
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("cannot be used to send any number of emails to one address", async () => {
    const user = await userWithPassword();
    const target = newEmail();
    const answers: Response[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await callRoute(changeEmail, { method: "POST", cookie: user.cookie, body: { email: target, currentPassword: user.password } }));
    }
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429, 429]);
    // the wait in words a person reads at a glance, not "900 seconds"
    expect((await json<{ error: { message: string } }>(answers[5])).error.message).toBe("Too many requests. Please wait 15 minutes and try again.");
    await smtp().waitFor(target);
    expect(await db.emailToken.count({ where: { email: target } })).toBe(5);
  });
});

describe("guessing the current password from a signed-in browser", () => {
  const limited = (fn: () => Promise<void>) => async () => {
    process.env.AUTH_RATE_LIMIT_PER_MINUTE = "3";
    resetEnvCache();
    try {
      await fn();
    } finally {
      delete process.env.AUTH_RATE_LIMIT_PER_MINUTE;
      resetEnvCache();
    }
  };

  it("is limited when deleting the account, like signing in", limited(async () => {
    const user = await userWithPassword();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await callRoute(deleteWithPassword, { method: "DELETE", cookie: user.cookie, body: { password: `guess ${i}` } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  }));

  it("is limited when changing the email, like signing in", limited(async () => {
    const user = await userWithPassword();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await callRoute(changeEmail, { method: "POST", cookie: user.cookie, body: { email: newEmail(), currentPassword: `guess ${i}` } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  }));
});

describe("signing out in one browser", () => {
  it("ends that browser's session for good: a copy of its cookie no longer works, the other browsers do", async () => {
    const user = await userWithPassword();
    const signIn = async () => {
      const res = await callRoute(openLink, { method: "POST", body: { token: await issueEmailToken("sign_in", user.email, user.id) } });
      return res.headers.get("set-cookie")!.split(";")[0];
    };
    const copied = await signIn();
    const other = await signIn();
    const me = (cookie: string) => callRoute(currentUser, { cookie });
    expect((await me(copied)).status).toBe(200);
    // what next-auth's sign-out runs (its signOut event) for the browser that signs out
    const claims = await sessionClaims(copied.slice(copied.indexOf("=") + 1), process.env.NEXTAUTH_SECRET!);
    await endSignInSession(claims!.sid!);
    expect((await me(copied)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });
});
