import { WithQueryData } from "@/app/(app)/with-query-data";
import { TaskTemplatesBrowser } from "@/components/templates/task-templates-browser";
import { templateKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listTemplateCategories } from "@/lib/server/templates/list-template-categories";

export const metadata = { title: "Professional Templates" };

// The categories are read on the server: they used to replace a short placeholder after the
// page loaded and push the rest down (a layout shift of 0.13 on a phone).
export default async function TaskTemplatesRoute() {
  const user = await requireSignedInUser("/task-templates");
  return (
    <WithQueryData data={[[templateKeys.categories, await listTemplateCategories(user.id)]]}>
      <TaskTemplatesBrowser />
    </WithQueryData>
  );
}
