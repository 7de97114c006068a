// Built-in reference data that prisma/seed.ts upserts into every database (idempotent: rows are
// keyed by a stable id derived from `key`, so re-seeding updates them instead of adding copies).
// No "server-only" import: the seed script runs under plain Node (tsx), outside Next.js.
import type { Prisma } from "@/lib/generated/prisma/client";

export interface ReferenceTemplate {
  /** Stable kebab-case key, e.g. "meeting-notes". Never change it once shipped: it is the row's identity. */
  key: string;
  name: string;
  description: string;
  category: string;
  subcategory?: string;
  content?: string;
  structure?: Prisma.InputJsonValue;
  voiceInstructions?: string;
  promptFields?: string[];
  formatting?: Prisma.InputJsonValue;
  isPremium?: boolean;
  tags?: string[];
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Row id of a reference template: "ref-" + key (fits the API's id format, never a cuid). */
export function referenceTemplateId(key: string): string {
  if (!KEY.test(key) || key.length > 60) throw new Error(`Invalid reference template key ${JSON.stringify(key)}: use kebab-case`);
  return `ref-${key}`;
}

// The template library lives with the templates feature (lib/server/templates/template-library.ts).
export { templateLibrary as referenceTemplates } from "./templates/template-library";
