// The editor's AI actions (Fix Punctuation, Enhance Doc): each endpoint's contract (lib/api-contract.ts), bound by
// its route handler and called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type * as ai from "@/lib/schemas/ai";
import { aiRoute } from "@/lib/schemas/endpoints/shared";

export const aiApi = {
  enhancePunctuation: aiRoute("/api/ai/enhance-punctuation").takes<typeof ai.enhancePunctuationRequestSchema, ai.PunctuationResult>(),
  enhanceDocument: defineRoute("POST", "/api/documents/[id]/enhance").takes<{ answer: ai.WithEngine<ai.EnhanceDocumentResult> }>(),
};
