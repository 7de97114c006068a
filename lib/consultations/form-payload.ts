import { z } from "zod";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_TYPES,
  createConsultationSchema,
  type CreateConsultationInput,
} from "@/lib/schemas/consultation";

// The request form (voice-tools-and-enterprise §5): its fields are strings; this turns them into
// the payload of POST /api/consultations. Company name and email use the server's own rules.

/** Common workplace accommodations, for people who do not write JSON. */
export const ACCOMMODATION_OPTIONS = [
  { key: "speechToText", label: "Speech-to-text (dictation) software" },
  { key: "textToSpeech", label: "Text-to-speech (read aloud)" },
  { key: "dyslexiaFriendlyFormats", label: "Dyslexia-friendly fonts and document layouts" },
  { key: "extraTime", label: "Extra time for reading and writing tasks" },
  { key: "assistiveTechTraining", label: "Training on assistive technology" },
  { key: "managerAwareness", label: "Dyslexia awareness for managers" },
] as const;
export type AccommodationKey = (typeof ACCOMMODATION_OPTIONS)[number]["key"];

export const consultationFormSchema = z.object({
  companyName: createConsultationSchema.shape.companyName,
  contactEmail: createConsultationSchema.shape.contactEmail,
  contactPhone: z.string(),
  employeeCount: z.string(),
  industryType: z.string(),
  scheduledDate: z.string(),
  consultationType: z.enum(CONSULTATION_TYPES),
  priority: z.enum(CONSULTATION_PRIORITIES),
  budgetDollars: z.string(),
  notes: z.string(),
  accommodations: z.array(z.string()),
  otherNeeds: z.string(),
  accommodationJson: z.string(),
});
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

export const EMPTY_CONSULTATION_FORM: ConsultationFormValues = {
  companyName: "",
  contactEmail: "",
  contactPhone: "",
  employeeCount: "",
  industryType: "",
  scheduledDate: "",
  consultationType: "assessment",
  priority: "medium",
  budgetDollars: "",
  notes: "",
  accommodations: [],
  otherNeeds: "",
  accommodationJson: "",
};

/** A whole number from typed text; anything that is not a number becomes 0 (§5). */
export function toWholeNumber(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

export type JsonObjectResult = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** The accommodation-needs text as a JSON object: empty text is {}, anything else must be an object. */
export function parseAccommodationJson(text: string): JsonObjectResult {
  if (!text.trim()) return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Accommodation needs are not valid JSON. Example: {"screenReaders": 5}' };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { ok: false, message: 'Accommodation needs must be a JSON object in curly brackets, like {"screenReaders": 5}.' };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** The checked needs and plain-words text, merged over the JSON text (the friendly input wins). */
export function buildAccommodationNeeds(values: Pick<ConsultationFormValues, "accommodations" | "otherNeeds" | "accommodationJson">): JsonObjectResult {
  const fromJson = parseAccommodationJson(values.accommodationJson);
  if (!fromJson.ok) return fromJson;
  const known = new Set<string>(ACCOMMODATION_OPTIONS.map((o) => o.key));
  const needs = values.accommodations.filter((k) => known.has(k));
  const other = values.otherNeeds.trim();
  return {
    ok: true,
    value: { ...fromJson.value, ...(needs.length ? { needs } : {}), ...(other ? { otherNeeds: other } : {}) },
  };
}

export type PayloadResult = { ok: true; payload: CreateConsultationInput } | { ok: false; message: string };

/** Form values to the POST payload: numbers coerced, budget in cents (0 becomes null), empty date null. */
export function toConsultationPayload(values: ConsultationFormValues): PayloadResult {
  const needs = buildAccommodationNeeds(values);
  if (!needs.ok) return needs;
  const budgetCents = toWholeNumber(values.budgetDollars) * 100;
  const payload: CreateConsultationInput = {
    companyName: values.companyName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim() || null,
    employeeCount: toWholeNumber(values.employeeCount),
    industryType: (values.industryType || null) as CreateConsultationInput["industryType"],
    accommodationNeeds: needs.value,
    scheduledDate: values.scheduledDate || null,
    consultationType: values.consultationType,
    priority: values.priority,
    budget: budgetCents === 0 ? null : budgetCents,
    notes: values.notes.trim() || null,
  };
  const checked = createConsultationSchema.safeParse(payload);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? "Please check the form." };
  return { ok: true, payload };
}

export { formatBudget } from "@/lib/consultations/consultation-model";
