// My vocabulary: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type * as vocabulary from "@/lib/schemas/vocabulary";

export const vocabularyApi = {
  list: defineRoute("GET", "/api/vocabulary").takes<{ answer: vocabulary.VocabularyEntryDto[] }>(),
  create: defineRoute("POST", "/api/vocabulary").takes<{ body: typeof vocabulary.createVocabularySchema; answer: vocabulary.VocabularyEntryDto }>(),
  update: defineRoute("PATCH", "/api/vocabulary/[id]").takes<{ body: typeof vocabulary.updateVocabularySchema; answer: vocabulary.VocabularyEntryDto }>(),
  delete: defineRoute("DELETE", "/api/vocabulary/[id]").takes<{ answer: null }>(),
  import: defineRoute("POST", "/api/vocabulary/import").takes<{ body: typeof vocabulary.importVocabularySchema; answer: vocabulary.ImportVocabularyResult }>(),
};
