// GET /api/vocabulary - the signed-in user's words, names and shortcuts, A to Z
// POST /api/vocabulary - add one (409 when the phrase is already there or 500 are kept); 201 with it
import { answerJson, withAuth } from "@/lib/server/http";
import { createVocabularySchema } from "@/lib/schemas/vocabulary";
import { listVocabulary } from "@/lib/server/vocabulary/list-vocabulary";
import { createVocabularyEntry } from "@/lib/server/vocabulary/create-vocabulary-entry";
import { vocabularyApi } from "@/lib/schemas/endpoints/vocabulary";

export const GET = withAuth(vocabularyApi.list, ({ user }) => listVocabulary(user.id));

export const POST = withAuth(
  vocabularyApi.create,
  async ({ body, user }) => answerJson(await createVocabularyEntry(user.id, body), { status: 201 }),
  { body: createVocabularySchema, maxBodyBytes: 16_000 },
);
