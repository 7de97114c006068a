// The limiter in memory (no REDIS_URL): budgets per key, Retry-After, and whose address counts.
import { resetEnvCache } from "@/lib/env";
import { addressKey, clientAddress, resetRateLimits, takeToken } from "@/lib/server/rate-limit";
import { clientFromHops, rewriteForwardingHeaders } from "@/lib/deploy/client-address";
import { accountDelaySeconds } from "@/lib/server/sign-in-guard";

const saved = { ...process.env };
beforeEach(async () => {
  process.env = { ...saved, DATABASE_URL: "postgresql://x@localhost/db", REDIS_URL: undefined } as NodeJS.ProcessEnv;
  resetEnvCache();
  await resetRateLimits();
});
afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

describe("rate limits in memory", () => {
  it("allows the budget, then refuses with a Retry-After within the minute", async () => {
    for (let i = 0; i < 3; i++) expect((await takeToken("ai", "u1", 3)).ok).toBe(true);
    const refused = await takeToken("ai", "u1", 3);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("keeps keys and limits apart", async () => {
    for (let i = 0; i < 2; i++) await takeToken("ai", "u2", 2);
    expect((await takeToken("ai", "u2", 2)).ok).toBe(false);
    expect((await takeToken("ai", "someone-else", 2)).ok).toBe(true);
    expect((await takeToken("sign-up-address", "u2", 2)).ok).toBe(true);
  });
});

describe("client address", () => {
  const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

  it("ignores X-Forwarded-For when no proxy is trusted (the client writes it)", () => {
    expect(clientAddress(forwarded("1.1.1.1"), 0, undefined)).toBe("direct");
    expect(clientAddress(forwarded("2.2.2.2"), 0, undefined)).toBe("direct");
  });

  const secret = "s".repeat(43);

  it("believes X-Forwarded-For written by our front, and only with its secret", () => {
    const vouched = (address: string, proof: string) => new Headers({ "x-forwarded-for": address, "x-saywrite-front": proof });
    expect(clientAddress(vouched("198.51.100.4", secret), 0, secret)).toBe("198.51.100.4");
    expect(clientAddress(vouched("198.51.100.5", secret), 0, secret)).toBe("198.51.100.5");
    expect(clientAddress(vouched("198.51.100.4", "t".repeat(43)), 0, secret)).toBe("direct");
    expect(clientAddress(vouched("198.51.100.4", secret), 0, undefined)).toBe("direct"); // no front running
  });

  it("counts IPv6 clients by their /64 network", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("believes only the hops our own proxies appended", () => {
    // The client forged "6.6.6.6"; our one proxy appended the address it saw.
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.1" }, 1)).toBe("198.51.100.1");
  });
});

describe("our front's rewrite of forwarding headers", () => {
  it("replaces whatever the client wrote with the socket's address when nothing is in front", () => {
    const headers: Record<string, string | string[] | undefined> = {
      "x-forwarded-for": "127.0.0.1, 10.0.0.1",
      "x-real-ip": "127.0.0.1",
      forwarded: "for=127.0.0.1",
      "x-forwarded-host": "evil.example",
      "x-saywrite-front": "a guess",
      host: "saywrite.test",
    };
    expect(rewriteForwardingHeaders(headers, "::ffff:203.0.113.20", 0, "secret")).toBe("203.0.113.20");
    expect(headers).toEqual({ "x-forwarded-for": "203.0.113.20", "x-saywrite-front": "secret", host: "saywrite.test" });
  });

  it("behind trusted proxies, takes the address the nearest proxy saw", () => {
    // The client forged 6.6.6.6; the proxy at 10.0.0.1 appended 203.0.113.7, the client it saw.
    expect(clientFromHops("6.6.6.6, 203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientFromHops("6.6.6.6, 203.0.113.7, 10.0.0.2", "10.0.0.1", 2)).toBe("203.0.113.7");
    expect(clientFromHops(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
  });
});

describe("the wait after failed sign-ins on one account", () => {
  it("is free for the first few failures, then doubles, up to 15 minutes", () => {
    expect([0, 4].map(accountDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 10].map(accountDelaySeconds)).toEqual([1, 2, 4, 32]);
    expect(accountDelaySeconds(40)).toBe(900);
  });
});
