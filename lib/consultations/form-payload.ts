import { z } from "zod";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_TYPES,
  createConsultationSchema,
  type CreateConsultationInput,
} from "@/lib/schemas/consultations";
import { isBeforeLocalToday, PAST_DATE_MESSAGE } from "@/lib/consultations/preferred-date";

// The request form (voice-tools-and-enterprise §5): its fields are strings; this turns them into
// the payload of POST /api/consultations, checked with the server's own schema so that every
// error shows at its field before anything is sent.

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

const formFieldsSchema = z.object({
  companyName: createConsultationSchema.shape.companyName,
  contactEmail: createConsultationSchema.shape.contactEmail,
  contactPhone: z.string(),
  employeeCount: z.string(),
  industryType: z.string(),
  // "today" where the user is; the server allows a day of margin (lib/consultations/preferred-date.ts)
  scheduledDate: z.string().refine((v) => !isBeforeLocalToday(v, new Date()), PAST_DATE_MESSAGE),
  consultationType: z.enum(CONSULTATION_TYPES),
  priority: z.enum(CONSULTATION_PRIORITIES),
  budgetDollars: z.string(),
  notes: z.string(),
  accommodations: z.array(z.string()),
  otherNeeds: z.string(),
  accommodationJson: z.string(),
});
type FormField = keyof z.input<typeof formFieldsSchema>;

/**
 * The form field a payload issue belongs to (a zod path, or the dotted path of the server's
 * issues), so every error shows at its own field; null when no field holds it.
 */
export function formFieldFor(path: string | readonly PropertyKey[]): FormField | null {
  const [head, sub] = typeof path === "string" ? path.split(".") : path.map(String);
  if (head === "accommodationNeeds") return sub === "otherNeeds" ? "otherNeeds" : "accommodationJson";
  if (head === "budget") return "budgetDollars";
  return head && head in formFieldsSchema.shape ? (head as FormField) : null;
}

/**
 * The form's schema: its own fields, then the payload they make checked with the server's schema,
 * each issue put on the field it came from (a negative employee count, an over-long text).
 */
export const consultationFormSchema = formFieldsSchema.superRefine((values, ctx) => {
  const needs = buildAccommodationNeeds(values);
  // checked above (company name, email: the same rules; the date: the user's own today)
  const checkedAlready = new Set<FormField>(["companyName", "contactEmail", "scheduledDate"]);
  if (!needs.ok) {
    ctx.addIssue({ code: "custom", path: ["accommodationJson"], message: needs.message });
    checkedAlready.add("accommodationJson");
  }
  // with JSON that does not parse, the other fields are still checked (without it)
  const usable = needs.ok ? needs : buildAccommodationNeeds({ ...values, accommodationJson: "" });
  const checked = createConsultationSchema.safeParse(buildPayload(values, usable.ok ? usable.value : {}));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = formFieldFor(issue.path);
    if (field && !checkedAlready.has(field)) {
      ctx.addIssue({ code: "custom", path: [field], message: issue.message });
    }
  }
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

/** A whole number from typed text; anything that is not a number becomes 0 (voice-tools-and-enterprise §5). */
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

function buildPayload(values: ConsultationFormValues, accommodationNeeds: Record<string, unknown>): CreateConsultationInput {
  const budgetCents = toWholeNumber(values.budgetDollars) * 100;
  return {
    companyName: values.companyName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim() || null,
    employeeCount: toWholeNumber(values.employeeCount),
    industryType: (values.industryType || null) as CreateConsultationInput["industryType"],
    accommodationNeeds,
    scheduledDate: values.scheduledDate || null,
    consultationType: values.consultationType,
    priority: values.priority,
    budget: budgetCents === 0 ? null : budgetCents,
    notes: values.notes.trim() || null,
  };
}

/** Form values to the POST payload: numbers coerced, budget in cents (0 becomes null), empty date null. */
export function toConsultationPayload(values: ConsultationFormValues): PayloadResult {
  const needs = buildAccommodationNeeds(values);
  if (!needs.ok) return needs;
  const payload = buildPayload(values, needs.value);
  const checked = createConsultationSchema.safeParse(payload);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? "Please check the form." };
  return { ok: true, payload };
}

export type FieldIssue = { field: FormField; message: string };

/** The issues of the server's 400 answer ({ error: { issues: [{ path, message }] } }) that belong to a form field. */
export function serverFieldIssues(body: unknown): FieldIssue[] {
  const issues = (body as { error?: { issues?: unknown } } | null)?.error?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) => {
    const field = typeof issue?.path === "string" ? formFieldFor(issue.path) : null;
    return field && typeof issue.message === "string" ? [{ field, message: issue.message }] : [];
  });
}

/** The hint under a text box with a limit, e.g. "Up to 2,000 characters (120 used)." */
export function characterLimitHint(used: number, max: number): string {
  return `Up to ${max.toLocaleString("en-US")} characters (${used.toLocaleString("en-US")} used).`;
}

export { formatBudget } from "@/lib/consultations/consultation-model";
