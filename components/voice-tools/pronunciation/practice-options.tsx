"use client";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { LANGUAGES, type Language } from "@/lib/languages";
import { difficulties, pronunciationCategories, type Difficulty, type PronunciationCategory } from "@/lib/tools/choices";
import { Field } from "@/components/voice-tools/shared/field";

export type PracticeOptions = { language: string; difficulty: Difficulty; category: PronunciationCategory };

const SUPPORT = { excellent: "Excellent support", good: "Good support", basic: "Basic support" } as const;
const CATEGORY_LABELS: Record<PronunciationCategory, string> = {
  words: "Words",
  phrases: "Phrases",
  sentences: "Sentences",
  "tongue-twisters": "Tongue twisters",
};
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);

export function languageOptionLabel(l: Language): string {
  const names = l.nativeName === l.name ? l.name : `${l.nativeName} (${l.name})`;
  return `${l.flag} ${names}, ${SUPPORT[l.supportLevel]}`;
}

type Props = { value: PracticeOptions; onChange: (patch: Partial<PracticeOptions>) => void };

/** Language (22, with native names, flags and support level), difficulty and category. */
export function PracticeOptionsCard({ value, onChange }: Props) {
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-3">
      <Field id="practice-language" label="Language">
        <Select id="practice-language" value={value.language} onChange={(e) => onChange({ language: e.target.value })}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {languageOptionLabel(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="practice-difficulty" label="Difficulty">
        <Select id="practice-difficulty" value={value.difficulty} onChange={(e) => onChange({ difficulty: e.target.value as Difficulty })}>
          {difficulties.map((d) => (
            <option key={d} value={d}>
              {capitalize(d)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="practice-category" label="Category">
        <Select id="practice-category" value={value.category} onChange={(e) => onChange({ category: e.target.value as PronunciationCategory })}>
          {pronunciationCategories.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </Field>
    </Card>
  );
}
