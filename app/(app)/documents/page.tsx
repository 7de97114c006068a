import { DirectData } from "@/app/(app)/direct-data";
import { DocumentsPage } from "@/components/documents/documents-page";
import { documentKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listDocuments } from "@/lib/server/documents/list-documents";

export const metadata = { title: "Documents" };

// The list is read on the server: it is in the first paint (no placeholder that the rows push
// down when they arrive), handed to the shell's cache without React Query (DirectData).
export default async function DocumentsRoute() {
  const user = await requireSignedInUser("/documents");
  const { readAt, documents } = await readList(user.id);
  return (
    <DirectData entries={[[documentKeys.all, documents]]} readAt={readAt}>
      <DocumentsPage />
    </DirectData>
  );
}

/** The list, with when its read started: a copy the browser reads after that is newer. */
async function readList(userId: string) {
  const readAt = Date.now();
  // JSON round trip: exactly what the API would have answered (dates as strings)
  const documents: unknown = JSON.parse(JSON.stringify(await listDocuments(userId)));
  return { readAt, documents };
}
