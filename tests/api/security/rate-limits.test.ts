// Sign-up and sign-in limits: whose address counts (forwarded headers only from our own proxies),
// password spraying across many emails, and an attacker elsewhere locking an account's owner out.
import { POST as register } from "@/app/api/auth/register/route";
import { getAuthOptions } from "@/lib/server/auth";
import { hashPassword } from "@/lib/server/password";
import { db } from "@/lib/server/db";
import { closeRateLimitStore, resetRateLimits } from "@/lib/server/rate-limit";
import { callRoute, disconnectDb, withEnv } from "../support";

// Every sign-in here runs scrypt (32 MiB, about 0.2 s on a quiet core) and one test runs 37 of them:
// 7 s alone, but past the default 30 s when CI's other work shares the two cores (it timed out there,
// and the next test then met its guesses still running). The time is the hash's, by design.
jest.setTimeout(120_000);

beforeEach(() => resetRateLimits());
afterAll(async () => {
  await closeRateLimitStore();
  await disconnectDb();
});

const signUp = (forwardedFor: string, frontProof?: string) =>
  callRoute(register, {
    method: "POST",
    headers: { "x-forwarded-for": forwardedFor, ...(frontProof ? { "x-saywrite-front": frontProof } : {}) },
    body: { firstName: "R", email: `limit-${crypto.randomUUID()}@example.test`, password: "a long enough password" },
  });

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;

function authorize(): Authorize {
  const provider = getAuthOptions().providers.find((p) => p.id === "credentials") as unknown as {
    options: { authorize: Authorize };
  };
  return provider.options.authorize;
}

/** A local account with a known password, and the credentials check next-auth runs. */
async function accountAndAuthorize(prefix: string) {
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  const password = "the owner's own password";
  const user = await db.user.create({ data: { email, passwordHash: await hashPassword(password) } });
  return { email, password, user, tryOnce: authorize() };
}

const from = (address: string) => ({ headers: { "x-forwarded-for": `10.9.9.9, ${address}` } });

describe("sign-up limit per client address", () => {
  it(
    "is not escaped by writing a new X-Forwarded-For on each request (no trusted proxy)",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXY_COUNT: undefined }, async () => {
      expect((await signUp("198.51.100.1")).status).toBe(201);
      expect((await signUp("198.51.100.2")).status).toBe(201);
      const limited = await signUp("198.51.100.3");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }),
  );

  it(
    "behind one proxy, counts the address the proxy saw, whatever the client forged before it",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXY_COUNT: "1" }, async () => {
      expect((await signUp("1.1.1.1, 203.0.113.50")).status).toBe(201);
      expect((await signUp("2.2.2.2, 203.0.113.50")).status).toBe(201);
      expect((await signUp("3.3.3.3, 203.0.113.50")).status).toBe(429);
      // Someone else behind the same proxy has their own budget.
      expect((await signUp("3.3.3.3, 203.0.113.51")).status).toBe(201);
    }),
  );
});

describe("sign-ups behind our front (npm start)", () => {
  const secret = "f".repeat(43);
  const signUpVia = signUp;

  it(
    "give each client address its own budget, not one for everyone",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXY_COUNT: undefined, SAYWRITE_FRONT_SECRET: secret }, async () => {
      expect((await signUpVia("198.51.100.21", secret)).status).toBe(201);
      expect((await signUpVia("198.51.100.21", secret)).status).toBe(201);
      expect((await signUpVia("198.51.100.21", secret)).status).toBe(429);
      expect((await signUpVia("198.51.100.22", secret)).status).toBe(201);
      // A header that does not carry the front's secret is anyone's say: one shared budget.
      expect((await signUpVia("198.51.100.23", "not the secret, but just as long as it!!!!")).status).toBe(201);
      expect((await signUpVia("198.51.100.24", "not the secret, but just as long as it!!!!")).status).toBe(201);
      expect((await signUpVia("198.51.100.25", "not the secret, but just as long as it!!!!")).status).toBe(429);
    }),
  );
});

describe("guessing one account from many addresses", () => {
  it(
    "slows the addresses that guessed, while the owner's correct password from elsewhere gets in",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", TRUSTED_PROXY_COUNT: "1" }, async () => {
      const { email, password, user, tryOnce } = await accountAndAuthorize("target");
      // Ten addresses, three wrong guesses each: every guess is checked, and the account's wait grows.
      for (let i = 1; i <= 10; i++) {
        for (let n = 1; n <= 3; n++) await expect(tryOnce({ email, password: `guess-${i}-${n}-wrong` }, from(`203.0.113.${i}`))).resolves.toBeNull();
      }
      // An address that guessed more than a typo's worth now waits, even with the right password.
      await expect(tryOnce({ email, password }, from("203.0.113.1"))).rejects.toThrow("TooManyAttempts");
      // An address with no failures is checked at once: two typos are checked too, a third wrong guess makes it wait...
      for (let n = 1; n <= 3; n++) await expect(tryOnce({ email, password: `one more guess ${n}` }, from("198.51.100.60"))).resolves.toBeNull();
      await expect(tryOnce({ email, password }, from("198.51.100.60"))).rejects.toThrow("TooManyAttempts");
      // ...and the owner's right password gets in.
      await expect(tryOnce({ email, password }, from("198.51.100.61"))).resolves.toMatchObject({ id: user.id });
      // Other accounts are not slowed.
      const other = `bystander-${Date.now()}@example.test`;
      await db.user.create({ data: { email: other, passwordHash: await hashPassword(password) } });
      await expect(tryOnce({ email: other, password }, from("203.0.113.1"))).resolves.toMatchObject({ email: other });
    }),
  );
});

describe("the owner's own mistakes", () => {
  it(
    "one or two typos never lock the owner's address while a stranger guesses, and the owner signing in clears the account's wait",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", TRUSTED_PROXY_COUNT: "1" }, async () => {
      const { email, password, user, tryOnce } = await accountAndAuthorize("victim");
      // The attack: a stranger's address fails against the account until it has to wait.
      for (let n = 1; n <= 5; n++) await expect(tryOnce({ email, password: `guess-${n}` }, from("203.0.113.150"))).resolves.toBeNull();
      await expect(tryOnce({ email, password: "guess-6" }, from("203.0.113.150"))).rejects.toThrow("TooManyAttempts");
      // The owner, at home, mistypes twice, then types it right: in.
      await expect(tryOnce({ email, password: "the owners own password" }, from("198.51.100.150"))).resolves.toBeNull();
      await expect(tryOnce({ email, password: "the owner's own pasword" }, from("198.51.100.150"))).resolves.toBeNull();
      await expect(tryOnce({ email, password }, from("198.51.100.150"))).resolves.toMatchObject({ id: user.id });
      // That reset the account's count: the stranger's next guess is checked (and fails) instead of waiting out an old lock.
      await expect(tryOnce({ email, password: "guess-8" }, from("203.0.113.150"))).resolves.toBeNull();
    }),
  );
});

describe("sign-in limits", () => {
  it(
    "stop password spraying: many emails from one address",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUSTED_PROXY_COUNT: "1" }, async () => {
      const tryOnce = authorize();
      for (let i = 0; i < 3; i++) {
        await expect(tryOnce({ email: `spray-${i}-${Date.now()}@example.test`, password: "guess-guess" }, from("203.0.113.70"))).resolves.toBeNull();
      }
      await expect(
        tryOnce({ email: `spray-x-${Date.now()}@example.test`, password: "guess-guess" }, from("203.0.113.70")),
      ).rejects.toThrow("TooManyAttempts");
    }),
  );

  it(
    "do not lock the owner out when an attacker elsewhere guesses their password",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUSTED_PROXY_COUNT: "1" }, async () => {
      const { email, password, user, tryOnce } = await accountAndAuthorize("owner");
      for (let i = 0; i < 3; i++) await tryOnce({ email, password: `wrong-${i}-guess` }, from("203.0.113.80"));
      await expect(tryOnce({ email, password: "wrong-again" }, from("203.0.113.80"))).rejects.toThrow("TooManyAttempts");
      await expect(tryOnce({ email, password }, from("198.51.100.90"))).resolves.toMatchObject({ id: user.id });
    }),
  );
});

