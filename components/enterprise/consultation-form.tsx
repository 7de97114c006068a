"use client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FormField as Field, fieldAria } from "@/components/common/form-field";
import {
  ACCOMMODATION_OPTIONS,
  EMPTY_CONSULTATION_FORM,
  consultationFormSchema,
  toConsultationPayload,
  type ConsultationFormValues,
} from "@/lib/consultations/form-payload";
import { CONSULTATION_PRIORITIES, CONSULTATION_TYPES, CONSULTATION_TYPE_LABELS, INDUSTRIES, INDUSTRY_LABELS, statusLabel } from "@/lib/schemas/consultation";
import { useCreateConsultation } from "@/lib/queries/consultations";
import { HttpError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const JSON_HINT = 'Optional, for IT teams: extra details as JSON, for example {"screenReaders": 5, "sites": ["London"]}.';

/** The consultation request (voice-tools-and-enterprise §5): validated here and again on the server. */
export function ConsultationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateConsultation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormValues>({ resolver: zodResolver(consultationFormSchema), defaultValues: EMPTY_CONSULTATION_FORM });

  async function onSubmit(values: ConsultationFormValues) {
    const built = toConsultationPayload(values);
    if (!built.ok) {
      toast({ title: "Error creating consultation", description: built.message, variant: "destructive" });
      return;
    }
    try {
      await create.mutateAsync(built.payload);
    } catch (err) {
      const message = err instanceof HttpError ? (err.serverMessage ?? err.message) : "We could not reach the server. Please try again.";
      toast({ title: "Error creating consultation", description: message, variant: "destructive" });
      return;
    }
    reset(EMPTY_CONSULTATION_FORM);
    toast({ title: "Consultation request created", description: "We will contact you within 24 hours to schedule your consultation." });
    onDone();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="request-form-title" className="flex flex-col gap-5 rounded-xl border-2 border-border bg-card p-5">
      <h2 id="request-form-title" className="text-2xl font-bold">
        Request a Consultation
      </h2>
      <p className="text-base text-muted-foreground">Fields marked * are required.</p>
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="companyName" label="Company name *" error={errors.companyName?.message}>
          <Input id="companyName" autoComplete="organization" aria-required="true" {...fieldAria("companyName", errors.companyName?.message)} {...register("companyName")} />
        </Field>
        <Field id="contactEmail" label="Contact email *" error={errors.contactEmail?.message}>
          <Input id="contactEmail" type="email" autoComplete="email" aria-required="true" {...fieldAria("contactEmail", errors.contactEmail?.message)} {...register("contactEmail")} />
        </Field>
        <Field id="contactPhone" label="Phone">
          <Input id="contactPhone" type="tel" autoComplete="tel" {...register("contactPhone")} />
        </Field>
        <Field id="employeeCount" label="Number of employees">
          <Input id="employeeCount" type="number" inputMode="numeric" min={0} step={1} {...register("employeeCount")} />
        </Field>
        <Field id="industryType" label="Industry">
          <Select id="industryType" {...register("industryType")}>
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
        <Field id="scheduledDate" label="Preferred date">
          <Input id="scheduledDate" type="date" {...register("scheduledDate")} />
        </Field>
        <Field id="budgetDollars" label="Budget (US dollars)" hint="Whole dollars. Leave empty or 0 if not decided.">
          <Input id="budgetDollars" type="number" inputMode="numeric" min={0} step={1} {...fieldAria("budgetDollars", undefined, { hasHint: true })} {...register("budgetDollars")} />
        </Field>
      </div>

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
        <Field id="otherNeeds" label="Other needs (in your own words)">
          <Textarea id="otherNeeds" rows={2} {...register("otherNeeds")} />
        </Field>
        <Field id="accommodationJson" label="Accommodation details as JSON" hint={JSON_HINT}>
          <Textarea id="accommodationJson" rows={3} spellCheck={false} className="font-mono" {...fieldAria("accommodationJson", undefined, { hasHint: true })} {...register("accommodationJson")} />
        </Field>
      </fieldset>

      <Field id="notes" label="Anything else we should know">
        <Textarea id="notes" rows={3} {...register("notes")} />
      </Field>

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
