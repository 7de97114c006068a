import { resetRateLimits, takeToken } from "@/lib/server/rate-limit";

describe("per-user token bucket", () => {
  beforeEach(() => resetRateLimits());

  it("allows the budget, then refuses with a Retry-After in seconds", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(takeToken("u1", 3, t0).ok).toBe(true);
    const refused = takeToken("u1", 3, t0);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 20 }); // 3 a minute = one every 20 s
  });

  it("refills over time and keeps users apart", () => {
    const t0 = 2_000_000;
    for (let i = 0; i < 30; i++) takeToken("u2", 30, t0);
    expect(takeToken("u2", 30, t0).ok).toBe(false);
    expect(takeToken("someone-else", 30, t0).ok).toBe(true);
    expect(takeToken("u2", 30, t0 + 2_000).ok).toBe(true); // one token every 2 s
  });
});
