import "server-only";
import { idParam } from "@/lib/server/http";
import { moduleNotFound, programNotFound } from "@/lib/server/training/training-shape";

/** A malformed id cannot name a row: 404 like any other unknown one. */
export function moduleIdParam(params: Record<string, string>): string {
  const parsed = idParam.safeParse(params.id);
  if (!parsed.success) throw moduleNotFound();
  return parsed.data;
}

export function programIdParam(params: Record<string, string>): string {
  const parsed = idParam.safeParse(params.id);
  if (!parsed.success) throw programNotFound();
  return parsed.data;
}
