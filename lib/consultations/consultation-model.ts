// Enterprise consultations' fixed lists, labels and limits (voice-tools-and-enterprise §3, §4, §9),
// without any schema library: the list screen imports them from here; lib/schemas/consultations.ts
// builds the payload schema from them and re-exports them.

export const INDUSTRIES = ["technology", "healthcare", "education", "finance", "manufacturing", "retail", "other"] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: "Technology",
  healthcare: "Healthcare",
  education: "Education",
  finance: "Finance",
  manufacturing: "Manufacturing",
  retail: "Retail",
  other: "Other",
};

export const CONSULTATION_PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export type ConsultationPriority = (typeof CONSULTATION_PRIORITIES)[number];

export const CONSULTATION_STATUSES = ["pending", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
/** The statuses from which the owner may still cancel. */
export const CANCELLABLE_STATUSES: readonly ConsultationStatus[] = ["pending", "scheduled"];

export const CONSULTATION_TYPES = ["assessment", "training", "implementation", "ongoing_support"] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  assessment: "Accessibility assessment",
  training: "Staff training",
  implementation: "Implementation support",
  ongoing_support: "Ongoing support",
};

export const DEFAULT_DURATION_MINUTES = 60;
export const MAX_EMPLOYEES = 10_000_000;
/** The largest budget PostgreSQL's integer holds, in cents (about 21 million dollars). */
export const MAX_BUDGET_CENTS = 2_147_483_647;
export const MAX_ACCOMMODATION_JSON_CHARS = 20_000;
/** "Other needs (in your own words)" on the form, stored as accommodationNeeds.otherNeeds. */
export const MAX_OTHER_NEEDS_CHARS = 2_000;
export const MAX_NOTES_CHARS = 5_000;

export function industryLabel(value: string | null): string {
  return value && value in INDUSTRY_LABELS ? INDUSTRY_LABELS[value as Industry] : "N/A";
}

export function statusLabel(status: string): string {
  const text = status.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The label of a request's date on its card: only a request the team has scheduled (or is working
 * on) has a booked date; until then it is the date the user would prefer.
 */
export function dateLabel(status: ConsultationStatus): "Scheduled" | "Preferred date" {
  return status === "scheduled" || status === "in_progress" || status === "completed" ? "Scheduled" : "Preferred date";
}

/** Cents to a dollar amount for display, e.g. 1250000 -> "$12,500". */
export function formatBudget(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: digits, minimumFractionDigits: digits });
}
