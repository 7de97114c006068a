// Share and Earn ledger: every figure the page shows is summed from the user's own rows.
import { GET as statsRoute } from "@/app/api/referral/stats/route";
import { POST as sharesRoute } from "@/app/api/referral/shares/route";
import { POST as redemptionsRoute } from "@/app/api/referral/redemptions/route";
import { GET as referralRoute } from "@/app/api/referral/route";
import { POST as visitsRoute } from "@/app/api/referral/visits/route";
import { db } from "@/lib/server/db";
import { recordShare } from "@/lib/server/referral/reward-ledger";
import { recordShareVisit } from "@/lib/server/referral/share-visits";
import { browserKeyOf } from "@/lib/server/referral/browsers";
import { newBrowserId } from "@/lib/share/browser";
import { browserCookie } from "./browser-cookie";
import { periodStart, SHARE_REPEAT_WINDOW_MS } from "@/lib/share/rewards";
import type { RewardStatsDto, VisitResultDto } from "@/lib/schemas/referral";
import { callRoute, createUser, disconnectDb, json } from "../support";
import { randomUUID } from "node:crypto";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

const stats = async (who: Session) => json<RewardStatsDto>(await callRoute(statsRoute, { url: "/api/referral/stats", cookie: who.cookie }));
const browser = () => browserCookie();
const share = (who: Session, channel: unknown = "link", browserCookie?: string) =>
  callRoute(sharesRoute, { method: "POST", url: "/api/referral/shares", cookie: [who.cookie, browserCookie].filter(Boolean).join("; "), body: { channel } });
const codeOf = async (who: Session, browserCookie?: string) =>
  (await json<{ code: string }>(await callRoute(referralRoute, { url: "/api/referral", cookie: [who.cookie, browserCookie].filter(Boolean).join("; ") }))).code;
/** Someone opens the link: a browser (its cookie), maybe signed in. */
const visit = async (code: string, cookie?: string) =>
  json<VisitResultDto>(await callRoute(visitsRoute, { method: "POST", url: "/api/referral/visits", cookie, body: { code } }));
const redeem = (who: Session, rewardKey: unknown) =>
  callRoute(redemptionsRoute, { method: "POST", url: "/api/referral/redemptions", cookie: who.cookie, body: { rewardKey } });

/**
 * n shares of the link, each one just after the repeat window of the last and each opened a
 * second later by a different browser (the clock injected, no sleeping), all early in today's
 * UTC day so the day's figures hold whatever the time of the run. Returns the coins each visit paid.
 */
async function sharesOpened(who: Session, n: number): Promise<number[]> {
  const code = await codeOf(who);
  const start = periodStart("daily", new Date()).getTime() + 60_000;
  const paid: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = start + i * SHARE_REPEAT_WINDOW_MS;
    expect(await recordShare(who.user.id, "link", new Date(at))).toEqual({ counted: true, coinsPending: 5 });
    const before = await coins(who);
    const result = await recordShareVisit({ code, browser: { key: browserKeyOf(newBrowserId()), issuedAt: new Date(at - 60_000) }, addressKey: null, sessionUserId: null }, new Date(at + 1000));
    expect(result).toEqual({ counted: true });
    paid.push((await coins(who)) - before);
  }
  return paid;
}

async function coins(who: Session): Promise<number> {
  const { _sum } = await db.rewardEvent.aggregate({ where: { userId: who.user.id }, _sum: { coins: true } });
  return _sum.coins ?? 0;
}

describe("Share and Earn ledger", () => {
  it("is 401 without a session on every route", async () => {
    expect((await callRoute(statsRoute, { url: "/api/referral/stats" })).status).toBe(401);
    expect((await callRoute(sharesRoute, { method: "POST", url: "/api/referral/shares", body: { channel: "link" } })).status).toBe(401);
    expect((await callRoute(redemptionsRoute, { method: "POST", url: "/api/referral/redemptions", body: { rewardKey: "vip-support" } })).status).toBe(401);
  });

  it("starts a new user at zero, unranked, with every challenge at 0", async () => {
    const s = await stats(await createUser());
    expect(s).toMatchObject({ coinsEarned: 0, balance: 0, successfulReferrals: 0, totalShares: 0, globalRank: null, redemptions: [] });
    expect(s.pending).toEqual({ shares: 0, referrals: 0, coins: 0 });
    expect(s.challenges.map((c) => `${c.title}: ${c.done} of ${c.goal}`)).toEqual([
      "Daily challenge: 0 of 5",
      "Weekly challenge: 0 of 25",
      "Monthly challenge: 0 of 100",
    ]);
  });

  it("pays nothing for a share until someone else opens the link: not the sharer's browser, session, or a browser twice", async () => {
    const [sam, other] = [await createUser(), await createUser()];
    const samsBrowser = await browser();
    const code = await codeOf(sam, samsBrowser);
    // The script: nine shares in a row pay nothing by themselves.
    for (const channel of ["code", "link", "twitter", "linkedin", "facebook", "email", "qr", "media-kit", "story"]) {
      const res = await share(sam, channel, samsBrowser);
      expect(res.status).toBe(201);
      expect(await json(res)).toEqual({ counted: true, coinsPending: 5 });
    }
    expect(await stats(sam)).toMatchObject({ coinsEarned: 0, totalShares: 0, pending: { shares: 9, referrals: 0, coins: 45 } });
    expect(await stats(sam)).toMatchObject({ challenges: [{ done: 0 }, { done: 0 }, { done: 0 }] });

    // The sharer opening their own link: from their browser (signed out), with their session, or with no browser cookie.
    expect(await visit(code, samsBrowser)).toEqual({ counted: false });
    expect(await visit(code, `${sam.cookie}; ${await browser()}`)).toEqual({ counted: false });
    expect(await visit(code)).toEqual({ counted: false });
    expect(await visit("SW-ZZZZZZ", await browser())).toEqual({ counted: false });
    expect(await stats(sam)).toMatchObject({ coinsEarned: 0, totalShares: 0 });

    // Someone else's browser (signed out, or signed in as another user) confirms one share each, once.
    const friend = await browser();
    expect(await visit(code, friend)).toEqual({ counted: true });
    expect(await visit(code, friend)).toEqual({ counted: false });
    expect(await visit(code, `${other.cookie}; ${await browser()}`)).toEqual({ counted: true });
    expect(await stats(sam)).toMatchObject({ coinsEarned: 10, balance: 10, totalShares: 2, pending: { shares: 7, coins: 35 } });
    expect(await stats(other)).toMatchObject({ coinsEarned: 0, totalShares: 0 });
    expect((await callRoute(visitsRoute, { method: "POST", url: "/api/referral/visits", body: { code, extra: 1 } })).status).toBe(400);
  });

  it("pays 5 coins an opened share, the daily bonus once at the fifth, and nothing after ten a day", async () => {
    const sam = await createUser();
    expect(await sharesOpened(sam, 11)).toEqual([5, 5, 5, 5, 55, 5, 5, 5, 5, 5, 0]);
    const s = await stats(sam);
    expect(s).toMatchObject({ coinsEarned: 100, balance: 100, totalShares: 11, pending: { shares: 0, coins: 0 } });
    expect(s.globalRank).toBeGreaterThanOrEqual(1);
    expect(s.challenges[0]).toMatchObject({ done: 5, goal: 5, complete: true });
    expect(s.challenges[1]).toMatchObject({ done: 11, goal: 25, complete: false });
  });

  it("does not record the same link shared again within 10 minutes; another channel, or the link later, is recorded", async () => {
    const kim = await createUser();
    const first = await share(kim, "link");
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ counted: true, coinsPending: 5 });
    for (let i = 0; i < 11; i++) {
      const again = await share(kim, "link");
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual({ counted: false, coinsPending: 0 });
    }
    expect((await stats(kim)).pending).toMatchObject({ shares: 1 });
    expect(await json(await share(kim, "email"))).toMatchObject({ counted: true });

    const firstAt = (await db.rewardEvent.findFirstOrThrow({ where: { userId: kim.user.id, detail: "link" } })).createdAt.getTime();
    expect(await recordShare(kim.user.id, "link", new Date(firstAt + SHARE_REPEAT_WINDOW_MS - 1000))).toMatchObject({ counted: false });
    expect(await recordShare(kim.user.id, "link", new Date(firstAt + SHARE_REPEAT_WINDOW_MS))).toMatchObject({ counted: true });
    expect(await stats(kim)).toMatchObject({ coinsEarned: 0, pending: { shares: 3, coins: 15 } });
  });

  it("refuses unknown channels and extra fields with 400, and a day's 101st share with 429 and Retry-After", async () => {
    const sam = await createUser();
    expect((await share(sam, "carrier-pigeon")).status).toBe(400);
    expect((await callRoute(sharesRoute, { method: "POST", url: "/api/referral/shares", cookie: sam.cookie, body: { channel: "link", coins: 1000 } })).status).toBe(400);
    await db.rewardEvent.createMany({ data: Array.from({ length: 100 }, () => ({ userId: sam.user.id, kind: "share" as const, coins: 0, detail: "link" })) });
    const refused = await share(sam);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("redeems only what the balance covers, saying how many coins are missing", async () => {
    const ana = await createUser();
    const short = await redeem(ana, "ambassador-badge");
    expect(short.status).toBe(409);
    expect((await json<{ error: { message: string } }>(short)).error.message).toBe("You need 100 more coins for Ambassador Badge.");
    expect((await redeem(ana, "free-money")).status).toBe(400);

    await sharesOpened(ana, 10); // 50 for shares + 50 daily bonus
    const ok = await redeem(ana, "ambassador-badge");
    expect(ok.status).toBe(201);
    expect(await json(ok)).toMatchObject({ rewardKey: "ambassador-badge", name: "Ambassador Badge", coins: 100 });
    const s = await stats(ana);
    expect(s).toMatchObject({ coinsEarned: 100, balance: 0 });
    expect(s.redemptions.map((r) => r.name)).toEqual(["Ambassador Badge"]);
  });

  it("never spends the same coins twice when two tabs redeem at once", async () => {
    const ben = await createUser();
    await sharesOpened(ben, 10);
    const [a, b] = await Promise.all([redeem(ben, "ambassador-badge"), redeem(ben, "ambassador-badge")]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await stats(ben)).balance).toBe(0);
  });

  it("ranks by coins earned and never names or identifies other users on the board", async () => {
    const marker = `Zed${randomUUID().slice(0, 8)}`;
    const top = await createUser({ firstName: marker, lastName: marker });
    const other = await createUser();
    await db.rewardEvent.create({ data: { userId: top.user.id, kind: "challenge", coins: 1_000_000, detail: "test", periodKey: `test:${randomUUID()}` } });
    await sharesOpened(other, 1);
    const mine = await stats(top);
    const theirs = await callRoute(statsRoute, { url: "/api/referral/stats", cookie: other.cookie });
    const body = await theirs.text();
    expect(body).not.toContain(marker);
    expect(body).not.toContain(top.user.id);
    expect(body).not.toContain(top.user.email);
    const parsed = JSON.parse(body) as RewardStatsDto;
    expect(mine.globalRank).toBeLessThan(parsed.globalRank!);
    expect(parsed.leaderboard.filter((r) => r.isYou).length).toBeLessThanOrEqual(1);
    expect(mine.leaderboard.find((r) => r.isYou)).toMatchObject({ rank: mine.globalRank, coins: 1_000_000 });
  });

  it("shows the community's figures summed over everyone's ledger, not fixed numbers", async () => {
    const [ana, ben] = [await createUser(), await createUser()];
    const before = (await stats(ana)).community;
    await sharesOpened(ana, 10); // 50 coins and the daily challenge (50)
    await sharesOpened(ben, 1);
    expect((await share(ben, "story")).status).toBe(201);
    expect((await redeem(ana, "ambassador-badge")).status).toBe(201);
    const after = (await stats(ben)).community;
    // Other test files write to the same ledger meanwhile: at least what these two users did.
    expect(after.sharers - before.sharers).toBeGreaterThanOrEqual(2);
    expect(after.sharesOpened - before.sharesOpened).toBeGreaterThanOrEqual(11);
    expect(after.storiesShared - before.storiesShared).toBeGreaterThanOrEqual(1);
    // Coins: these two users earned 105 (50 for the shares, 50 for the challenge, 5 for ben's
    // share), and the figure is the ledger's own sum, read at the moment the page reads it. (Not a
    // difference of two readings: tests/api/accounts/delete-account.test.ts deletes an account with
    // a 5-coin row meanwhile, and its coins leave the sum with it: 100 was seen.)
    const [own] = await db.$queryRaw<{ coins: number }[]>`SELECT COALESCE(SUM(coins), 0)::int AS coins FROM reward_events WHERE coins > 0 AND user_id IN (${ana.user.id}, ${ben.user.id})`;
    expect(own.coins).toBeGreaterThanOrEqual(100 + 5);
    const ledgerCoins = async () => (await db.$queryRaw<{ coins: number }[]>`SELECT COALESCE(SUM(coins) FILTER (WHERE coins > 0), 0)::int AS coins FROM reward_events`)[0].coins;
    let agreed = false;
    for (let attempt = 0; attempt < 5 && !agreed; attempt++) {
      const [sumBefore, figure, sumAfter] = [await ledgerCoins(), (await stats(ben)).community.coinsEarned, await ledgerCoins()];
      // (another file wrote between the readings: read again)
      if (sumBefore === sumAfter) {
        expect(figure).toBe(sumBefore);
        agreed = true;
      }
    }
    expect(agreed).toBe(true);
    expect(after.challengesCompleted - before.challengesCompleted).toBeGreaterThanOrEqual(1);
    expect(after.rewardsRedeemed - before.rewardsRedeemed).toBeGreaterThanOrEqual(1);
    const [ledger] = await db.$queryRaw<{ shares: number }[]>`SELECT COUNT(*)::int AS shares FROM reward_events WHERE kind = 'share' AND confirmed_at IS NOT NULL`;
    expect(after.sharesOpened).toBeLessThanOrEqual(ledger.shares);
    expect(JSON.stringify(after)).not.toMatch(/50000|1200000/);
  });
});
