// GET /api/documents - the signed-in user's documents (id, title, type, updatedAt), newest first
// POST /api/documents - create a document (missing title: 'Untitled Document'); 201 with the document.
// Optional templateId: the document was started from that template, which counts one use of it.
import { answerJson, withAuth } from "@/lib/server/http";
import { createDocumentSchema, MAX_DOCUMENT_BODY_BYTES } from "@/lib/schemas/documents";
import { listDocuments } from "@/lib/server/documents/list-documents";
import { createDocument } from "@/lib/server/documents/create-document";
import { documentsApi } from "@/lib/schemas/endpoints/documents";

export const GET = withAuth(documentsApi.list, ({ user }) => listDocuments(user.id));

export const POST = withAuth(
  documentsApi.create,
  async ({ body, user }) => answerJson(await createDocument(user.id, body), { status: 201 }),
  { body: createDocumentSchema, maxBodyBytes: MAX_DOCUMENT_BODY_BYTES },
);
