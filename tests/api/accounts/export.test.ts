// Download all my data: a zip with each document as .docx and .txt, revisions, vocabulary,
// accessibility settings and account.json; for an account with 500 documents.
import JSZip from "jszip";
import { db } from "@/lib/server/db";
import { GET as exportData } from "@/app/api/account/export/route";
import { callRoute, createUser } from "../support";

describe("Download all my data", () => {
  it("streams every document as Word and text, with revisions, vocabulary and settings (500 documents)", async () => {
    const { user, cookie } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { accessibilitySettings: { fontSize: 22, dyslexiaFont: true } } });
    const titles = Array.from({ length: 500 }, (_, i) => `Essay ${i + 1}: what I think`);
    await db.document.createMany({
      data: titles.map((title, i) => ({ userId: user.id, title, content: `# ${title}\n\nParagraph number ${i + 1}, with **bold** words.\n\n- a point\n- another` })),
    });
    const first = await db.document.findFirstOrThrow({ where: { userId: user.id, title: titles[0], deletedAt: null } });
    await db.documentRevision.createMany({
      data: [1, 2].map((version) => ({ documentId: first.id, title: titles[0], content: `draft ${version}`, type: "document", version })),
    });
    await db.vocabularyEntry.create({ data: { userId: user.id, phrase: "Siobhan", phraseKey: "siobhan" } });
    // two documents with the same title keep both
    await db.document.create({ data: { userId: user.id, title: titles[1], content: "the other one" } });

    const started = Date.now();
    const res = await callRoute(exportData, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="saywrite-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    console.log(`[export] 501 documents: ${bytes.length} bytes in ${Date.now() - started} ms`);

    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files);
    expect(names.filter((n) => /^documents\/[^/]+\.docx$/.test(n))).toHaveLength(501);
    expect(names.filter((n) => /^documents\/[^/]+\.txt$/.test(n))).toHaveLength(501);
    expect(names).toEqual(expect.arrayContaining(["README.txt", "vocabulary.json", "accessibility-settings.json", "account.json", "documents/Essay 2 what I think (2).txt"]));
    expect(await zip.file("documents/Essay 1 what I think.txt")!.async("string")).toContain("Paragraph number 1,");
    // a real Word file: itself a zip with the document's words inside
    const docx = await JSZip.loadAsync(await zip.file("documents/Essay 1 what I think.docx")!.async("uint8array"));
    expect(await docx.file("word/document.xml")!.async("string")).toContain("Paragraph number 1");
    const revisions = JSON.parse(await zip.file("revisions/Essay 1 what I think.json")!.async("string"));
    expect(revisions.revisions.map((r: { content: string }) => r.content)).toEqual(["draft 1", "draft 2"]);
    expect(JSON.parse(await zip.file("vocabulary.json")!.async("string"))[0].phrase).toBe("Siobhan");
    expect(JSON.parse(await zip.file("accessibility-settings.json")!.async("string"))).toEqual({ fontSize: 22, dyslexiaFont: true });
    const rest = JSON.parse(await zip.file("account.json")!.async("string"));
    expect(rest.profile.email).toBe(user.email);
    expect(JSON.stringify(rest)).not.toContain("passwordHash");
  }, 120_000);
});
