// Accounts nobody can take or probe: someone who signs up with another person's email, sets a
// password and keeps a session loses both the first time the owner proves the email (a sign-in
// link, a reset, the confirmation link); email links are never built on a Host the server did not
// configure; "this email already has an account" cannot be asked about many emails.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestLink } from "@/app/api/auth/email-link/route";
import { POST as openLink } from "@/app/api/auth/email-link/verify/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as completeReset } from "@/app/api/auth/password-reset/complete/route";
import { POST as confirmEmail } from "@/app/api/auth/confirm-email/route";
import { GET as account } from "@/app/api/account/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { authenticateLocalUser } from "@/lib/server/users/authenticate-local-user";
import { appOrigin, mailPasswordReset, settleDetachedMailWork } from "@/lib/server/account/account-mail";
import { hashToken } from "@/lib/server/account/email-tokens";
import { confirmationNeedsPassword } from "@/lib/server/account/account-flows";
import { callRoute, json, withEnv } from "../support";
import { linkOf } from "../../support/e2e-mail";
import { tokenOf, withTestMailServer } from "./mail-setup";

const { smtp } = withTestMailServer();
const newEmail = () => `proof-${randomUUID()}@example.test`;
const cookieFrom = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
const signedInAs = async (cookie: string) => {
  const res = await callRoute(currentUser, { cookie });
  return res.status === 200 ? (await json<{ email: string }>(res)).email : null;
};
const errorOf = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;

const SQUATTER_PASSWORD = "the squatter chose this";

/** Someone signs up with `email` (not theirs), keeps the session, and waits. */
async function squat(email = newEmail()) {
  const res = await callRoute(register, { method: "POST", body: { firstName: "Sly", email, password: SQUATTER_PASSWORD } });
  expect(res.status).toBe(201);
  const cookie = cookieFrom(res);
  expect(await signedInAs(cookie)).toBe(email);
  expect(await authenticateLocalUser(email, SQUATTER_PASSWORD)).not.toBeNull();
  return { email, cookie };
}

async function expectSquatterOut(email: string, cookie: string) {
  expect(await signedInAs(cookie)).toBeNull();
  expect(await authenticateLocalUser(email, SQUATTER_PASSWORD)).toBeNull();
  expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
}

describe("the first proof of an email ends what was set before it", () => {
  it("a sign-in link: the squatter's password and session stop working, the owner is signed in", async () => {
    const { email, cookie } = await squat();
    await callRoute(requestLink, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    const opened = await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(mail)) } });
    expect(opened.status).toBe(200);
    expect((await json<{ passwordRemoved: boolean }>(opened)).passwordRemoved).toBe(true);
    await expectSquatterOut(email, cookie);
    const owner = cookieFrom(opened);
    expect(await signedInAs(owner)).toBe(email);
    expect((await json<{ emailConfirmed: boolean; signInMethods: { password: boolean } }>(await callRoute(account, { cookie: owner }))).emailConfirmed).toBe(true);
  });

  it("a sign-up link opened after someone signed up with the same email: their password goes, and the answer says so", async () => {
    const email = newEmail();
    await callRoute(requestLink, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Your link to create your SayWrite account");
    const { cookie } = await squat(email);
    const opened = await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(mail)) } });
    expect(opened.status).toBe(200);
    expect(await json(opened)).toMatchObject({ created: false, passwordRemoved: true });
    await expectSquatterOut(email, cookie);
  });

  it("a reset: only the owner's new password works", async () => {
    const { email, cookie } = await squat();
    await callRoute(requestReset, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Choose a new SayWrite password");
    const done = await callRoute(completeReset, { method: "POST", body: { token: tokenOf(linkOf(mail)), password: "the owner picked this one" } });
    expect(done.status).toBe(200);
    await expectSquatterOut(email, cookie);
    expect(await authenticateLocalUser(email, "the owner picked this one")).not.toBeNull();
  });

  it("the confirmation mailed at sign-up: the owner chooses the password with it, nothing set before survives", async () => {
    const { email, cookie } = await squat();
    const mail = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    const token = tokenOf(linkOf(mail));
    expect(await confirmationNeedsPassword(token)).toBe(true);

    // without a password: refused, and the link is still there to use
    const bare = await callRoute(confirmEmail, { method: "POST", body: { token } });
    expect(bare.status).toBe(400);
    expect((await errorOf(bare)).code).toBe("password_needed");
    expect((await db.emailToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt).toBeNull();
    expect(await signedInAs(cookie)).toBe(email);

    const done = await callRoute(confirmEmail, { method: "POST", body: { token, password: "mine, from my own inbox" } });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ email, changed: false, signedIn: true });
    await expectSquatterOut(email, cookie);
    expect(await signedInAs(cookieFrom(done))).toBe(email);
    expect(await authenticateLocalUser(email, "mine, from my own inbox")).not.toBeNull();
  });

  it("the password chosen on the confirmation page is set, even when a sign-in link proved the email in between", async () => {
    const { email, cookie } = await squat();
    const confirmation = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    const token = tokenOf(linkOf(confirmation));
    expect(await confirmationNeedsPassword(token)).toBe(true);
    // (the confirmation page is open, asking for a password; meanwhile the owner signs in by link in another tab)
    await callRoute(requestLink, { method: "POST", body: { email } });
    const signIn = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    expect((await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(signIn)) } })).status).toBe(200);
    const done = await callRoute(confirmEmail, { method: "POST", body: { token, password: "chosen on the confirmation page" } });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ email, changed: false, signedIn: true });
    await expectSquatterOut(email, cookie);
    expect(await authenticateLocalUser(email, "chosen on the confirmation page")).not.toBeNull();
    expect(await signedInAs(cookieFrom(done))).toBe(email);
  });

  it("two links opened at once: the other never takes away the password chosen with the confirmation", async () => {
    const { email, cookie } = await squat();
    const confirmation = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    await callRoute(requestLink, { method: "POST", body: { email } });
    const signIn = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    const [confirmed, opened] = await Promise.all([
      callRoute(confirmEmail, { method: "POST", body: { token: tokenOf(linkOf(confirmation)), password: "chosen while the other link opened" } }),
      callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(signIn)) } }),
    ]);
    expect([confirmed.status, opened.status]).toEqual([200, 200]);
    await expectSquatterOut(email, cookie);
    expect(await authenticateLocalUser(email, "chosen while the other link opened")).not.toBeNull();
  });

  it("once the email is proven, a later link leaves the password and the other sessions alone", async () => {
    const { email } = await squat();
    const first = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    const confirmed = await callRoute(confirmEmail, { method: "POST", body: { token: tokenOf(linkOf(first)), password: "the owner's password" } });
    const laptop = cookieFrom(confirmed);
    await callRoute(requestLink, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    const opened = await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(mail)) } });
    expect((await json<{ passwordRemoved: boolean }>(opened)).passwordRemoved).toBe(false);
    expect(await signedInAs(laptop)).toBe(email);
    expect(await authenticateLocalUser(email, "the owner's password")).not.toBeNull();
  });
});

describe("the first proof also ends the links the squatter asked for", () => {
  // the squatter asks to move the account to an address of their own, to confirm once the owner is back
  async function squatAndMove() {
    const squatted = await squat();
    const theirs = newEmail();
    const asked = await callRoute(changeEmail, { method: "POST", cookie: squatted.cookie, body: { email: theirs, currentPassword: SQUATTER_PASSWORD } });
    expect(asked.status).toBe(202);
    const move = tokenOf(linkOf(await smtp().waitFor(theirs, (m) => m.subject === "Confirm your new email for SayWrite")));
    return { ...squatted, move };
  }

  async function expectMoveEnded(email: string, move: string) {
    const late = await callRoute(confirmEmail, { method: "POST", body: { token: move } });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).code).toBe("link_expired");
    expect(await db.user.count({ where: { email } })).toBe(1);
  }

  it("by a sign-in link", async () => {
    const { email, move } = await squatAndMove();
    await callRoute(requestLink, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
    expect((await callRoute(openLink, { method: "POST", body: { token: tokenOf(linkOf(mail)) } })).status).toBe(200);
    await expectMoveEnded(email, move);
  });

  it("by a reset", async () => {
    const { email, move } = await squatAndMove();
    await callRoute(requestReset, { method: "POST", body: { email } });
    const mail = await smtp().waitFor(email, (m) => m.subject === "Choose a new SayWrite password");
    expect((await callRoute(completeReset, { method: "POST", body: { token: tokenOf(linkOf(mail)), password: "the owner's reset password" } })).status).toBe(200);
    await expectMoveEnded(email, move);
  });

  it("by the confirmation with a password", async () => {
    const { email, move } = await squatAndMove();
    const mail = await smtp().waitFor(email, (m) => m.subject === "Confirm your email for SayWrite");
    expect((await callRoute(confirmEmail, { method: "POST", body: { token: tokenOf(linkOf(mail)), password: "the owner's confirmed password" } })).status).toBe(200);
    await expectMoveEnded(email, move);
  });
});

describe("links in emails never use a Host the server did not configure", () => {
  it("production without NEXTAUTH_URL has no origin; development and tests fall back to the request's", async () => {
    await withEnv({ NEXTAUTH_URL: undefined }, async () => {
      expect(appOrigin("http://evil.example", "production")).toBeNull();
      expect(appOrigin("http://localhost:3000", "development")).toBe("http://localhost:3000");
    })();
    await withEnv({ NEXTAUTH_URL: "https://saywrite.example/app" }, async () => {
      expect(appOrigin("http://evil.example", "production")).toBe("https://saywrite.example");
    })();
  });

  it("with no origin, no mail and no link are made, and the reason is logged", async () => {
    const email = newEmail();
    const user = await db.user.create({ data: { email } });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await mailPasswordReset(null, email, user.id);
      expect(logged.mock.calls.some(([line]) => String(line).includes("NEXTAUTH_URL is not set"))).toBe(true);
    } finally {
      logged.mockRestore();
    }
    await settleDetachedMailWork();
    expect(await db.emailToken.count({ where: { userId: user.id } })).toBe(0);
    expect(smtp().to(email)).toHaveLength(0);
  });
});

describe("sign-up cannot be used to test many emails for an account", () => {
  const fromAddress = (address: string, email: string) =>
    callRoute(register, {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: { firstName: "P", email, password: "a long enough password" },
    });

  it(
    "answers 'already exists' a few times per address, then makes every sign-up from it wait",
    withEnv({ TRUSTED_PROXY_COUNT: "1", SIGN_UP_EXISTING_EMAIL_ANSWERS: "3" }, async () => {
      const taken = await Promise.all([newEmail(), newEmail(), newEmail(), newEmail()].map((e) => db.user.create({ data: { email: e } })));
      for (const user of taken.slice(0, 3)) {
        const res = await fromAddress("203.0.113.77", user.email);
        expect(res.status).toBe(409);
        expect((await errorOf(res)).message).toBe("An account with this email already exists. Sign in, or reset your password if you forgot it.");
      }
      // the fourth taken email, and a free one, get the same wait: the answer tells nothing
      const takenAgain = await fromAddress("203.0.113.77", taken[3].email);
      const free = await fromAddress("203.0.113.77", newEmail());
      expect([takenAgain.status, free.status]).toEqual([429, 429]);
      expect(Number(free.headers.get("retry-after"))).toBeGreaterThan(60);
      // another address is not held up
      expect((await fromAddress("198.51.100.20", newEmail())).status).toBe(201);
    }),
  );

  it(
    "many sign-ups sent at once from one address get no more 'already exists' answers than one by one",
    withEnv({ TRUSTED_PROXY_COUNT: "1", SIGN_UP_EXISTING_EMAIL_ANSWERS: "3" }, async () => {
      const taken = await Promise.all(Array.from({ length: 8 }, () => db.user.create({ data: { email: newEmail() } })));
      const statuses = await Promise.all(taken.map((user) => fromAddress("203.0.113.78", user.email).then((res) => res.status)));
      expect(statuses.filter((s) => s === 409)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    }),
  );

  it(
    "on a server that cannot tell clients apart, a few 'already exists' answers do not hold up everyone's sign-up",
    withEnv({ TRUSTED_PROXY_COUNT: "0", SAYWRITE_FRONT_SECRET: undefined, SIGN_UP_EXISTING_EMAIL_ANSWERS: "2" }, async () => {
      const taken = await Promise.all([newEmail(), newEmail(), newEmail()].map((e) => db.user.create({ data: { email: e } })));
      // three people who forgot they had an account, each on their own computer
      for (const user of taken) expect((await fromAddress("203.0.113.90", user.email)).status).toBe(409);
      // a fourth person signing up for the first time is not made to wait 15 minutes
      expect((await fromAddress("203.0.113.91", newEmail())).status).toBe(201);
    }),
  );

  it(
    "limits sign-ups of one email per minute, from all addresses together",
    withEnv({ TRUSTED_PROXY_COUNT: "1", AUTH_RATE_LIMIT_PER_MINUTE: "2", SIGN_UP_EXISTING_EMAIL_ANSWERS: "100" }, async () => {
      const { email } = await db.user.create({ data: { email: newEmail() } });
      expect((await fromAddress("192.0.2.5", email)).status).toBe(409);
      expect((await fromAddress("192.0.2.6", email)).status).toBe(409);
      expect((await fromAddress("192.0.2.7", email)).status).toBe(429);
      expect((await fromAddress("192.0.2.8", newEmail())).status).toBe(201);
    }),
  );
});
