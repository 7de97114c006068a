"use client";
import { callApi } from "@/lib/api-client";
import { aiApi } from "@/lib/schemas/endpoints/ai";

// The editor's AI calls (core-product §5). Not cached: each answers one text at one moment.

/** Punctuation and capitals for a text (Fix Punctuation, and the automatic fix after dictation). */
export function enhancePunctuation(text: string, signal?: AbortSignal, dictated?: boolean): Promise<string> {
  return callApi(aiApi.enhancePunctuation, { body: dictated ? { text, dictated } : { text } }, { signal }).then((r) => r.enhancedText);
}

/** An improved copy of a saved document's content (Enhance Doc); the document itself is not changed. */
export function enhanceDocument(documentId: string): Promise<string> {
  return callApi(aiApi.enhanceDocument, { params: { id: documentId } }).then((r) => r.content);
}
