// Share and Earn ledger: every figure the page shows is summed from the user's own rows.
import { GET as statsRoute } from "@/app/api/referral/stats/route";
import { POST as sharesRoute } from "@/app/api/referral/shares/route";
import { POST as redemptionsRoute } from "@/app/api/referral/redemptions/route";
import { GET as referralRoute } from "@/app/api/referral/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { db } from "@/lib/server/db";
import { recordShare } from "@/lib/server/referrals/reward-ledger";
import { periodStart, SHARE_REPEAT_WINDOW_MS } from "@/lib/share/rewards";
import type { RecordShareResultDto, RewardStatsDto } from "@/lib/schemas/referral";
import { callRoute, createUser, disconnectDb, json } from "../support";
import { randomUUID } from "node:crypto";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

const stats = async (who: Session) => json<RewardStatsDto>(await callRoute(statsRoute, { url: "/api/referral/stats", cookie: who.cookie }));
const share = (who: Session, channel: unknown = "link") =>
  callRoute(sharesRoute, { method: "POST", url: "/api/referral/shares", cookie: who.cookie, body: { channel } });
const redeem = (who: Session, rewardKey: unknown) =>
  callRoute(redemptionsRoute, { method: "POST", url: "/api/referral/redemptions", cookie: who.cookie, body: { rewardKey } });

/**
 * n shares of the link, each one just after the repeat window of the last (the clock injected, no
 * sleeping), all early in today's UTC day so the day's figures hold whatever the time of the run.
 */
async function shareTimes(who: Session, n: number): Promise<RecordShareResultDto[]> {
  const start = periodStart("daily", new Date()).getTime() + 60_000;
  const results: RecordShareResultDto[] = [];
  for (let i = 0; i < n; i++) {
    const result = await recordShare(who.user.id, "link", new Date(start + i * SHARE_REPEAT_WINDOW_MS));
    expect(result.counted).toBe(true);
    results.push(result);
  }
  return results;
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
    expect(s.challenges.map((c) => `${c.title}: ${c.done} of ${c.goal}`)).toEqual([
      "Daily challenge: 0 of 5",
      "Weekly challenge: 0 of 25",
      "Monthly challenge: 0 of 100",
    ]);
  });

  it("pays 5 coins a share, the daily bonus once at the fifth, and nothing after ten shares a day", async () => {
    const sam = await createUser();
    const results = await shareTimes(sam, 11);
    expect(results.map((r) => r.coinsAwarded)).toEqual([5, 5, 5, 5, 55, 5, 5, 5, 5, 5, 0]);
    expect(results[4].challengesCompleted).toEqual(["Daily challenge"]);
    expect(results.flatMap((r, i) => (i === 4 ? [] : r.challengesCompleted))).toEqual([]);
    const s = await stats(sam);
    expect(s).toMatchObject({ coinsEarned: 100, balance: 100, totalShares: 11 });
    expect(s.globalRank).toBeGreaterThanOrEqual(1);
    expect(s.challenges[0]).toMatchObject({ done: 5, goal: 5, complete: true });
    expect(s.challenges[1]).toMatchObject({ done: 11, goal: 25, complete: false });
  });

  it("does not count the same link shared again within 10 minutes; another channel, or the link later, counts", async () => {
    const kim = await createUser();
    const first = await share(kim, "link");
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ counted: true, coinsAwarded: 5, challengesCompleted: [] });
    for (let i = 0; i < 11; i++) {
      const again = await share(kim, "link");
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual({ counted: false, coinsAwarded: 0, challengesCompleted: [] });
    }
    expect(await stats(kim)).toMatchObject({ coinsEarned: 5, totalShares: 1 });
    expect(await json(await share(kim, "email"))).toMatchObject({ counted: true, coinsAwarded: 5 });

    const firstAt = (await db.rewardEvent.findFirstOrThrow({ where: { userId: kim.user.id, detail: "link" } })).createdAt.getTime();
    expect(await recordShare(kim.user.id, "link", new Date(firstAt + SHARE_REPEAT_WINDOW_MS - 1000))).toMatchObject({ counted: false, coinsAwarded: 0 });
    expect(await recordShare(kim.user.id, "link", new Date(firstAt + SHARE_REPEAT_WINDOW_MS))).toMatchObject({ counted: true, coinsAwarded: 5 });
    expect(await stats(kim)).toMatchObject({ coinsEarned: 15, totalShares: 3 });
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

    await shareTimes(ana, 10); // 50 for shares + 50 daily bonus
    const ok = await redeem(ana, "ambassador-badge");
    expect(ok.status).toBe(201);
    expect(await json(ok)).toMatchObject({ rewardKey: "ambassador-badge", name: "Ambassador Badge", coins: 100 });
    const s = await stats(ana);
    expect(s).toMatchObject({ coinsEarned: 100, balance: 0 });
    expect(s.redemptions.map((r) => r.name)).toEqual(["Ambassador Badge"]);
  });

  it("never spends the same coins twice when two tabs redeem at once", async () => {
    const ben = await createUser();
    await shareTimes(ben, 10);
    const [a, b] = await Promise.all([redeem(ben, "ambassador-badge"), redeem(ben, "ambassador-badge")]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await stats(ben)).balance).toBe(0);
  });

  it("pays the referrer 20 coins when a friend signs up with their code", async () => {
    const alice = await createUser({ firstName: "Alice" });
    const { code } = await json<{ code: string }>(await callRoute(referralRoute, { url: "/api/referral", cookie: alice.cookie }));
    const res = await callRoute(registerRoute, {
      method: "POST",
      url: "/api/auth/register",
      body: { email: `friend-${randomUUID()}@example.test`, password: "correct horse battery", firstName: "Friend", referralCode: code },
      headers: { "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.7.1` },
    });
    expect(res.status).toBe(201);
    expect(await stats(alice)).toMatchObject({ coinsEarned: 20, balance: 20, successfulReferrals: 1 });
  });

  it("ranks by coins earned and never names or identifies other users on the board", async () => {
    const marker = `Zed${randomUUID().slice(0, 8)}`;
    const top = await createUser({ firstName: marker, lastName: marker });
    const other = await createUser();
    await db.rewardEvent.create({ data: { userId: top.user.id, kind: "challenge", coins: 1_000_000, detail: "test", periodKey: `test:${randomUUID()}` } });
    await shareTimes(other, 1);
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
});
