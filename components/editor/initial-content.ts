// What the editor starts from before the drafts have had their say: the link's or template's
// text, and the server's answer for a saved document (lib/drafts/initial-load.ts decides).
import { HttpError } from "@/lib/api-client";
import type { ServerAnswer } from "@/lib/drafts/initial-load";
import type { DocumentDto } from "@/lib/schemas/documents";
import { baseFromDoc, EMPTY_VALUES, editorType, type EditorValues } from "@/components/editor/editor-values";

/** ?content= (with ?title=) or ?template={id}: a new document's first text. */
export type InitialContent = { content: string; title?: string; type?: string; origin: string };

export function frameValues(init: InitialContent | null): EditorValues {
  return init ? { title: init.title ?? "", content: init.content, type: editorType(init.type) } : EMPTY_VALUES;
}

type DocumentQuery = { isPending: boolean; isSuccess: boolean; data?: DocumentDto; error: unknown };

export function serverAnswer(query: DocumentQuery): ServerAnswer {
  if (query.isPending) return { state: "pending" };
  if (query.isSuccess && query.data) return { state: "found", copy: baseFromDoc(query.data) };
  if (query.error instanceof HttpError && query.error.status === 404) return { state: "missing" };
  return { state: "failed" };
}
