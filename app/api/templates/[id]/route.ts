// GET /api/templates/{id} - a template with its content and document type, for starting a document
// (reading it is not a use: POST /api/documents with templateId counts one)
// DELETE /api/templates/{id} - delete one of the user's own generated templates; 204 (404 for built-in or others')
import { idParam, withAuth } from "@/lib/server/http";
import { templateNotFound, getTemplate } from "@/lib/server/templates/get-template";
import { deleteOwnTemplate } from "@/lib/server/templates/delete-template";
import { templatesApi } from "@/lib/schemas/endpoints/templates";

function templateId(raw: unknown): string {
  const id = idParam.safeParse(raw);
  if (!id.success) throw templateNotFound();
  return id.data;
}

export const GET = withAuth(templatesApi.get, ({ params, user }) => getTemplate(user.id, templateId(params.id)));

export const DELETE = withAuth(templatesApi.delete, async ({ params, user }) => {
  await deleteOwnTemplate(user.id, templateId(params.id));
});
