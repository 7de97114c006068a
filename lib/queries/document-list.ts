"use client";
// The documents list (core-product §7, §9) without React Query (shared-cache.ts): the Documents
// page put it in on the server (DirectData), the dashboard's Recent Documents reads the same copy,
// and a change anywhere (document-copies.ts) reads it again. What the Documents page does to it
// is in document-actions.ts, so the dashboard loads none of that.
import { callApi } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import { documentKeys } from "@/lib/queries/keys";
import { useDirectRead } from "@/lib/queries/shared-cache";
import type { DocumentListItem } from "@/lib/documents/document-model";

const readDocumentList = (): Promise<DocumentListItem[]> => callApi(documentsApi.list);

/** The signed-in user's documents, newest first: the Documents page's list and the dashboard's recent ones. */
export function useDocumentList() {
  return useDirectRead(documentKeys.all, readDocumentList);
}
