import { GET as referralRoute } from "@/app/api/referral/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { db } from "@/lib/server/db";
import type { ReferralDto } from "@/lib/schemas/referral";
import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE } from "@/lib/share/referral";
import { callRoute, createUser, disconnectDb, json } from "../support";
import { randomUUID } from "node:crypto";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

const getReferral = async (who: Session) => json<ReferralDto>(await callRoute(referralRoute, { url: "/api/referral", cookie: who.cookie }));

function register(body: Record<string, unknown>, cookie?: string) {
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

    const viaCookie = await register({}, `${REFERRAL_COOKIE}=${code}`);
    expect(viaCookie.res.status).toBe(201);
    expect(viaCookie.res.headers.get("set-cookie")).toContain(`${REFERRAL_COOKIE}=;`);
    expect((await db.user.findUniqueOrThrow({ where: { email: viaCookie.email } })).referredById).toBe(alice.user.id);

    const unknown = await register({ referralCode: "SW-ZZZZZZ" });
    expect(unknown.res.status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { email: unknown.email } })).referredById).toBeNull();

    expect((await getReferral(alice)).friendsJoined).toBe(2);
  });
});
