import "server-only";
import { idParam } from "@/lib/server/http";
import { consultationNotFound } from "@/lib/server/consultations/consultation-shape";

/** A malformed id cannot name a consultation: 404 like any other missing one. */
export function consultationId(params: Record<string, string>): string {
  const parsed = idParam.safeParse(params.id);
  if (!parsed.success) throw consultationNotFound();
  return parsed.data;
}
