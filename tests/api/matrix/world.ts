// Two users for the access matrix. User A owns one of everything a user can own, each row
// carrying a distinctive marker string; user B owns nothing. Whatever B is answered must never
// contain A's markers, ids or email.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { trainingModuleId, trainingProgramId } from "@/lib/server/training/seed-training";
import { createUser } from "../support";

export type World = {
  a: {
    id: string;
    email: string;
    cookie: string;
    documentId: string;
    documentVersion: number;
    consultationId: string;
    templateId: string;
    voiceSessionId: string;
    revisionId: string;
    vocabularyId: string;
  };
  b: { id: string; cookie: string };
  programId: string;
  moduleId: string;
  /** Strings that exist only in A's rows (markers, ids, email). */
  secrets: string[];
};

export async function buildWorld(): Promise<World> {
  const marker = `ZQXMARK${randomUUID().replaceAll("-", "")}`;
  const alice = await createUser({ firstName: `${marker}first`, lastName: `${marker}last` });
  const bob = await createUser({ firstName: "Bob" });
  const a = alice.user.id;
  const programId = trainingProgramId("getting-started");
  const moduleId = trainingModuleId("getting-started", "how-dictation-works");
  const [document, consultation, template, voiceSession, vocabulary] = await Promise.all([
    db.document.create({ data: { userId: a, title: `${marker}title`, content: `secret ${marker}content words` } }),
    db.consultation.create({
      data: { userId: a, companyName: `${marker}company`, contactEmail: `${marker.toLowerCase()}@corp.test`, notes: `${marker}notes` },
    }),
    db.template.create({
      data: { name: `${marker}template`, category: "Business", content: `${marker}body`, isPublic: false, createdById: a },
    }),
    db.voiceSession.create({ data: { userId: a, transcription: `${marker}spoken`, duration: 42, wordCount: 7 } }),
    db.vocabularyEntry.create({
      data: { userId: a, kind: "shortcut", phrase: `${marker}phrase`, phraseKey: `${marker}phrase`.toLowerCase(), expansion: `${marker}expansion` },
    }),
    db.gameProgress.create({ data: { userId: a, gameType: "spelling-bee", score: 31337, bestScore: 31337 } }),
    db.userTrainingProgress.create({
      data: { userId: a, programId, moduleId, status: "completed", notes: `${marker}training`, score: 77 },
    }),
    db.user.update({
      where: { id: a },
      data: { referralCode: `R${marker.slice(7, 17)}`, accessibilitySettings: { profile: { backgroundColor: "#123456" }, updatedAt: new Date().toISOString() } },
    }),
  ]);
  const revision = await db.documentRevision.create({
    data: { documentId: document.id, title: `${marker}oldtitle`, content: `${marker}oldcontent`, type: "document", version: document.version },
  });
  return {
    a: {
      id: a,
      email: alice.user.email,
      cookie: alice.cookie,
      documentId: document.id,
      documentVersion: document.version,
      consultationId: consultation.id,
      templateId: template.id,
      voiceSessionId: voiceSession.id,
      revisionId: revision.id,
      vocabularyId: vocabulary.id,
    },
    b: { id: bob.user.id, cookie: bob.cookie },
    programId,
    moduleId,
    secrets: [marker, a, alice.user.email, document.id, consultation.id, template.id, voiceSession.id, revision.id, vocabulary.id, `R${marker.slice(7, 17)}`],
  };
}
