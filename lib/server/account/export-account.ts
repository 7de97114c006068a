import "server-only";
// "Download all my data": one zip, streamed as it is written. Each document as Word (.docx) and
// plain text (.txt), its saved revisions, the vocabulary, the accessibility settings (the same
// file the Accessibility screen exports), and a JSON file of everything else the account holds.
import { Readable } from "node:stream";
import JSZip from "jszip";
import { db } from "@/lib/server/db";
import { buildDocx } from "@/lib/export/docx";
import { safeFileStem } from "@/lib/text/file-names";
import { EXPORT_FILE_NAME } from "@/lib/accessibility/profile";

const PAGE = 100;

const README = `Your SayWrite data

documents/   each document as a Word file (.docx) and a text file (.txt).
             Documents in the bin are in documents/deleted/.
revisions/   the saved versions of each document, oldest first (.json).
vocabulary.json           your words, names and shortcuts.
${EXPORT_FILE_NAME}  your reading settings. You can import this file on the Accessibility screen.
account.json              everything else: your profile, voice sessions, games, training,
                          templates, consultations, rewards and sign-ins.
`;

/** A name not used yet in this folder: "Title.txt", then "Title (2).txt". */
function uniqueStem(title: string, used: Set<string>): string {
  const base = safeFileStem(title, "Untitled");
  let stem = base;
  for (let n = 2; used.has(stem.toLowerCase()); n++) stem = `${base} (${n})`;
  used.add(stem.toLowerCase());
  return stem;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The account's zip as a stream of bytes; null when the account no longer exists. */
export async function exportAccount(userId: string): Promise<ReadableStream<Uint8Array> | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true, email: true, firstName: true, lastName: true, emailVerifiedAt: true, createdAt: true,
      preferences: true, accessibilitySettings: true, referralCode: true, passwordHash: true,
      accounts: { select: { provider: true, type: true } },
    },
  });
  if (!user) return null;
  const zip = new JSZip();
  zip.file("README.txt", README);
  const used = new Set<string>();
  const usedDeleted = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const docs = await db.document.findMany({
      // deletedAt either way: documents in the bin are theirs too (documents/deleted/)
      where: { userId, deletedAt: undefined },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true, title: true, content: true, type: true, status: true, template: true, createdAt: true, updatedAt: true, deletedAt: true,
        revisions: { orderBy: { version: "asc" }, select: { version: true, title: true, content: true, source: true, createdAt: true } },
      },
    });
    for (const d of docs) {
      const stem = uniqueStem(d.title, d.deletedAt ? usedDeleted : used);
      const folder = d.deletedAt ? "documents/deleted" : "documents";
      zip.file(`${folder}/${stem}.txt`, d.content);
      // a .docx is already a compressed zip: stored as it is, not squeezed again
      zip.file(`${folder}/${stem}.docx`, await buildDocx(d.title, d.content), { compression: "STORE" });
      zip.file(`revisions/${d.deletedAt ? "deleted/" : ""}${stem}.json`, json({
        document: { id: d.id, title: d.title, type: d.type, status: d.status, template: d.template, createdAt: d.createdAt, updatedAt: d.updatedAt, deletedAt: d.deletedAt },
        revisions: d.revisions,
      }));
    }
    if (docs.length < PAGE) break;
    cursor = docs[docs.length - 1].id;
  }
  const [vocabulary, rest] = await Promise.all([
    db.vocabularyEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { kind: true, phrase: true, expansion: true, createdAt: true } }),
    loadTheRest(userId),
  ]);
  zip.file("vocabulary.json", json(vocabulary));
  zip.file(EXPORT_FILE_NAME, json(user.accessibilitySettings ?? {}));
  const { passwordHash, accounts, accessibilitySettings: _settings, ...profile } = user;
  zip.file("account.json", json({
    exportedAt: new Date(),
    profile,
    signInMethods: { password: Boolean(passwordHash), emailLink: true, identityProviders: accounts },
    ...rest,
  }));
  const stream = zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "DEFLATE", compressionOptions: { level: 6 } });
  // JSZip's stream is an old-style stream (readable-stream 2): wrap it in a Node Readable first
  return Readable.toWeb(new Readable({ read() {} }).wrap(stream)) as ReadableStream<Uint8Array>;
}

function loadTheRest(userId: string) {
  const mine = { where: { userId } };
  return Promise.all([
    db.voiceSession.findMany({ ...mine, orderBy: { createdAt: "asc" }, omit: { userId: true } }),
    db.gameProgress.findMany({ ...mine, omit: { userId: true } }),
    db.userTrainingProgress.findMany({ ...mine, omit: { userId: true } }),
    db.consultation.findMany({ ...mine, omit: { userId: true } }),
    db.accommodationPlan.findMany({ ...mine, omit: { userId: true } }),
    db.rewardEvent.findMany({ ...mine, orderBy: { createdAt: "asc" }, omit: { userId: true, visitorKey: true } }),
    db.template.findMany({ where: { createdById: userId }, omit: { createdById: true } }),
    db.collaboration.findMany({ ...mine, omit: { userId: true } }),
    db.signInSession.findMany({ ...mine, orderBy: { createdAt: "asc" }, omit: { userId: true } }),
  ]).then(([voiceSessions, games, training, consultations, accommodationPlans, rewards, templates, collaborations, signIns]) => ({
    voiceSessions, games, training, consultations, accommodationPlans, rewards, templates, collaborations, signIns,
  }));
}
