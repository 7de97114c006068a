"use client";
import { apiJson } from "@/lib/api-client";
import type { EnhanceDocumentResult, EnhancePunctuationRequest, PunctuationResult } from "@/lib/schemas/ai";

// The editor's AI calls (core-product §5). Not cached: each answers one text at one moment.

/** Punctuation and capitals for a text (Fix Punctuation, and the automatic fix after dictation). */
export function enhancePunctuation(text: string, signal?: AbortSignal): Promise<string> {
  const body: EnhancePunctuationRequest = { text };
  return apiJson<PunctuationResult>("POST", "/api/ai/enhance-punctuation", body, { signal }).then((r) => r.enhancedText);
}

/** An improved copy of a saved document's content (Enhance Doc); the document itself is not changed. */
export function enhanceDocument(documentId: string): Promise<string> {
  return apiJson<EnhanceDocumentResult>("POST", `/api/documents/${encodeURIComponent(documentId)}/enhance`).then((r) => r.content);
}
