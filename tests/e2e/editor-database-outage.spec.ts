// "Never lose a word" when the database itself goes away: words dictated while it is stopped stay
// on screen and in the browser's draft, the save says it failed and will retry, and once the
// database is back the editor's own retry saves them: the row in PostgreSQL holds every word.
// Runs its own `next start` of the e2e build on E2E_PORT + 5, reaching the e2e database through
// a TCP proxy that the test stops and starts (tests/support/tcp-proxy.ts).
import { test, expect, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import { createDocument, openEditor, say, textArea, toastWith, turnOffAutoFix, unsavedBadge } from "./editor-support";
import { e2eDatabaseUrl, sqlOn, startAppInstance, type AppInstance } from "./app-instance";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const OFFSET = 5;
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + OFFSET}` });

let app: AppInstance | undefined;
let proxy: TcpProxy | undefined;
let databaseUrl = "";

test.beforeAll(async () => {
  databaseUrl = e2eDatabaseUrl();
  const target = new URL(databaseUrl);
  proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  app = await startAppInstance({ offset: OFFSET, databaseUrl: proxy.urlFor(databaseUrl) });
});

test.afterAll(async () => {
  app?.stop();
  await proxy?.close();
});

async function storedContent(id: string): Promise<string | undefined> {
  const rows = await sqlOn<{ content: string }>(databaseUrl, "SELECT content FROM documents WHERE id = $1", [id]);
  return rows[0]?.content;
}

test("words dictated while the database is down stay, and are saved when it returns", async ({ page }) => {
  test.setTimeout(120_000);
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
  const doc = await createDocument(page, { title: "Outage notes", content: "Before.", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  await turnOffAutoFix(page); // the words exactly as dictated

  await proxy!.refuse(); // PostgreSQL stops
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await say(page, "the words i said while the database was down");
  const expected = "Before. The words i said while the database was down";
  await expect(textArea(page)).toHaveValue(expected);
  await page.getByRole("button", { name: "End Dictation" }).click();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(toastWith(page, "Save failed")).toContainText("Your draft is kept on this device and we will keep trying.");
  await expect(unsavedBadge(page)).toBeVisible();
  await expect(textArea(page)).toHaveValue(expected);
  // The draft is rewritten in idle time (within 300 ms of the failed save) with the save marked pending.
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith("saywrite:draft:"))
        .map((k) => JSON.parse(localStorage.getItem(k)!) as { docId: string; content: string; pendingSave: boolean }),
    );
  await expect.poll(drafts).toContainEqual(expect.objectContaining({ docId: doc.id, content: expected, pendingSave: true }));
  expect(await storedContent(doc.id)).toBe("Before.");

  await proxy!.forward(); // PostgreSQL is back; nobody clicks anything: the editor's retry saves
  await expect(unsavedBadge(page)).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByTestId("save-problem")).toHaveCount(0);
  await expect(textArea(page)).toHaveValue(expected);
  expect(await storedContent(doc.id)).toBe(expected);
});
