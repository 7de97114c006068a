import { GET as getUser, PATCH as updateUser } from "@/app/api/auth/user/route";
import { db } from "@/lib/server/db";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

describe("PATCH /api/auth/user", () => {
  it("changes only the signed-in user's name", async () => {
    const alice = await createUser({ firstName: "Alice", lastName: "Old" });
    const bob = await createUser({ firstName: "Bob" });
    const res = await callRoute(updateUser, {
      method: "PATCH",
      url: "/api/auth/user",
      body: { firstName: "  Ada ", lastName: "Lovelace" },
      cookie: alice.cookie,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: alice.user.id, firstName: "Ada", lastName: "Lovelace" });
    const me = await json(await callRoute(getUser, { url: "/api/auth/user", cookie: alice.cookie }));
    expect(me).toMatchObject({ firstName: "Ada" });
    expect(await db.user.findUnique({ where: { id: bob.user.id } })).toMatchObject({ firstName: "Bob" });
  });

  it("stores an empty last name as none", async () => {
    const u = await createUser({ firstName: "Sam", lastName: "X" });
    await callRoute(updateUser, { method: "PATCH", url: "/api/auth/user", body: { firstName: "Sam", lastName: "" }, cookie: u.cookie });
    expect(await db.user.findUnique({ where: { id: u.user.id } })).toMatchObject({ lastName: null });
  });

  it("refuses a blank first name or one that is too long with 400", async () => {
    const u = await createUser();
    for (const firstName of ["   ", "x".repeat(81)]) {
      const res = await callRoute(updateUser, { method: "PATCH", url: "/api/auth/user", body: { firstName }, cookie: u.cookie });
      expect(res.status).toBe(400);
    }
  });

  it("is 401 without a session", async () => {
    const res = await callRoute(updateUser, { method: "PATCH", url: "/api/auth/user", body: { firstName: "X" } });
    expect(res.status).toBe(401);
  });
});
