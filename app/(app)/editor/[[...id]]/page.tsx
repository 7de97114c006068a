import { randomUUID } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import { headers } from "next/headers";
import { EditorScreen } from "@/components/editor/editor-screen";
import { CommandCheatSheet } from "@/components/dictation/command-cheat-sheet";
import { LanguageOptions } from "@/components/dictation/language-options";
import { getCurrentUser } from "@/lib/server/auth";
import { textFingerprint } from "@/lib/drafts/ai-undo";
import { findDocument } from "@/lib/server/documents/get-document";
import { countText } from "@/lib/text/counts";
import type { DocumentFirstRead } from "@/lib/queries/direct";
import { AFTER_DOCUMENT_TEXT_ID } from "@/components/editor/document-text-id";
import { TEXT_AREAS_OWN_VALUE_SCRIPT, TYPED_RECORDER_SCRIPT } from "@/lib/hooks/typed-before-hydration-record";

export const metadata = { title: "Editor" };

type Params = Promise<{ id?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

// /editor (new document) and /editor/{id} (core-product §2). ?template={id} and ?content=
// start a new document with text (?content= with its title in ?title=); ?draft={slot} opens an unsaved draft kept in this browser.
export default async function EditorPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ id }, query, user] = await Promise.all([params, searchParams, getCurrentUser()]);
  if (!user) redirect("/signin?callbackUrl=/editor");
  if (id && id.length > 1) notFound();
  const documentId = id?.[0] ?? null;
  const templateId = documentId ? null : single(query.template);
  const content = documentId ? null : single(query.content);
  const title = content ? single(query.title) : null;
  const draftSlot = documentId ? null : single(query.draft);
  const firstRead = documentId ? await readOnServer(user.id, documentId) : null;
  // a new key per document or starting text remounts the screen instead of mixing states. A new
  // document's editor is new on every visit: once its first save has moved its address to
  // /editor/{id} (without the router), "Write" opens an empty one instead of the same screen with
  // that document. A new document not saved yet is the tab's draft: the next editor shows it again.
  const key = [documentId ?? `new:${randomUUID()}`, templateId, content ? textFingerprint(content) : "", draftSlot].join("|");
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {/* Hoisted into <head> by React: the browser draws no frame before it has read the text area
          with its whole text (up to the footer after it). HTML that arrives in parts would otherwise be drawn in parts: the
          header first, the document's text (the largest thing on screen) a frame or more later. */}
      <link rel="expect" href={`#${AFTER_DOCUMENT_TEXT_ID}`} blocking="render" />
      {/* before the text area: keeps what is typed into its server text until the page is live */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TYPED_RECORDER_SCRIPT }} />
      <EditorScreen
        key={key}
        documentId={documentId}
        userId={user.id}
        templateId={templateId}
        initialContent={content}
        initialTitle={title}
        draftSlot={draftSlot}
        firstRead={firstRead}
        commandHelp={<CommandCheatSheet />}
        languageOptions={<LanguageOptions />}
      />
      {/* after the text area: its whole text is in the page; hydration then leaves the text box as it is */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TEXT_AREAS_OWN_VALUE_SCRIPT }} />
    </>
  );
}

/**
 * The document is read here, as the other signed-in screens read theirs: the editor is in the first
 * HTML with its text, and typing lands in it before any script has run. Someone else's or a
 * deleted document is "missing" (the editor decides, with this browser's drafts, what to show); a
 * failed read lets the editor offer Try again and the draft kept on this device.
 */
async function readOnServer(userId: string, id: string): Promise<DocumentFirstRead> {
  try {
    const doc = await findDocument(userId, id);
    return doc ? { state: "found", doc, counts: countText(doc.content) } : { state: "missing" };
  } catch (error) {
    console.error("[editor] could not read the document on the server:", error instanceof Error ? error.message : error);
    return { state: "failed" };
  }
}
