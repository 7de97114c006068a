// Messages between the editor and the spelling worker, and the handler the worker runs (also
// run on the main thread where a worker cannot start, e.g. in tests). Pure apart from loading
// the checker's data on first use.
import type { SpellingFlag } from "@/lib/spelling/checker/check";

export type SpellingRequest =
  | { id: number; type: "check"; text: string; vocabulary?: string[]; names?: string[]; suggestFor?: number }
  | { id: number; type: "suggest"; word: string; vocabulary?: string[] };

export type SpellingResponse =
  | { id: number; type: "check"; flags: SpellingFlag[] }
  | { id: number; type: "suggest"; suggestions: string[] }
  | { id: number; type: "error"; message: string };

/** Suggestions worked out at once for this many different misspellings (the panel first shows 30 items); the rest when opened. */
export const FIRST_SUGGESTED = 30;

export async function handleSpellingRequest(request: SpellingRequest): Promise<SpellingResponse> {
  try {
    const { loadSpellingChecker } = await import("@/lib/spelling/checker");
    const checker = await loadSpellingChecker();
    if (request.type === "check") {
      const flags = checker.check(request.text, { vocabulary: request.vocabulary, names: request.names, suggestFor: request.suggestFor ?? FIRST_SUGGESTED });
      return { id: request.id, type: "check", flags };
    }
    const extra = (request.vocabulary ?? []).filter((w) => w.length > 2);
    return { id: request.id, type: "suggest", suggestions: checker.suggestionsFor(request.word.toLowerCase(), extra) };
  } catch (error) {
    return { id: request.id, type: "error", message: error instanceof Error ? error.message : String(error) };
  }
}
