import { z } from "zod";
import { saveSourceSchema } from "@/lib/schemas/revisions";
import { idSchema } from "@/lib/schemas/id";
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  FALLBACK_DOCUMENT_TYPE,
  MAX_TITLE_CHARS,
  UNTITLED_DOCUMENT,
  type DocumentType,
} from "@/lib/documents/document-model";

// Documents' request schemas (zod) for the route handlers. Everything else about documents (types,
// labels, limits) is in lib/documents/document-model.ts, re-exported here.
export * from "@/lib/documents/document-model";

const titleSchema = z
  .string()
  .trim()
  .max(MAX_TITLE_CHARS, `Please keep the title under ${MAX_TITLE_CHARS} characters.`)
  .nullish()
  .transform((t) => (t ? t : UNTITLED_DOCUMENT));

// 'general' (the fallback a loaded document may carry) is accepted and saved as 'document'.
const typeSchema = z
  .enum([...DOCUMENT_TYPES, FALLBACK_DOCUMENT_TYPE], {
    error: `Choose a document type: ${DOCUMENT_TYPES.join(", ")}.`,
  })
  .default(DEFAULT_DOCUMENT_TYPE)
  .transform((t): DocumentType => (t === FALLBACK_DOCUMENT_TYPE ? DEFAULT_DOCUMENT_TYPE : t));

// The content length is not limited here: the handler answers 413 beyond MAX_CONTENT_CHARS.
const contentSchema = z.string({ error: "Content must be text." }).default("");

const documentFieldsSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  type: typeSchema,
  /** Where the words since the last save came from (kept with the revision); "typed" when absent. */
  source: saveSourceSchema,
});

export const createDocumentSchema = documentFieldsSchema.extend({
  /** The template the document was started from (/editor?template={id}): its use is counted. */
  templateId: idSchema("Invalid template id.", "The template id must be text.").optional(),
  /**
   * The editor's name for the new document it means to make: a create sent again with the same key
   * (its answer was lost to a reload or a dropped connection) saves into the document the first one
   * made instead of making a second.
   */
  createKey: idSchema("Invalid create key.", "The create key must be text.").optional(),
});

export const updateDocumentSchema = documentFieldsSchema.extend({
  /** The version the client loaded; a save against an older one gets 409. */
  version: z.number({ error: "Send the version you loaded." }).int().min(1).max(2_147_483_647),
});

export type CreateDocumentInput = z.input<typeof createDocumentSchema>;
export type CreateDocumentData = z.output<typeof createDocumentSchema>;
export type UpdateDocumentInput = z.input<typeof updateDocumentSchema>;
export type UpdateDocumentData = z.output<typeof updateDocumentSchema>;
