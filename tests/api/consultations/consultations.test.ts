import { GET as listRoute, POST as createRoute } from "@/app/api/consultations/route";
import { GET as getRoute } from "@/app/api/consultations/[id]/route";
import { POST as cancelRoute } from "@/app/api/consultations/[id]/cancel/route";
import { db } from "@/lib/server/db";
import type { ConsultationDto } from "@/lib/schemas/consultations";
import { callRoute, createUser, disconnectDb, json } from "../support";

// A date always in the future (the server refuses past preferred dates).
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string }[] } };

const VALID = { companyName: "Acme Ltd", contactEmail: "hr@acme.test" };

function post(owner: Session, body: unknown) {
  return callRoute(createRoute, { method: "POST", url: "/api/consultations", body, cookie: owner.cookie });
}

async function create(owner: Session, body: Record<string, unknown> = {}) {
  const res = await post(owner, { ...VALID, ...body });
  expect(res.status).toBe(201);
  return json<ConsultationDto>(res);
}

async function expectRefused(owner: Session, body: Record<string, unknown>, path: string) {
  const res = await post(owner, body);
  expect(res.status).toBe(400);
  const err = await json<ErrorBody>(res);
  expect(err.error.code).toBe("bad_request");
  expect(err.error.issues?.map((i) => i.path)).toContain(path);
}

describe("consultations API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(listRoute, { url: "/api/consultations" })).status).toBe(401);
    expect((await callRoute(createRoute, { method: "POST", url: "/api/consultations", body: VALID })).status).toBe(401);
  });

  it("creates a pending request with the spec's defaults", async () => {
    const c = await create(alice);
    expect(c).toMatchObject({
      companyName: "Acme Ltd",
      contactEmail: "hr@acme.test",
      status: "pending",
      priority: "medium",
      consultationType: "assessment",
      duration: 60,
      accommodationNeeds: {},
      budget: null,
      scheduledDate: null,
      industryType: null,
      contactPhone: null,
    });
    const row = await db.consultation.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.userId).toBe(alice.user.id);
    expect(row.status).toBe("pending");
  });

  it("stores the budget in cents and a zero budget as null", async () => {
    const c = await create(alice, { budget: 1_250_000 });
    expect(c.budget).toBe(1_250_000);
    expect((await db.consultation.findUniqueOrThrow({ where: { id: c.id } })).budget).toBe(1_250_000);
    const zero = await create(alice, { budget: 0 });
    expect(zero.budget).toBeNull();
    expect((await db.consultation.findUniqueOrThrow({ where: { id: zero.id } })).budget).toBeNull();
  });

  it("stores every field sent", async () => {
    const c = await create(alice, {
      contactPhone: " 555-0100 ",
      employeeCount: 250,
      industryType: "education",
      accommodationNeeds: { needs: ["speechToText"], screenReaders: 5 },
      scheduledDate: `${NEXT_YEAR}-03-15`,
      consultationType: "training",
      priority: "urgent",
      notes: "Two sites",
    });
    expect(c).toMatchObject({
      contactPhone: "555-0100",
      employeeCount: 250,
      industryType: "education",
      accommodationNeeds: { needs: ["speechToText"], screenReaders: 5 },
      scheduledDate: `${NEXT_YEAR}-03-15T00:00:00.000Z`,
      consultationType: "training",
      priority: "urgent",
      notes: "Two sites",
    });
  });

  it.each([
    ["company name missing", { contactEmail: "a@b.test" }, "companyName"],
    ["company name blank", { ...VALID, companyName: "   " }, "companyName"],
    ["contact email missing", { companyName: "Acme" }, "contactEmail"],
    ["contact email invalid", { ...VALID, contactEmail: "not-an-email" }, "contactEmail"],
    ["employee count negative", { ...VALID, employeeCount: -1 }, "employeeCount"],
    ["employee count fractional", { ...VALID, employeeCount: 2.5 }, "employeeCount"],
    ["employee count text", { ...VALID, employeeCount: "ten" }, "employeeCount"],
    ["budget negative", { ...VALID, budget: -100 }, "budget"],
    ["budget fractional cents", { ...VALID, budget: 10.5 }, "budget"],
    ["budget beyond integer range", { ...VALID, budget: 3_000_000_000 }, "budget"],
    ["accommodation needs an array", { ...VALID, accommodationNeeds: [1, 2] }, "accommodationNeeds"],
    ["accommodation needs a string", { ...VALID, accommodationNeeds: "{}" }, "accommodationNeeds"],
    ["scheduled date not a date", { ...VALID, scheduledDate: "next tuesday" }, "scheduledDate"],
    ["scheduled date impossible", { ...VALID, scheduledDate: `${NEXT_YEAR}-02-31` }, "scheduledDate"],
    ["industry not in the list", { ...VALID, industryType: "mining" }, "industryType"],
    ["priority not in the list", { ...VALID, priority: "critical" }, "priority"],
    ["consultation type unknown", { ...VALID, consultationType: "party" }, "consultationType"],
  ])("refuses %s with 400", async (_name, body, path) => {
    await expectRefused(alice, body, path);
    expect(await db.consultation.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("refuses a preferred date before yesterday (UTC) with 400 at scheduledDate, and accepts yesterday and today", async () => {
    const utcDay = (offset: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
    };
    for (const scheduledDate of ["2020-01-01", utcDay(-2), `${utcDay(-2)}T12:00:00.000Z`]) {
      const res = await post(alice, { ...VALID, scheduledDate });
      expect(res.status).toBe(400);
      const err = await json<ErrorBody & { error: { issues: { path: string; message: string }[] } }>(res);
      expect(err.error.issues).toContainEqual(
        expect.objectContaining({ path: "scheduledDate", message: "The date cannot be in the past. Choose today or a later date." }),
      );
    }
    expect(await db.consultation.count({ where: { userId: alice.user.id } })).toBe(0);
    // yesterday in UTC is still today for someone west of UTC
    expect((await create(alice, { scheduledDate: utcDay(-1) })).scheduledDate).toBe(`${utcDay(-1)}T00:00:00.000Z`);
    expect((await create(alice, { scheduledDate: utcDay(0) })).scheduledDate).toBe(`${utcDay(0)}T00:00:00.000Z`);
  });

  it("refuses other needs longer than 2,000 characters with 400 at accommodationNeeds.otherNeeds", async () => {
    await expectRefused(alice, { ...VALID, accommodationNeeds: { otherNeeds: "a".repeat(2001) } }, "accommodationNeeds.otherNeeds");
    expect((await create(alice, { accommodationNeeds: { otherNeeds: "a".repeat(2000) } })).accommodationNeeds).toEqual({ otherNeeds: "a".repeat(2000) });
  });

  it("does not let the client set the status", async () => {
    const res = await post(alice, { ...VALID, status: "completed" });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/status/);
    expect(await db.consultation.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("accepts an empty scheduled date, industry and phone as null", async () => {
    const c = await create(alice, { scheduledDate: null, industryType: "", contactPhone: "" });
    expect(c).toMatchObject({ scheduledDate: null, industryType: null, contactPhone: null });
  });

  it("lists only the user's own requests, newest first", async () => {
    const first = await create(alice, { companyName: "First" });
    const second = await create(alice, { companyName: "Second" });
    await create(bob, { companyName: "Bob Co" });
    const res = await callRoute(listRoute, { url: "/api/consultations", cookie: alice.cookie });
    expect(res.status).toBe(200);
    const list = await json<ConsultationDto[]>(res);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it("gets one by id for its owner and 404 for anyone else or a bad id", async () => {
    const c = await create(alice);
    const mine = await callRoute(getRoute, { url: `/api/consultations/${c.id}`, cookie: alice.cookie, params: { id: c.id } });
    expect(mine.status).toBe(200);
    expect((await json<ConsultationDto>(mine)).companyName).toBe("Acme Ltd");
    const theirs = await callRoute(getRoute, { url: `/api/consultations/${c.id}`, cookie: bob.cookie, params: { id: c.id } });
    expect(theirs.status).toBe(404);
    const bad = await callRoute(getRoute, { url: "/api/consultations/x", cookie: alice.cookie, params: { id: "../etc" } });
    expect(bad.status).toBe(404);
  });

  it("lets the owner cancel, idempotently; others get 404; completed cannot be cancelled", async () => {
    const c = await create(alice);
    const cancel = (who: Session, id: string) =>
      callRoute(cancelRoute, { method: "POST", url: `/api/consultations/${id}/cancel`, cookie: who.cookie, params: { id } });

    expect((await cancel(bob, c.id)).status).toBe(404);
    expect((await db.consultation.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("pending");

    const res = await cancel(alice, c.id);
    expect(res.status).toBe(200);
    expect((await json<ConsultationDto>(res)).status).toBe("cancelled");
    expect((await db.consultation.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("cancelled");
    expect((await cancel(alice, c.id)).status).toBe(200);

    const done = await create(alice);
    await db.consultation.update({ where: { id: done.id }, data: { status: "completed" } });
    expect((await cancel(alice, done.id)).status).toBe(409);
    expect((await db.consultation.findUniqueOrThrow({ where: { id: done.id } })).status).toBe("completed");
  });
});
