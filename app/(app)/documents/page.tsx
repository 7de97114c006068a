import { WithQueryData } from "@/app/(app)/with-query-data";
import { DocumentsPage } from "@/components/documents/documents-page";
import { documentKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listDocuments } from "@/lib/server/documents/list-documents";

export const metadata = { title: "Documents" };

// The list is read on the server: it is in the first paint (no placeholder that the rows
// push down when they arrive).
export default async function DocumentsRoute() {
  const user = await requireSignedInUser("/documents");
  return (
    <WithQueryData data={[[documentKeys.all, await listDocuments(user.id)]]}>
      <DocumentsPage />
    </WithQueryData>
  );
}
