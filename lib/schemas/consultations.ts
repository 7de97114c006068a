import { z } from "zod";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_TYPES,
  DEFAULT_DURATION_MINUTES,
  INDUSTRIES,
  MAX_ACCOMMODATION_JSON_CHARS,
  MAX_BUDGET_CENTS,
  MAX_EMPLOYEES,
  MAX_NOTES_CHARS,
  MAX_OTHER_NEEDS_CHARS,
  type ConsultationPriority,
  type ConsultationStatus,
} from "@/lib/consultations/consultation-model";
import { earliestAcceptedDate, PAST_DATE_MESSAGE } from "@/lib/consultations/preferred-date";

// Enterprise consultations (voice-tools-and-enterprise §3, §4, §5, §9). One payload schema,
// used by POST /api/consultations and by the request form (the form's own string fields are
// turned into this payload by lib/consultations/form-payload.ts and checked with it again).

export * from "@/lib/consultations/consultation-model";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

// A calendar date (YYYY-MM-DD) or a full ISO 8601 date-time; empty means not scheduled.
const scheduledDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "Scheduled date must be a date (YYYY-MM-DD)." })
  .nullish()
  .transform((v) => (v ? new Date(v.length === 10 ? `${v}T00:00:00.000Z` : v) : null))
  .refine((d) => d === null || !Number.isNaN(d.getTime()), "Scheduled date must be a real date.")
  // yesterday in UTC is still today somewhere: the form itself checks the user's own today
  .refine((d) => d === null || Number.isNaN(d.getTime()) || d >= earliestAcceptedDate(new Date()), PAST_DATE_MESSAGE);

const isOtherNeedsTooLong = (v: Record<string, unknown>) => typeof v.otherNeeds === "string" && v.otherNeeds.length > MAX_OTHER_NEEDS_CHARS;

export const accommodationNeedsSchema = z
  .record(z.string(), z.unknown(), { error: "Accommodation needs must be a JSON object, like {\"screenReaders\": 5}." })
  .refine((v) => !isOtherNeedsTooLong(v), {
    message: `Other needs must be at most ${MAX_OTHER_NEEDS_CHARS.toLocaleString("en-US")} characters.`,
    path: ["otherNeeds"],
  })
  // said once: over-long other needs are reported above, at their own field
  .refine((v) => isOtherNeedsTooLong(v) || JSON.stringify(v).length <= MAX_ACCOMMODATION_JSON_CHARS, "Accommodation needs are too long.");

export const createConsultationSchema = z.strictObject(
  {
    companyName: z
      .string({ error: "Company name is required." })
      .trim()
      .min(1, "Company name is required.")
      .max(200, "Company name must be at most 200 characters."),
    contactEmail: z
      .string({ error: "Contact email is required." })
      .trim()
      .min(1, "Contact email is required.")
      .max(254, "Contact email is too long.")
      .pipe(z.email("Enter a valid email address, like name@company.com.")),
    contactPhone: optionalText(40, "Phone"),
    employeeCount: wholeNumber("Employee count", MAX_EMPLOYEES).nullish().transform((v) => v ?? null),
    industryType: z
      .enum(INDUSTRIES, { error: `Choose an industry: ${INDUSTRIES.join(", ")}.` })
      .or(z.literal(""))
      .nullish()
      .transform((v) => (v ? v : null)),
    accommodationNeeds: accommodationNeedsSchema.default({}),
    scheduledDate: scheduledDateSchema,
    duration: z
      .number({ error: "Duration must be a number of minutes." })
      .int("Duration must be whole minutes.")
      .min(15, "Duration must be at least 15 minutes.")
      .max(480, "Duration must be at most 480 minutes.")
      .default(DEFAULT_DURATION_MINUTES),
    consultationType: z
      .enum(CONSULTATION_TYPES, { error: `Choose a consultation type: ${CONSULTATION_TYPES.join(", ")}.` })
      .default("assessment"),
    priority: z
      .enum(CONSULTATION_PRIORITIES, { error: `Choose a priority: ${CONSULTATION_PRIORITIES.join(", ")}.` })
      .default("medium"),
    /** In cents; 0 is stored as null (no budget given). */
    budget: wholeNumber("Budget", MAX_BUDGET_CENTS)
      .nullish()
      .transform((v) => (v ? v : null)),
    notes: optionalText(MAX_NOTES_CHARS, "Notes"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `These fields cannot be set: ${issue.keys.join(", ")}.` : undefined) },
);

export type CreateConsultationInput = z.input<typeof createConsultationSchema>;
export type CreateConsultationData = z.output<typeof createConsultationSchema>;

export type ConsultationDto = {
  id: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
  employeeCount: number | null;
  industryType: string | null;
  accommodationNeeds: Record<string, unknown>;
  status: ConsultationStatus;
  /** ISO 8601 or null */
  scheduledDate: string | null;
  duration: number;
  consultationType: string;
  priority: ConsultationPriority;
  /** cents or null */
  budget: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};
