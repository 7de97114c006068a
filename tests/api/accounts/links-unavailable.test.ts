// A server in production with no NEXTAUTH_URL cannot build links it may mail (docs/security.md,
// "Poisonable links"). Every form that asks for one says plainly that nothing was sent and what to
// do instead, instead of "we sent a link": the same answer for every email, so it tells nobody
// who has an account.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { POST as requestLink } from "@/app/api/auth/email-link/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as sendConfirmation } from "@/app/api/account/confirmation/route";
import { POST as sendDeleteLink } from "@/app/api/account/delete-link/route";
import { POST as changeEmail } from "@/app/api/account/email/route";
import { settleDetachedMailWork } from "@/lib/server/account/account-mail";
import { callRoute, createUser, json, withEnv } from "../support";
import { withTestMailServer } from "./mail-setup";

const { smtp } = withTestMailServer();
const newEmail = () => `no-links-${randomUUID()}@example.test`;
const PRODUCTION_WITHOUT_ORIGIN = { NODE_ENV: "production", NEXTAUTH_URL: undefined, TRUSTED_PROXY_COUNT: "1" };

type Answer = { status: number; error: { code: string; message: string } };
const answerOf = async (res: Response): Promise<Answer> => ({ status: res.status, ...(await json<{ error: Answer["error"] }>(res)) });

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe("production without NEXTAUTH_URL: no link can be mailed, and the person is told so", () => {
  it(
    "sign-in link and forgotten password: the same plain answer for an account's email and a stranger's, nothing made or sent",
    withEnv(PRODUCTION_WITHOUT_ORIGIN, async () => {
      const { email } = await db.user.create({ data: { email: newEmail(), passwordHash: null } });
      const stranger = newEmail();
      for (const [route, instead] of [
        [requestLink, "Please sign in with your email and password instead."],
        [requestReset, "If you remember your password, sign in with it."],
      ] as const) {
        const [known, unknown] = await Promise.all([email, stranger].map(async (e) => answerOf(await callRoute(route, { method: "POST", body: { email: e } }))));
        expect(known).toEqual(unknown);
        expect(known.status).toBe(503);
        expect(known.error.code).toBe("email_links_unavailable");
        expect(known.error.message).toContain("No email was sent");
        expect(known.error.message).toContain(instead);
        expect(known.error.message).not.toContain(email);
      }
      await settleDetachedMailWork();
      expect(await db.emailToken.count({ where: { email: { in: [email, stranger] } } })).toBe(0);
      expect(smtp().to(email)).toHaveLength(0);
      expect(logged.mock.calls.some(([line]) => String(line).includes("NEXTAUTH_URL is not set"))).toBe(true);
    }),
  );

  it(
    "account settings: the confirmation, the delete link and a change of email say nothing was sent, and nothing changes",
    withEnv(PRODUCTION_WITHOUT_ORIGIN, async () => {
      const { user, cookie } = await createUser();
      const moved = newEmail();
      const answers = [
        await answerOf(await callRoute(sendConfirmation, { method: "POST", cookie })),
        await answerOf(await callRoute(sendDeleteLink, { method: "POST", cookie })),
        await answerOf(await callRoute(changeEmail, { method: "POST", cookie, body: { email: moved } })),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.error.message).toContain("No email was sent");
      }
      await settleDetachedMailWork();
      expect(await db.emailToken.count({ where: { userId: user.id } })).toBe(0);
      expect(smtp().to(user.email)).toHaveLength(0);
      expect(smtp().to(moved)).toHaveLength(0);
    }),
  );

  it("with NEXTAUTH_URL set, the same requests send their links as before", async () => {
    const { email } = await db.user.create({ data: { email: newEmail() } });
    const res = await callRoute(requestLink, { method: "POST", body: { email } });
    expect(res.status).toBe(202);
    await smtp().waitFor(email, (m) => m.subject === "Your link to sign in to SayWrite");
  });
});
