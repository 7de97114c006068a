import { VocabularySettings } from "@/components/editor/vocabulary/vocabulary-settings";

export const metadata = { title: "My vocabulary" };

export default function VocabularySettingsRoute() {
  return <VocabularySettings />;
}
