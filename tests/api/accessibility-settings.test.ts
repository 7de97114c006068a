import { GET, PUT } from "@/app/api/accessibility/settings/route";
import { DEFAULT_PROFILE } from "@/lib/accessibility/profile";
import { db } from "@/lib/server/db";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
const URL_ = "/api/accessibility/settings";

const get = (s?: Session) => callRoute(GET, { url: URL_, cookie: s?.cookie });
const put = (s: Session | undefined, body: unknown) => callRoute(PUT, { method: "PUT", url: URL_, body, cookie: s?.cookie });

describe("accessibility settings API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    expect((await get()).status).toBe(401);
    expect((await put(undefined, { profile: DEFAULT_PROFILE, updatedAt: new Date().toISOString() })).status).toBe(401);
  });

  it("answers nulls before anything is saved", async () => {
    const res = await get(alice);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ profile: null, updatedAt: null });
  });

  it("saves the profile in the user's accessibilitySettings, clamped, and only for that user", async () => {
    const updatedAt = "2026-01-02T03:04:05.000Z";
    const res = await put(alice, { profile: { ...DEFAULT_PROFILE, fontSize: 99, lineHeight: 1.74, preferredFont: "Arial" }, updatedAt });
    expect(res.status).toBe(200);
    const expected = { profile: { ...DEFAULT_PROFILE, fontSize: 24, lineHeight: 1.7, preferredFont: "arial" }, updatedAt };
    expect(await json(res)).toEqual(expected);
    expect(await json(await get(alice))).toEqual(expected);
    const row = await db.user.findUniqueOrThrow({ where: { id: alice.user.id }, select: { accessibilitySettings: true } });
    expect(row.accessibilitySettings).toEqual(expected);
    expect(await json(await get(bob))).toEqual({ profile: null, updatedAt: null });
  });

  it("keeps the newer copy when an older one arrives", async () => {
    const newer = { profile: { ...DEFAULT_PROFILE, fontSize: 20 }, updatedAt: "2026-02-01T00:00:00.000Z" };
    const older = { profile: { ...DEFAULT_PROFILE, fontSize: 13 }, updatedAt: "2026-01-01T00:00:00.000Z" };
    await put(alice, newer);
    const res = await put(alice, older);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(newer);
    expect(await json(await get(alice))).toEqual(newer);
  });

  it("brings a time in the future back to now", async () => {
    const before = Date.now();
    const res = await put(alice, { profile: DEFAULT_PROFILE, updatedAt: "2099-01-01T00:00:00.000Z" });
    const { updatedAt } = await json<{ updatedAt: string }>(res);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["no profile", { updatedAt: "2026-01-01T00:00:00.000Z" }],
    ["a profile with no settings", { profile: { colour: "blue" }, updatedAt: "2026-01-01T00:00:00.000Z" }],
    ["a profile that is a list", { profile: [1, 2], updatedAt: "2026-01-01T00:00:00.000Z" }],
    ["no time", { profile: DEFAULT_PROFILE }],
    ["a time that is not ISO 8601", { profile: DEFAULT_PROFILE, updatedAt: "yesterday" }],
  ])("rejects %s with 400 and the issues", async (_name, body) => {
    const res = await put(alice, body);
    expect(res.status).toBe(400);
    const { error } = await json<{ error: { code: string; issues: unknown[] } }>(res);
    expect(error.code).toBe("bad_request");
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it("ignores a broken stored value", async () => {
    await db.user.update({ where: { id: alice.user.id }, data: { accessibilitySettings: { profile: "nonsense" } } });
    expect(await json(await get(alice))).toEqual({ profile: null, updatedAt: null });
  });
});
