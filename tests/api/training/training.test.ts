import { GET as programsRoute } from "@/app/api/training/programs/route";
import { GET as modulesRoute } from "@/app/api/training/programs/[id]/modules/route";
import { GET as progressRoute } from "@/app/api/training/progress/route";
import { POST as startRoute } from "@/app/api/training/modules/[id]/start/route";
import { POST as completeRoute } from "@/app/api/training/modules/[id]/complete/route";
import { db } from "@/lib/server/db";
import { seedTraining, trainingModuleId, trainingProgramId } from "@/lib/server/training/seed-training";
import type { TrainingModuleDto, TrainingProgramDto, TrainingProgressDto } from "@/lib/schemas/training";
import { programProgressPercent } from "@/lib/training/progress";
import { callRoute, createUser, disconnectDb, json } from "../support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

const PROGRAM = trainingProgramId("getting-started");
const PRACTICE = trainingModuleId("getting-started", "first-sentences");
const THEORY = trainingModuleId("getting-started", "how-dictation-works");

const start = (who: Session, id: string) =>
  callRoute(startRoute, { method: "POST", url: `/api/training/modules/${id}/start`, cookie: who.cookie, params: { id } });
const complete = (who: Session, id: string, body: unknown) =>
  callRoute(completeRoute, { method: "POST", url: `/api/training/modules/${id}/complete`, cookie: who.cookie, params: { id }, body });
const progressOf = async (who: Session) =>
  json<TrainingProgressDto[]>(await callRoute(progressRoute, { url: "/api/training/progress", cookie: who.cookie }));

describe("training API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(programsRoute, { url: "/api/training/programs" })).status).toBe(401);
    expect((await callRoute(progressRoute, { url: "/api/training/progress" })).status).toBe(401);
  });

  it("lists the seeded programs (idempotent seed) with objectives and modules of both types", async () => {
    await seedTraining(db);
    expect(await db.trainingProgram.count({ where: { id: { startsWith: "training-" } } })).toBe(3);
    const programs = await json<TrainingProgramDto[]>(await callRoute(programsRoute, { url: "/api/training/programs", cookie: alice.cookie }));
    const ours = programs.filter((p) => p.id.startsWith("training-"));
    expect(ours.map((p) => p.difficultyLevel)).toEqual(["beginner", "intermediate", "advanced"]);
    expect(ours[0]).toMatchObject({ id: PROGRAM, name: "Getting Started with Dictation", moduleCount: 3 });
    expect(ours[0].objectives.length).toBeGreaterThanOrEqual(2);

    const res = await callRoute(modulesRoute, { url: `/api/training/programs/${PROGRAM}/modules`, cookie: alice.cookie, params: { id: PROGRAM } });
    expect(res.status).toBe(200);
    const modules = await json<TrainingModuleDto[]>(res);
    expect(modules.map((m) => m.moduleType)).toEqual(["theory", "theory", "dictation_practice"]);
    expect(modules[0].content).toMatch(/microphone/);
    expect(modules[2].practiceTexts.length).toBeGreaterThan(0);
    expect(modules[2].assessmentCriteria).toMatchObject({ passingAccuracy: 70, countPunctuation: false });
  });

  it("answers 404 for an unknown program or module", async () => {
    const modules = await callRoute(modulesRoute, { url: "/api/training/programs/nope/modules", cookie: alice.cookie, params: { id: "nope" } });
    expect(modules.status).toBe(404);
    expect((await start(alice, "no-such-module")).status).toBe(404);
    expect((await start(alice, "bad/id")).status).toBe(404);
    expect((await complete(alice, "no-such-module", { score: 80, timeSpent: 10 })).status).toBe(404);
  });

  it("start sets in_progress, startedAt and attempts + 1; only for the caller", async () => {
    const res = await start(alice, PRACTICE);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ moduleId: PRACTICE, programId: PROGRAM, status: "in_progress", attempts: 1 });
    await start(alice, PRACTICE);
    const row = await db.userTrainingProgress.findUniqueOrThrow({ where: { userId_moduleId: { userId: alice.user.id, moduleId: PRACTICE } } });
    expect(row).toMatchObject({ status: "in_progress", attempts: 2 });
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(await progressOf(bob)).toEqual([]);
  });

  it("complete sets completed, completedAt, score and time; keeps the best score; progress % follows", async () => {
    await start(alice, PRACTICE);
    const res = await complete(alice, PRACTICE, { score: 72, timeSpent: 95 });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "completed", score: 72, timeSpent: 95 });
    const row = await db.userTrainingProgress.findUniqueOrThrow({ where: { userId_moduleId: { userId: alice.user.id, moduleId: PRACTICE } } });
    expect(row.completedAt).toBeInstanceOf(Date);

    // Practising again (review) keeps it completed, adds the time, keeps the best score.
    expect(await json(await start(alice, PRACTICE))).toMatchObject({ status: "completed", attempts: 2 });
    expect(await json(await complete(alice, PRACTICE, { score: 60, timeSpent: 30 }))).toMatchObject({ score: 72, timeSpent: 125 });

    const records = await progressOf(alice);
    expect(programProgressPercent(3, records, PROGRAM)).toBe(33);
    expect(await json(await complete(alice, THEORY, { score: null, timeSpent: 120 }))).toMatchObject({ status: "completed", score: null });
    expect(programProgressPercent(3, await progressOf(alice), PROGRAM)).toBe(67);
    expect(await progressOf(bob)).toEqual([]);
  });

  it.each([
    ["score above 100", { score: 101, timeSpent: 5 }],
    ["negative score", { score: -1, timeSpent: 5 }],
    ["fractional score", { score: 80.5, timeSpent: 5 }],
    ["negative time", { score: 80, timeSpent: -5 }],
    ["time beyond a day", { score: 80, timeSpent: 90_000 }],
    ["missing time", { score: 80 }],
    ["extra field", { score: 80, timeSpent: 5, status: "completed" }],
  ])("complete refuses %s with 400", async (_name, body) => {
    const res = await complete(alice, PRACTICE, body);
    expect(res.status).toBe(400);
    expect(await db.userTrainingProgress.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it("a practice module cannot be completed without a score", async () => {
    expect((await complete(alice, PRACTICE, { score: null, timeSpent: 5 })).status).toBe(400);
  });
});
