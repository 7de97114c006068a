import { z } from "zod";
import type { DocumentDto } from "@/lib/schemas/documents";

// Document history: where a save's words came from, and the revision shapes.

export const SAVE_SOURCES = ["typed", "dictated", "ai"] as const;
export type SaveSource = (typeof SAVE_SOURCES)[number];
/** A revision's source: a save's, or a restore of an earlier revision. */
export type RevisionSource = SaveSource | "restored";

export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = {
  typed: "Typed",
  dictated: "Dictated",
  ai: "AI change",
  restored: "Restored",
};

/** The revisions kept per document; older ones are removed when a save adds one. */
export const MAX_REVISIONS_PER_DOCUMENT = 50;
export const REVISION_PREVIEW_CHARS = 140;
export const REVISION_NOT_FOUND = "We could not find that revision. It may be older than the last 50 saves.";

/** Optional in a save payload (older clients send none): "typed". */
export const saveSourceSchema = z.enum(SAVE_SOURCES, { error: `Source is one of: ${SAVE_SOURCES.join(", ")}.` }).default("typed");

export const restoreRevisionSchema = z.object({
  /** The version the editor has loaded: a restore against an older one gets 409 like a save. */
  version: z.number({ error: "Send the version you loaded." }).int().min(1).max(2_147_483_647),
});
export type RestoreRevisionInput = z.input<typeof restoreRevisionSchema>;

export type RevisionListItem = {
  id: string;
  version: number;
  title: string;
  source: RevisionSource;
  /** The first words of the content. */
  preview: string;
  /** ISO 8601 */
  createdAt: string;
};

export type RevisionDto = RevisionListItem & { content: string; type: string };

export type RestoredDocument = DocumentDto;
