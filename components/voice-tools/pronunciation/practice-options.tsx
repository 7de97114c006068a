"use client";
import { Card } from "@/components/ui/card";
import { LANGUAGES, type Language } from "@/lib/languages";
import { difficulties, type Difficulty, type PronunciationCategory } from "@/lib/voice-tools/choices";
import { SelectField } from "@/components/voice-tools/shared/fields";

export type PracticeOptions = { language: string; difficulty: Difficulty; category: PronunciationCategory };

const SUPPORT = { excellent: "excellent support", good: "good support", basic: "basic support" } as const;
const CATEGORY_LABELS: Record<PronunciationCategory, string> = {
  words: "Words",
  phrases: "Phrases",
  sentences: "Sentences",
  "tongue-twisters": "Tongue twisters",
};

/**
 * "French: Français, excellent support". Words only: a flag emoji shows as an empty box where no
 * colour-emoji font is installed (many Linux and some Windows machines), and a flag is a country,
 * not a language.
 */
export function languageOptionLabel(l: Language): string {
  const names = l.nativeName === l.name ? l.name : `${l.name}: ${l.nativeName}`;
  return `${names}, ${SUPPORT[l.supportLevel]}`;
}

const LANGUAGE_CHOICES = Object.fromEntries(LANGUAGES.map((l) => [l.code, languageOptionLabel(l)]));
const DIFFICULTY_CHOICES = Object.fromEntries(difficulties.map((d) => [d, d[0].toUpperCase() + d.slice(1)])) as Record<Difficulty, string>;

type Props = { value: PracticeOptions; onChange: (patch: Partial<PracticeOptions>) => void };

/** Language (22, with their own names and support level), difficulty and category. */
export function PracticeOptionsCard({ value, onChange }: Props) {
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-3">
      <SelectField id="practice-language" label="Language" value={value.language} onChange={(language) => onChange({ language })} choices={LANGUAGE_CHOICES} />
      <SelectField id="practice-difficulty" label="Difficulty" value={value.difficulty} onChange={(difficulty) => onChange({ difficulty })} choices={DIFFICULTY_CHOICES} />
      <SelectField id="practice-category" label="Category" value={value.category} onChange={(category) => onChange({ category })} choices={CATEGORY_LABELS} />
    </Card>
  );
}
