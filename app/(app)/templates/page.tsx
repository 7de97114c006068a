import { WithQueryData } from "@/app/(app)/with-query-data";
import { TemplatesPage } from "@/components/templates/templates-page";
import { templateKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listTemplateCategories } from "@/lib/server/templates/list-template-categories";
import { listTemplates } from "@/lib/server/templates/list-templates";

export const metadata = { title: "Templates" };

// The library and its categories are read on the server: the cards are in the first paint
// instead of arriving after a fetch and being mounted in one long task.
export default async function TemplatesRoute() {
  const user = await requireSignedInUser("/templates");
  const [templates, categories] = await Promise.all([listTemplates(user.id), listTemplateCategories(user.id)]);
  return (
    <WithQueryData
      data={[
        [templateKeys.list(), templates],
        [templateKeys.categories, categories],
      ]}
    >
      <TemplatesPage />
    </WithQueryData>
  );
}
