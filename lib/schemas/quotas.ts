// Per-user quotas (configured in lib/env.ts, enforced in lib/server/quotas.ts). A request past a
// quota answers 409 with this code and a message that says what to do, which the screens show.
import { formatCount, plural } from "@/lib/text/plural";

export const QUOTA_EXCEEDED_CODE = "quota_exceeded";

export const quotaMessages = {
  documents: (max: number) =>
    `You have ${plural(max, "document", "documents")}, the most one account can keep. Delete documents you no longer need (on the Documents page) to make room.`,
  documentSpace: (megabytes: number) =>
    `Your documents have reached the ${formatCount(megabytes)} MB your account can keep. Delete documents you no longer need (on the Documents page), or shorten this one, to make room.`,
  templates: (max: number) =>
    `You have ${plural(max, "template", "templates")} of your own, the most one account can keep. Delete some of yours (marked "Yours") to make room.`,
  consultations: (max: number) =>
    `You have ${plural(max, "open consultation request", "open consultation requests")}, the most at one time. Cancel one you no longer need to request another.`,
};

/** Whether an API error body is a quota refusal. */
export function isQuotaError(body: unknown): boolean {
  return (body as { error?: { code?: string } } | undefined)?.error?.code === QUOTA_EXCEEDED_CODE;
}
