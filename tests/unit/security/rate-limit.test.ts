// The limiter in memory (no REDIS_URL): budgets per key, Retry-After, and whose address counts.
import { resetEnvCache } from "@/lib/env";
import { clientAddress, resetRateLimits, takeToken } from "@/lib/server/rate-limit";

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
    expect(clientAddress(forwarded("1.1.1.1"), 0)).toBe("direct");
    expect(clientAddress(forwarded("2.2.2.2"), 0)).toBe("direct");
  });

  it("believes only the hops our own proxies appended", () => {
    // The client forged "6.6.6.6"; our one proxy appended the address it saw.
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.1" }, 1)).toBe("198.51.100.1");
  });
});
