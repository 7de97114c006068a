import { DocumentsPage } from "@/components/documents/documents-page";

export const metadata = { title: "Documents" };

export default function DocumentsRoute() {
  return <DocumentsPage />;
}
