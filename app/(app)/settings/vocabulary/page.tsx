import { WithQueryData } from "@/app/(app)/with-query-data";
import { VocabularySettings } from "@/components/editor/vocabulary/vocabulary-settings";
import { vocabularyKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listVocabulary } from "@/lib/server/vocabulary/list-vocabulary";

export const metadata = { title: "My vocabulary" };

// The list is read on the server: it is in the first paint.
export default async function VocabularySettingsRoute() {
  const user = await requireSignedInUser("/settings/vocabulary");
  return (
    <WithQueryData data={[[vocabularyKeys.all, await listVocabulary(user.id)]]}>
      <VocabularySettings />
    </WithQueryData>
  );
}
