"use client";
import type { UseFormRegister } from "react-hook-form";
import { Textarea } from "@/components/ui/textarea";
import { FormField as Field, type fieldAria } from "@/components/common/form-field";
import { ACCOMMODATION_OPTIONS, characterLimitHint, type ConsultationFormValues } from "@/lib/consultations/form-payload";
import { MAX_OTHER_NEEDS_CHARS } from "@/lib/schemas/consultations";

const JSON_HINT = 'Optional, for IT teams: extra details as JSON, for example {"screenReaders": 5, "sites": ["London"]}.';

type FieldName = keyof ConsultationFormValues;

/** The request form's accommodation needs: a checklist, the user's own words (with their limit) and JSON. */
export function AccommodationFields({
  register,
  otherNeedsLength,
  error,
  aria,
}: {
  register: UseFormRegister<ConsultationFormValues>;
  otherNeedsLength: number;
  error: (name: FieldName) => string | undefined;
  aria: (name: FieldName, hasHint?: boolean) => ReturnType<typeof fieldAria>;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border-2 border-border p-4">
      <legend className="px-1 text-lg font-semibold">Accommodation needs</legend>
      <p className="text-base text-muted-foreground">Tick what your team needs. You can also describe it in your own words.</p>
      <div className="grid gap-2 md:grid-cols-2">
        {ACCOMMODATION_OPTIONS.map((o) => (
          <label key={o.key} className="flex min-h-11 items-center gap-3 text-base">
            <input type="checkbox" value={o.key} className="size-6 accent-primary" {...register("accommodations")} />
            {o.label}
          </label>
        ))}
      </div>
      <Field
        id="otherNeeds"
        label="Other needs (in your own words)"
        hint={characterLimitHint(otherNeedsLength, MAX_OTHER_NEEDS_CHARS)}
        error={error("otherNeeds")}
      >
        <Textarea id="otherNeeds" rows={2} {...aria("otherNeeds", true)} {...register("otherNeeds")} />
      </Field>
      <Field id="accommodationJson" label="Accommodation details as JSON" hint={JSON_HINT} error={error("accommodationJson")}>
        <Textarea id="accommodationJson" rows={3} spellCheck={false} className="font-mono" {...aria("accommodationJson", true)} {...register("accommodationJson")} />
      </Field>
    </fieldset>
  );
}
