"use client";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormField as Field, fieldAria } from "@/components/common/form-field";
import { AccommodationFields } from "@/components/consultations/accommodation-fields";
import {
  EMPTY_CONSULTATION_FORM,
  characterLimitHint,
  consultationFormSchema,
  serverFieldIssues,
  toConsultationPayload,
  type ConsultationFormValues,
} from "@/lib/consultations/form-payload";
import { localDateString } from "@/lib/consultations/preferred-date";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_TYPES,
  CONSULTATION_TYPE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MAX_NOTES_CHARS,
  statusLabel,
} from "@/lib/schemas/consultations";
import { useCreateConsultation } from "@/lib/queries/consultations";
import { HttpError, messageForPerson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { quotaMessageOf } from "@/lib/quota-message";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

/** The element with the first of these ids in reading order. */
function firstInDocument(ids: string[]): HTMLElement | undefined {
  const elements = ids.map((id) => document.getElementById(id)).filter((el) => el !== null);
  return elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/** The consultation request (voice-tools-and-enterprise §5): validated here and again on the server. */
export function ConsultationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateConsultation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormValues>({ resolver: zodResolver(consultationFormSchema), defaultValues: EMPTY_CONSULTATION_FORM });
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const [otherNeeds, notes] = useWatch({ control, name: ["otherNeeds", "notes"] });
  const error = (name: keyof ConsultationFormValues) => errors[name]?.message;
  const aria = (name: keyof ConsultationFormValues, hasHint = false) => fieldAria(name, error(name), { hasHint });

  function failed(message: string) {
    toast({ title: "Error creating consultation", description: message, variant: "destructive" });
  }

  // The spec's toast for JSON that does not parse stays; the field is marked and focused as well.
  function onInvalid(invalid: FieldErrors<ConsultationFormValues>) {
    if (invalid.accommodationJson?.message) failed(invalid.accommodationJson.message);
  }

  async function onSubmit(values: ConsultationFormValues) {
    const built = toConsultationPayload(values);
    if (!built.ok) return failed(built.message);
    setQuotaMessage(null);
    try {
      await create.mutateAsync(built.payload);
    } catch (err) {
      // Too many open requests: sending again cannot work; the form says so and how to make room.
      setQuotaMessage(quotaMessageOf(err));
      // what the server still refuses is marked at its field too, and the first such field focused
      const issues = err instanceof HttpError ? serverFieldIssues(err.json()) : [];
      for (const { field, message } of issues) setError(field, { type: "server", message });
      firstInDocument(issues.map((i) => i.field))?.focus();
      return failed(messageForPerson(err));
    }
    reset(EMPTY_CONSULTATION_FORM);
    toast({ title: "Consultation request created", description: "We will contact you within 24 hours to schedule your consultation." });
    onDone();
  }

  return (
    <form {...early} onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate aria-labelledby="request-form-title" className="flex flex-col gap-5 rounded-xl border-2 border-border bg-card p-5">
      <h2 id="request-form-title" className="text-2xl font-bold">
        Request a Consultation
      </h2>
      <p className="text-base text-muted-foreground">Fields marked * are required.</p>
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="companyName" label="Company name *" error={error("companyName")}>
          <Input id="companyName" autoComplete="organization" aria-required="true" {...aria("companyName")} {...register("companyName")} />
        </Field>
        <Field id="contactEmail" label="Contact email *" error={error("contactEmail")}>
          <Input id="contactEmail" type="email" autoComplete="email" aria-required="true" {...aria("contactEmail")} {...register("contactEmail")} />
        </Field>
        <Field id="contactPhone" label="Phone" error={error("contactPhone")}>
          <Input id="contactPhone" type="tel" autoComplete="tel" {...aria("contactPhone")} {...register("contactPhone")} />
        </Field>
        <Field id="employeeCount" label="Number of employees" error={error("employeeCount")}>
          <Input id="employeeCount" type="number" inputMode="numeric" min={0} step={1} {...aria("employeeCount")} {...register("employeeCount")} />
        </Field>
        <Field id="industryType" label="Industry" error={error("industryType")}>
          <Select id="industryType" {...aria("industryType")} {...register("industryType")}>
            <option value="">Choose an industry</option>
            {INDUSTRIES.map((i) => (
              <option key={i} value={i}>
                {INDUSTRY_LABELS[i]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="consultationType" label="Consultation type">
          <Select id="consultationType" {...register("consultationType")}>
            {CONSULTATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {CONSULTATION_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="priority" label="Priority">
          <Select id="priority" {...register("priority")}>
            {CONSULTATION_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {statusLabel(p)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="scheduledDate" label="Preferred date" error={error("scheduledDate")}>
          <Input id="scheduledDate" type="date" min={localDateString(new Date())} {...aria("scheduledDate")} {...register("scheduledDate")} />
        </Field>
        <Field id="budgetDollars" label="Budget (US dollars)" hint="Whole dollars. Leave empty or 0 if not decided." error={error("budgetDollars")}>
          <Input id="budgetDollars" type="number" inputMode="numeric" min={0} step={1} {...aria("budgetDollars", true)} {...register("budgetDollars")} />
        </Field>
      </div>

      <AccommodationFields register={register} otherNeedsLength={otherNeeds.length} error={error} aria={aria} />

      <Field id="notes" label="Anything else we should know" hint={characterLimitHint(notes.length, MAX_NOTES_CHARS)} error={error("notes")}>
        <Textarea id="notes" rows={3} {...aria("notes", true)} {...register("notes")} />
      </Field>

      {quotaMessage && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border-2 border-destructive p-3" data-testid="consultation-quota">
          <p className="text-base font-semibold">{quotaMessage}</p>
          <Button type="button" variant="outline" onClick={onDone}>
            Close the form and see my requests
          </Button>
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <Send aria-hidden="true" />
          {isSubmitting ? "Sending..." : "Submit Request"}
        </Button>
        <Button variant="outline" size="lg" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
