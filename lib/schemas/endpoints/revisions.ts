// A document's history: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { DocumentDto } from "@/lib/schemas/documents";
import type { restoreRevisionSchema, RevisionDto, RevisionListItem } from "@/lib/schemas/revisions";

export const revisionsApi = {
  list: defineRoute("GET", "/api/documents/[id]/revisions").takes<{ answer: RevisionListItem[] }>(),
  get: defineRoute("GET", "/api/documents/[id]/revisions/[revisionId]").takes<{ answer: RevisionDto }>(),
  restore: defineRoute("POST", "/api/documents/[id]/revisions/[revisionId]/restore").takes<{ body: typeof restoreRevisionSchema; answer: DocumentDto }>(),
};
