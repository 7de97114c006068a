// GET /api/templates/{id} - a template with its content and document type, for starting a document
// (reading it is not a use: POST /api/documents with templateId counts one)
import { idParam, withAuth } from "@/lib/server/http";
import { templateNotFound, getTemplate } from "@/lib/server/templates/get-template";

export const GET = withAuth(({ params, user }) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw templateNotFound();
  return getTemplate(user.id, id.data);
});
