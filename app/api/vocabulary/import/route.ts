// POST /api/vocabulary/import - add the entries of an exported JSON file; says how many were added and skipped
import { withAuth } from "@/lib/server/http";
import { importVocabularySchema, MAX_VOCABULARY_IMPORT_BYTES } from "@/lib/schemas/vocabulary";
import { importVocabulary } from "@/lib/server/vocabulary/import-vocabulary";
import { vocabularyApi } from "@/lib/schemas/endpoints/vocabulary";

export const POST = withAuth(vocabularyApi.import, ({ body, user }) => importVocabulary(user.id, body), {
  body: importVocabularySchema,
  maxBodyBytes: MAX_VOCABULARY_IMPORT_BYTES,
});
