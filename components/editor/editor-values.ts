import { isDocumentType, type DocumentDto, type DocumentType } from "@/lib/documents/document-model";
import type { DraftValues } from "@/lib/drafts/draft-store";

// The editor's working values and the server copy they are compared with
// ('Unsaved changes' = any difference, core-product §4).
export type EditorValues = DraftValues;
/** version null: the document has never been saved. */
export type EditorBase = EditorValues & { version: number | null };

export { EMPTY_BASE, EMPTY_VALUES } from "@/lib/drafts/initial-load";

/** A loaded type outside the six (legacy 'general') shows as General Document. */
export function editorType(type: string | null | undefined): DocumentType {
  return isDocumentType(type) ? type : "document";
}

export function baseFromDoc(doc: DocumentDto): EditorBase & { version: number } {
  return { title: doc.title, content: doc.content, type: editorType(doc.type), version: doc.version };
}

export function valuesOf(v: EditorValues): EditorValues {
  return { title: v.title, content: v.content, type: v.type };
}

export function isDirty(values: EditorValues, base: EditorValues): boolean {
  return values.title !== base.title || values.content !== base.content || values.type !== base.type;
}

/** "letter" -> "Letter" (the footer's type badge). */
export function capitalizeType(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}
