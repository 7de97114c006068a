// PATCH /api/vocabulary/{id} - change one of the user's entries (someone else's is 404)
// DELETE /api/vocabulary/{id} - delete one of the user's entries; 204
import { idParams, withAuth } from "@/lib/server/http";
import { updateVocabularySchema, VOCABULARY_NOT_FOUND } from "@/lib/schemas/vocabulary";
import { updateVocabularyEntry } from "@/lib/server/vocabulary/update-vocabulary-entry";
import { deleteVocabularyEntry } from "@/lib/server/vocabulary/delete-vocabulary-entry";
import { vocabularyApi } from "@/lib/schemas/endpoints/vocabulary";

const byId = { params: idParams, notFound: VOCABULARY_NOT_FOUND };

export const PATCH = withAuth(vocabularyApi.update, ({ params, body, user }) => updateVocabularyEntry(user.id, params.id, body), {
  ...byId,
  body: updateVocabularySchema,
  maxBodyBytes: 16_000,
});

export const DELETE = withAuth(vocabularyApi.delete, async ({ params, user }) => {
  await deleteVocabularyEntry(user.id, params.id);
}, byId);
