// Documents: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { createDocumentSchema, DeletedDocumentDto, DocumentDto, DocumentListItem, updateDocumentSchema } from "@/lib/schemas/documents";

export const documentsApi = {
  list: defineRoute("GET", "/api/documents").takes<{ answer: DocumentListItem[] }>(),
  create: defineRoute("POST", "/api/documents").takes<{ body: typeof createDocumentSchema; answer: DocumentDto }>(),
  get: defineRoute("GET", "/api/documents/[id]").takes<{ answer: DocumentDto }>(),
  update: defineRoute("PUT", "/api/documents/[id]").takes<{ body: typeof updateDocumentSchema; answer: DocumentDto }>(),
  delete: defineRoute("DELETE", "/api/documents/[id]").takes<{ answer: DeletedDocumentDto }>(),
  restore: defineRoute("POST", "/api/documents/[id]/restore").takes<{ answer: DocumentDto }>(),
};
