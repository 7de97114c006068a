// Share and Earn pays only for what real people do. Each attack is
// run as the script ran it, behind our front (npm start), which says whose address a
// request comes from.
import { NextRequest, NextResponse } from "next/server";
import { GET as referralRoute } from "@/app/api/referral/route";
import { GET as statsRoute } from "@/app/api/referral/stats/route";
import { POST as sharesRoute } from "@/app/api/referral/shares/route";
import { POST as visitsRoute } from "@/app/api/referral/visits/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { db } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { settleReferralOnVerification } from "@/lib/server/referral/referral-payment";
import { rememberReferral } from "@/lib/share/referral-cookie";
import { BROWSER_COOKIE, newBrowserId } from "@/lib/share/browser";
import { REFERRAL_COOKIE } from "@/lib/share/referral";
import { MAX_PAID_REFERRALS_PER_DAY, VISIT_MIN_BROWSER_AGE_SECONDS } from "@/lib/share/rewards";
import type { RewardStatsDto, VisitResultDto } from "@/lib/schemas/referral";
import { browserCookie } from "../share/browser-cookie";
import { callRoute, createUser, disconnectDb, json, sessionCookieFor, TEST_ORIGIN, withEnv } from "../support";

afterAll(disconnectDb);
beforeEach(() => resetRateLimits());

type Session = Awaited<ReturnType<typeof createUser>>;
const FRONT_SECRET = "t".repeat(43);
const behindFront = { SAYWRITE_FRONT_SECRET: FRONT_SECRET, TRUSTED_PROXY_COUNT: undefined };
/** The headers our front writes for a client at `address`. */
const from = (address: string) => ({ "x-forwarded-for": address, "x-saywrite-front": FRONT_SECRET });
const cookies = (...c: (string | undefined)[]) => c.filter(Boolean).join("; ");

const stats = async (who: Session) => json<RewardStatsDto>(await callRoute(statsRoute, { url: "/api/referral/stats", cookie: who.cookie }));
const codeOf = async (who: Session, browser: string) =>
  (await json<{ code: string }>(await callRoute(referralRoute, { url: "/api/referral", cookie: cookies(who.cookie, browser), headers: from("192.0.2.1") }))).code;
const share = (who: Session, channel: string, browser: string) =>
  callRoute(sharesRoute, { method: "POST", url: "/api/referral/shares", cookie: cookies(who.cookie, browser), body: { channel }, headers: from("192.0.2.1") });
const visit = async (code: string, cookie: string | undefined, address: string) => {
  const res = await callRoute(visitsRoute, { method: "POST", url: "/api/referral/visits", cookie, body: { code }, headers: from(address) });
  return res.status === 200 ? json<VisitResultDto>(res) : { status: res.status, retryAfter: res.headers.get("retry-after") };
};

/** A sharer with `n` pending shares (each on another channel), and the browser they shared from. */
async function sharerWithShares(n: number) {
  const sharer = await createUser();
  const browser = await browserCookie();
  const code = await codeOf(sharer, browser);
  for (const channel of ["link", "code", "twitter", "email", "qr"].slice(0, n)) expect((await share(sharer, channel, browser)).status).toBe(201);
  return { sharer, code };
}

describe("item 1: a visit confirms a share only from a browser the server issued, once per address a day", () => {
  it(
    "pays nothing for visits with made-up browser cookies (the issue's script: 4 shares, 4 fresh random cookies)",
    withEnv(behindFront, async () => {
      const { sharer, code } = await sharerWithShares(4);
      for (let i = 0; i < 4; i++) {
        // A value of the right shape, never issued by the server, from four addresses even.
        expect(await visit(code, `${BROWSER_COOKIE}=${newBrowserId()}`, `198.51.100.${10 + i}`)).toEqual({ counted: false });
      }
      expect(await stats(sharer)).toMatchObject({ coinsEarned: 0, totalShares: 0, challenges: [{ done: 0 }, { done: 0 }, { done: 0 }] });
    }),
  );

  it(
    "counts one visit per address per sharer per day, even with a fresh signed cookie each time",
    withEnv(behindFront, async () => {
      const { sharer, code } = await sharerWithShares(4);
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await visit(code, await browserCookie(), "198.51.100.30"));
      expect(results).toEqual([{ counted: true }, { counted: false }, { counted: false }, { counted: false }]);
      // A friend elsewhere (another address, their own browser) still confirms a share.
      expect(await visit(code, await browserCookie(), "2001:db8:1:2::7")).toEqual({ counted: true });
      // ...but another address in the same IPv6 /64 is the same place.
      expect(await visit(code, await browserCookie(), "2001:db8:1:2::8")).toEqual({ counted: false });
      expect(await stats(sharer)).toMatchObject({ coinsEarned: 10, totalShares: 2 });
    }),
  );

  it(
    "asks a browser whose cookie was only just issued to come back, and counts it then",
    withEnv(behindFront, async () => {
      const { sharer, code } = await sharerWithShares(1);
      const justIssued = await browserCookie(0);
      const first = (await visit(code, justIssued, "198.51.100.40")) as VisitResultDto;
      expect(first.counted).toBe(false);
      expect(first.retryAfterSeconds).toBeGreaterThan(0);
      expect(first.retryAfterSeconds).toBeLessThanOrEqual(VISIT_MIN_BROWSER_AGE_SECONDS);
      expect(await visit(code, await browserCookie(VISIT_MIN_BROWSER_AGE_SECONDS), "198.51.100.40")).toEqual({ counted: true });
      expect(await stats(sharer)).toMatchObject({ coinsEarned: 5 });
    }),
  );

  it(
    "is rate-limited per address like sign-in (429 with Retry-After)",
    withEnv({ ...behindFront, AUTH_RATE_LIMIT_PER_MINUTE: "3" }, async () => {
      const { code } = await sharerWithShares(1);
      for (let i = 0; i < 3; i++) expect(await visit(code, undefined, "198.51.100.50")).toEqual({ counted: false });
      const limited = (await visit(code, undefined, "198.51.100.50")) as { status: number; retryAfter: string };
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(await visit(code, undefined, "198.51.100.51")).toEqual({ counted: false });
    }),
  );
});

/**
 * The n-th home of this run: an IPv6 /64 of its own. A settled referral bars its address for good, so
 * every run (the database may outlive it) uses networks no earlier run used.
 */
const RUN = crypto.getRandomValues(new Uint16Array(2));
const home = (n: number) => `2001:db8:${RUN[0].toString(16)}:${((RUN[1] + n) % 65536).toString(16)}::1`;

const hundredWords = Array.from({ length: 100 }, (_, i) => `word${i}`).join(" ");

/** A sign-up through the link (the ?ref= code kept in its cookie) from its own browser at `address`; returns the new user's id and session. */
async function throwawaySignUp(code: string, address: string, browser?: string) {
  const email = `throwaway-${crypto.randomUUID()}@example.test`;
  const res = await callRoute(registerRoute, {
    method: "POST",
    url: "/api/auth/register",
    body: { email, password: "correct horse battery", firstName: "T" },
    cookie: cookies(browser ?? (await browserCookie()), `${REFERRAL_COOKIE}=${code}`),
    headers: from(address),
  });
  expect(res.status).toBe(201);
  const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { id, cookie: await sessionCookieFor(id, email) };
}

async function writeHundredWords(cookie: string) {
  const res = await callRoute(createDocumentRoute, { method: "POST", url: "/api/documents", cookie, body: { title: "Hi", content: hundredWords, type: "document" } });
  expect(res.status).toBe(201);
}

async function verify(userId: string) {
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  await settleReferralOnVerification(userId);
}

describe("item 2: a referral pays only for a proven account", () => {
  it(
    "pays nothing for throwaway sign-ups that write 100 words (the issue's script: three paid 60 coins)",
    withEnv(behindFront, async () => {
      const alice = await createUser();
      const code = await codeOf(alice, await browserCookie());
      for (let i = 0; i < 3; i++) await writeHundredWords((await throwawaySignUp(code, home(60 + i))).cookie);
      expect(await stats(alice)).toMatchObject({ coinsEarned: 0, successfulReferrals: 0, pending: { referrals: 3 } });
    }),
  );

  it(
    "pays when the friend confirms their email, whether they wrote first or confirmed first; once per address or browser",
    withEnv(behindFront, async () => {
      const alice = await createUser();
      const code = await codeOf(alice, await browserCookie());
      // Wrote first, then confirmed: paid at the moment of confirming.
      const first = await throwawaySignUp(code, home(70));
      await writeHundredWords(first.cookie);
      await verify(first.id);
      expect(await stats(alice)).toMatchObject({ coinsEarned: 20, successfulReferrals: 1 });
      // Confirmed first, then wrote: paid with the save.
      const second = await throwawaySignUp(code, home(71));
      await verify(second.id);
      expect(await stats(alice)).toMatchObject({ coinsEarned: 20 });
      await writeHundredWords(second.cookie);
      expect(await stats(alice)).toMatchObject({ coinsEarned: 40, successfulReferrals: 2 });
      // A second proven account from an address, or a browser, that already earned a referral: not paid.
      const sameAddress = await throwawaySignUp(code, home(70));
      const sharedBrowser = await browserCookie();
      const third = await throwawaySignUp(code, home(72), sharedBrowser);
      await verify(third.id);
      await writeHundredWords(third.cookie);
      const sameBrowser = await throwawaySignUp(code, home(73), sharedBrowser);
      for (const friend of [sameAddress, sameBrowser]) {
        await verify(friend.id);
        await writeHundredWords(friend.cookie);
      }
      expect(await stats(alice)).toMatchObject({ coinsEarned: 60, successfulReferrals: 3, pending: { referrals: 0 } });
    }),
  );

  it(
    `pays at most ${MAX_PAID_REFERRALS_PER_DAY} referrals a day to one referrer; the rest stay pending`,
    withEnv(behindFront, async () => {
      const alice = await createUser();
      const code = await codeOf(alice, await browserCookie());
      for (let i = 0; i <= MAX_PAID_REFERRALS_PER_DAY; i++) {
        const friend = await throwawaySignUp(code, home(100 + i));
        await verify(friend.id);
        await writeHundredWords(friend.cookie);
      }
      expect(await stats(alice)).toMatchObject({ coinsEarned: 20 * MAX_PAID_REFERRALS_PER_DAY, pending: { referrals: 1 } });
    }),
  );

  it("keeps the first ?ref= code a browser saw: a later link does not take the friend over", async () => {
    const arrive = (url: string, cookie?: string) => {
      const req = new NextRequest(new URL(url, TEST_ORIGIN), { headers: cookie ? { cookie } : {} });
      const res = NextResponse.next();
      rememberReferral(req, res, false);
      return res.cookies.get(REFERRAL_COOKIE)?.value;
    };
    expect(arrive("/?ref=SW-AAAAAA")).toBe("SW-AAAAAA");
    expect(arrive("/?ref=SW-BBBBBB", `${REFERRAL_COOKIE}=SW-AAAAAA`)).toBeUndefined();
    // And at sign-up the kept code wins over one sent in the body.
    const [alice, mallory] = [await createUser(), await createUser()];
    const [aliceCode, malloryCode] = [await codeOf(alice, await browserCookie()), await codeOf(mallory, await browserCookie())];
    const email = `kept-${crypto.randomUUID()}@example.test`;
    const res = await callRoute(registerRoute, {
      method: "POST",
      url: "/api/auth/register",
      body: { email, password: "correct horse battery", firstName: "K", referralCode: malloryCode },
      cookie: cookies(await browserCookie(), `${REFERRAL_COOKIE}=${aliceCode}`),
    });
    expect(res.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).referredById).toBe(alice.user.id);
  });
});

describe("item 6: a save does not scan the user's text to decide a referral", () => {
  it("keeps a word count per document, written with each save, and sums those", async () => {
    const sam = await createUser();
    const res = await callRoute(createDocumentRoute, {
      method: "POST",
      url: "/api/documents",
      cookie: sam.cookie,
      body: { title: "Count", content: "  one two\tthree\n\nfour  ", type: "document" },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    expect((await db.document.findUniqueOrThrow({ where: { id }, select: { wordCount: true } })).wordCount).toBe(4);
  });
});
