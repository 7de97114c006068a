import { GET as listSessions, POST as recordSession } from "@/app/api/voice/sessions/route";
import { db } from "@/lib/server/db";
import type { VoiceSessionDto } from "@/lib/schemas/voice-sessions";
import { callRoute, createUser, disconnectDb, json } from "./support";

afterAll(disconnectDb);

type Session = Awaited<ReturnType<typeof createUser>>;

function record(owner: Session, body: unknown) {
  return callRoute(recordSession, { method: "POST", url: "/api/voice/sessions", body, cookie: owner.cookie });
}

describe("voice sessions API", () => {
  let alice: Session;
  let bob: Session;

  beforeEach(async () => {
    alice = await createUser({ firstName: "Alice" });
    bob = await createUser({ firstName: "Bob" });
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(listSessions, { url: "/api/voice/sessions" })).status).toBe(401);
    expect((await callRoute(recordSession, { method: "POST", url: "/api/voice/sessions", body: { durationSeconds: 1, words: 1 } })).status).toBe(401);
  });

  it("records a session into voice_sessions with the default language", async () => {
    const res = await record(alice, { durationSeconds: 95, words: 140 });
    expect(res.status).toBe(201);
    const dto = await json<VoiceSessionDto>(res);
    expect(dto).toMatchObject({ durationSeconds: 95, words: 140, language: "en-US", documentId: null });
    const row = await db.voiceSession.findUnique({ where: { id: dto.id } });
    expect(row).toMatchObject({ userId: alice.user.id, duration: 95, wordCount: 140, language: "en-US", documentId: null });
  });

  it("links a session to the user's own document and keeps no transcription (no screen shows it)", async () => {
    const doc = await db.document.create({ data: { userId: alice.user.id, title: "Notes" } });
    const res = await record(alice, { durationSeconds: 10, words: 3, language: "en-GB", documentId: doc.id, transcription: "hello there friend" });
    expect(res.status).toBe(201);
    const dto = await json<VoiceSessionDto>(res);
    expect(dto).toMatchObject({ documentId: doc.id, language: "en-GB" });
    expect(await db.voiceSession.findUnique({ where: { id: dto.id } })).toMatchObject({ transcription: null });
  });

  it("is 404 when the document belongs to someone else, and records nothing", async () => {
    const doc = await db.document.create({ data: { userId: alice.user.id, title: "Alice's" } });
    const res = await record(bob, { durationSeconds: 10, words: 3, documentId: doc.id });
    expect(res.status).toBe(404);
    expect(await db.voiceSession.count({ where: { userId: bob.user.id } })).toBe(0);
  });

  it.each([
    [{ words: 3 }, "durationSeconds"],
    [{ durationSeconds: -1, words: 3 }, "durationSeconds"],
    [{ durationSeconds: 1.5, words: 3 }, "durationSeconds"],
    [{ durationSeconds: 13 * 3600, words: 3 }, "durationSeconds"],
    [{ durationSeconds: 10, words: -2 }, "words"],
    [{ durationSeconds: 10, words: 3, language: "not a language" }, "language"],
    [{ durationSeconds: 10, words: 3, documentId: "../etc" }, "documentId"],
  ])("refuses %j with 400 naming %s", async (body, path) => {
    const res = await record(alice, body);
    expect(res.status).toBe(400);
    const err = await json<{ error: { issues: { path: string }[] } }>(res);
    expect(err.error.issues.map((i) => i.path)).toContain(path);
  });

  it("lists only the user's sessions, newest first", async () => {
    const base = Date.now();
    await db.voiceSession.createMany({
      data: [
        { userId: alice.user.id, duration: 60, wordCount: 10, createdAt: new Date(base - 3_600_000) },
        { userId: alice.user.id, duration: 120, wordCount: 20, createdAt: new Date(base - 60_000) },
        { userId: bob.user.id, duration: 999, wordCount: 999 },
      ],
    });
    const res = await callRoute(listSessions, { url: "/api/voice/sessions", cookie: alice.cookie });
    expect(res.status).toBe(200);
    const list = await json<VoiceSessionDto[]>(res);
    expect(list.map((s) => s.words)).toEqual([20, 10]);
    expect(list[0]).not.toHaveProperty("transcription");
  });

  it("honours ?limit= and refuses a bad one", async () => {
    await db.voiceSession.createMany({
      data: [1, 2, 3].map((n) => ({ userId: alice.user.id, duration: n, wordCount: n })),
    });
    const res = await callRoute(listSessions, { url: "/api/voice/sessions?limit=2", cookie: alice.cookie });
    expect((await json<VoiceSessionDto[]>(res)).length).toBe(2);
    const bad = await callRoute(listSessions, { url: "/api/voice/sessions?limit=0", cookie: alice.cookie });
    expect(bad.status).toBe(400);
  });
});
