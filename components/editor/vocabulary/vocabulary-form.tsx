"use client";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import {
  createVocabularySchema,
  MAX_VOCABULARY_EXPANSION_CHARS,
  MAX_VOCABULARY_PHRASE_CHARS,
  type CreateVocabularyData,
  type VocabularyKind,
} from "@/lib/schemas/vocabulary";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";

type Props = {
  initial?: { kind: VocabularyKind; phrase: string; expansion: string | null };
  submitLabel: string;
  pending: boolean;
  serverError?: string | null;
  onSubmit: (data: CreateVocabularyData) => Promise<boolean>;
  onCancel?: () => void;
};

// Add or change one vocabulary entry: a word or name, or a spoken shortcut and what it writes.
export function VocabularyForm({ initial, submitLabel, pending, serverError, onSubmit, onCancel }: Props) {
  const id = useId();
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  const [kind, setKind] = useState<VocabularyKind>(initial?.kind ?? "word");
  const [phrase, setPhrase] = useState(initial?.phrase ?? "");
  const [expansion, setExpansion] = useState(initial?.expansion ?? "");
  const [errors, setErrors] = useState<{ phrase?: string; expansion?: string }>({});
  // `pending` (React Query's) turns on a moment after the press: a second press before then sent the
  // entry again, and its "already in your vocabulary" was shown under the first one's success
  const once = useSingleFlight();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void once(() => send());
  };

  const send = async () => {
    const parsed = createVocabularySchema.safeParse({ kind, phrase, expansion: kind === "shortcut" ? expansion : null });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "phrase" | "expansion"] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if ((await onSubmit(parsed.data)) && !initial) {
      setPhrase("");
      setExpansion("");
    }
  };

  // Escape cancels an edit like the Cancel button (a dialog around it leaves the key to us).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !onCancel) return;
    e.preventDefault();
    onCancel();
  };

  return (
    <form {...early} onSubmit={submit} onKeyDown={onKeyDown} data-cancel-on-escape={onCancel ? "" : undefined} className="flex flex-col gap-3" noValidate>
      <FormField id={`${id}-kind`} label="Type">
        <Select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as VocabularyKind)}>
          <option value="word">Word or name</option>
          <option value="shortcut">Spoken shortcut</option>
        </Select>
      </FormField>
      <FormField
        id={`${id}-phrase`}
        label={kind === "shortcut" ? "What you say" : "Word or name"}
        hint={kind === "shortcut" ? 'For example "my address".' : 'Spelled the way you want it, for example "Siobhan".'}
        error={errors.phrase}
      >
        <Input
          id={`${id}-phrase`}
          value={phrase}
          maxLength={MAX_VOCABULARY_PHRASE_CHARS}
          onChange={(e) => setPhrase(e.target.value)}
          {...fieldAria(`${id}-phrase`, errors.phrase, { hasHint: true })}
        />
      </FormField>
      {kind === "shortcut" && (
        <FormField id={`${id}-expansion`} label="What it writes" error={errors.expansion}>
          <Textarea
            id={`${id}-expansion`}
            value={expansion}
            rows={3}
            maxLength={MAX_VOCABULARY_EXPANSION_CHARS}
            onChange={(e) => setExpansion(e.target.value)}
            {...fieldAria(`${id}-expansion`, errors.expansion)}
          />
        </FormField>
      )}
      <FormErrorAlert message={serverError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
