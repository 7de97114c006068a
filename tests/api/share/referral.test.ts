import { GET as referralRoute } from "@/app/api/referral/route";
import { GET as statsRoute } from "@/app/api/referral/stats/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { PUT as updateDocumentRoute } from "@/app/api/documents/[id]/route";
import { db } from "@/lib/server/db";
import type { ReferralDto, RewardStatsDto } from "@/lib/schemas/referral";
import type { DocumentDto } from "@/lib/schemas/documents";
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from "@/lib/share/referral";
import { browserCookie } from "./browser-cookie";
import { callRoute, createUser, disconnectDb, json, sessionCookieFor } from "../support";
import { randomUUID } from "node:crypto";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

const browser = () => browserCookie();
const withCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");
/** The referral code, as the Share and Earn page asks for it (from `browserCookie`, noted as the user's browser). */
const getReferral = async (who: Session, browserCookie?: string) =>
  json<ReferralDto>(await callRoute(referralRoute, { url: "/api/referral", cookie: withCookies(who.cookie, browserCookie) }));
const stats = async (who: Session) => json<RewardStatsDto>(await callRoute(statsRoute, { url: "/api/referral/stats", cookie: who.cookie }));

/** A sign-up from a browser of its own unless `cookie` says otherwise. */
async function register(body: Record<string, unknown>, cookie?: string) {
  cookie ??= await browser();
  const email = `ref-${randomUUID()}@example.test`;
  return callRoute(registerRoute, {
    method: "POST",
    url: "/api/auth/register",
    body: { email, password: "correct horse battery", firstName: "New", ...body },
    cookie,
    headers: { "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1` },
  }).then(async (res) => ({ res, email }));
}

describe("referral API", () => {
  let alice: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(referralRoute, { url: "/api/referral" })).status).toBe(401);
  });

  it("generates the user's code once, stores it and builds the link", async () => {
    const first = await getReferral(alice);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(first.link).toMatch(new RegExp(`/\\?ref=${first.code}$`));
    expect(first.friendsJoined).toBe(0);
    const again = await getReferral(alice);
    expect(again.code).toBe(first.code);
    expect((await db.user.findUniqueOrThrow({ where: { id: alice.user.id } })).referralCode).toBe(first.code);
    const bob = await createUser();
    expect((await getReferral(bob)).code).not.toBe(first.code);
  });

  it("stores the referrer on an account created with the code (body or kept cookie); ignores unknown codes", async () => {
    const { code } = await getReferral(alice);

    const viaBody = await register({ referralCode: code.toLowerCase() });
    expect(viaBody.res.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email: viaBody.email } })).referredById).toBe(alice.user.id);

    const viaCookie = await register({}, withCookies(await browser(), `${REFERRAL_COOKIE}=${code}`));
    expect(viaCookie.res.status).toBe(201);
    expect(viaCookie.res.headers.get("set-cookie")).toContain(`${REFERRAL_COOKIE}=;`);
    expect((await db.user.findUniqueOrThrow({ where: { email: viaCookie.email } })).referredById).toBe(alice.user.id);

    const unknown = await register({ referralCode: "SW-ZZZZZZ" });
    expect(unknown.res.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email: unknown.email } })).referredById).toBeNull();

    expect((await getReferral(alice)).friendsJoined).toBe(2);
  });

  it("never attaches an account created from the referrer's browser or session, or from no browser at all", async () => {
    const alicesBrowser = await browser();
    const { code } = await getReferral(alice, alicesBrowser);
    const fromHerBrowser = await register({ referralCode: code }, alicesBrowser);
    const fromHerSession = await register({ referralCode: code }, withCookies(alice.cookie, await browser()));
    const fromNoBrowser = await register({ referralCode: code }, "");
    for (const { res, email } of [fromHerBrowser, fromHerSession, fromNoBrowser]) {
      expect(res.status).toBe(201);
      expect((await db.user.findUniqueOrThrow({ where: { email } })).referredById).toBeNull();
    }
    expect((await getReferral(alice)).friendsJoined).toBe(0);
    expect(await stats(alice)).toMatchObject({ coinsEarned: 0, pending: { referrals: 0, coins: 0 } });
  });

  it("pays the referrer 20 coins once the friend has written their first 100 words, and only once", async () => {
    const bob = await createUser({ firstName: "Bob" });
    const { code } = await getReferral(alice, await browser());
    const friends = await Promise.all([register({ referralCode: code }), register({ referralCode: code })]);
    const friendIds = await Promise.all(friends.map(async (f) => (await db.user.findUniqueOrThrow({ where: { email: f.email } })).id));
    // Signing up pays nothing: two friends joined, 40 coins pending.
    expect((await getReferral(alice)).friendsJoined).toBe(2);
    expect(await stats(alice)).toMatchObject({ coinsEarned: 0, successfulReferrals: 0, pending: { referrals: 2, coins: 40 } });

    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    // The first friend has confirmed their email (through the accounts flow's link); the second has not.
    await db.user.update({ where: { id: friendIds[0] }, data: { emailVerifiedAt: new Date() } });
    const friendCookie = await sessionCookieFor(friendIds[0]);
    const created = await callRoute(createDocumentRoute, {
      method: "POST",
      url: "/api/documents",
      cookie: friendCookie,
      body: { title: "Hello", content: words(60), type: "document" },
    });
    expect(created.status).toBe(201);
    const doc = await json<DocumentDto>(created);
    await callRoute(createDocumentRoute, { method: "POST", url: "/api/documents", cookie: friendCookie, body: { title: "Two", content: words(39), type: "document" } });
    expect(await stats(alice)).toMatchObject({ coinsEarned: 0, pending: { referrals: 2 } });

    // 60 + 39 words so far; one more word in the first document makes 100.
    const update = (content: string, version: number) =>
      callRoute(updateDocumentRoute, { method: "PUT", url: `/api/documents/${doc.id}`, cookie: friendCookie, params: { id: doc.id }, body: { title: "Hello", content, type: "document", version } });
    expect((await update(words(61), 1)).status).toBe(200);
    expect(await stats(alice)).toMatchObject({ coinsEarned: 20, balance: 20, successfulReferrals: 1, pending: { referrals: 1, coins: 20 } });
    expect((await update(words(200), 2)).status).toBe(200);
    expect(await stats(alice)).toMatchObject({ coinsEarned: 20, successfulReferrals: 1 });
    // Nobody else is paid for it: not the friend, not another user.
    expect(await stats(bob)).toMatchObject({ coinsEarned: 0 });
    expect((await stats({ user: { id: friendIds[0] }, cookie: friendCookie } as Session)).coinsEarned).toBe(0);
  });
});
