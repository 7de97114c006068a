// Documents (core-product §3, §5): the six editor types, titles and content limits, without any
// schema library (the screens load this; lib/schemas/documents.ts adds the request schemas).
import { formatCount } from "@/lib/text/plural";
export const DOCUMENT_TYPES = ["document", "letter", "resume", "report", "creative", "email"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a stored document reads as when its type is missing or unknown (core-product §3). */
export const FALLBACK_DOCUMENT_TYPE = "general" as const;
export type StoredDocumentType = DocumentType | typeof FALLBACK_DOCUMENT_TYPE;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  document: "General Document",
  letter: "Business Letter",
  resume: "Resume",
  report: "Report",
  creative: "Creative Writing",
  email: "Email",
};

export const DEFAULT_DOCUMENT_TYPE: DocumentType = "document";
export const UNTITLED_DOCUMENT = "Untitled Document";

/** The title as shown and saved: a blank title reads as "Untitled Document". */
export function displayTitle(title: string): string {
  return title.trim() || UNTITLED_DOCUMENT;
}

/** Said when a document id is malformed, someone else's, or deleted: all three are a 404. */
export const DOCUMENT_NOT_FOUND = "We could not find that document. It may have been deleted.";

/**
 * A deleted document can be brought back (Undo, POST /api/documents/{id}/restore) with the same
 * id, link, text, version and history for this many days; after that it is removed for good.
 */
export const DELETED_DOCUMENT_RETENTION_DAYS = 30;

/** Restore of a document that is not deleted (409): there is nothing to bring back. */
export const DOCUMENT_NOT_DELETED_CODE = "not_deleted";
export const DOCUMENT_NOT_DELETED = "This document is not deleted, so there is nothing to restore.";

/** What DELETE /api/documents/{id} answers: enough for the Undo toast. */
export type DeletedDocumentDto = {
  id: string;
  title: string;
  deletedAt: string;
  /** After this instant the document is purged and can no longer be restored. */
  restorableUntil: string;
};

export const MAX_TITLE_CHARS = 200;
/** About 80,000 words. A longer content is refused with 413. */
export const MAX_CONTENT_CHARS = 500_000;
/**
 * Byte guard for document bodies, checked before parsing. UTF-8 needs up to 3 bytes per
 * character, so this is above any body whose content is within MAX_CONTENT_CHARS; the
 * character limit itself is checked after parsing (also 413).
 */
export const MAX_DOCUMENT_BODY_BYTES = MAX_CONTENT_CHARS * 3 + 16_000;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "string" && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** A type read from the database: one of the six, else 'general'. */
export function toStoredDocumentType(value: string | null | undefined): StoredDocumentType {
  return isDocumentType(value) ? value : FALLBACK_DOCUMENT_TYPE;
}

/** Label for any stored type ('general' reads as General Document). */
export function documentTypeLabel(type: string | null | undefined): string {
  return isDocumentType(type) ? DOCUMENT_TYPE_LABELS[type] : DOCUMENT_TYPE_LABELS.document;
}

export function contentTooLongMessage(): string {
  return `This document is longer than ${formatCount(MAX_CONTENT_CHARS)} characters. Please split it into two documents.`;
}

export type DocumentDto = {
  id: string;
  title: string;
  content: string;
  type: StoredDocumentType;
  version: number;
  /** ISO 8601 */
  updatedAt: string;
};

export type DocumentListItem = {
  id: string;
  title: string;
  type: StoredDocumentType;
  /** ISO 8601 */
  updatedAt: string;
};

export const VERSION_CONFLICT_CODE = "version_conflict";
export const VERSION_CONFLICT_MESSAGE = "This document was changed somewhere else (another tab or device).";

/** The body of a 409 from PUT /api/documents/{id}. */
export type VersionConflictBody = {
  error: { code: typeof VERSION_CONFLICT_CODE; message: string; issues: { current: DocumentDto } };
};
