// GET /api/templates/{id} - a template with its content and document type, for starting a document; counts one use
import { idParam, withAuth } from "@/lib/server/http";
import { templateNotFound, getTemplateForUse } from "@/lib/server/templates/get-template";

export const GET = withAuth(({ params, user }) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw templateNotFound();
  return getTemplateForUse(user.id, id.data);
});
