"use client";
import { useCacheOfHooks, useMutation } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import type { CreateDocumentInput } from "@/lib/schemas/documents";
import { documentSaved } from "@/lib/queries/document-copies";

// Documents (core-product §7) for the screens that use React Query (the voice tools save their
// results as new documents). The Documents page, the dashboard and the editor read and change
// documents without it (document-copies.ts, direct.ts); every change goes through
// document-copies.ts, which refreshes the list ("after a save, the documents list is refreshed").

export function useCreateDocument() {
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (input: CreateDocumentInput) => callApi(documentsApi.create, { body: input }),
    onSuccess: (doc) => documentSaved(cache, doc),
  });
}
