"use client";
import { useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type {
  CreateVocabularyInput,
  ImportVocabularyResult,
  UpdateVocabularyInput,
  VocabularyEntryDto,
} from "@/lib/schemas/vocabulary";
import type { VocabularyMatcher } from "@/lib/text/vocabulary";
import { vocabularyKeys } from "@/lib/queries/keys";
import { vocabularyMatcher } from "@/lib/queries/direct";

// Personal vocabulary: one list per user, read by the editor, the voice tools and
// the settings screen; every change refreshes it.

export { vocabularyKeys } from "@/lib/queries/keys";

export function useVocabulary(options: { enabled?: boolean } = {}) {
  return useQuery<VocabularyEntryDto[]>({ queryKey: vocabularyKeys.all, enabled: options.enabled ?? true });
}

/** The list compiled for recognised text (vocabularyMatcher in direct.ts says how). */
export function useVocabularyMatcher(): { apply: VocabularyMatcher; phrases: string[]; ready: boolean } {
  const { data, isPending, isError } = useVocabulary();
  const ready = !isPending || isError;
  return useMemo(() => vocabularyMatcher(data, ready), [data, ready]);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
}

export function useCreateVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateVocabularyInput) => apiJson<VocabularyEntryDto>("POST", "/api/vocabulary", input),
    onSuccess: refresh,
  });
}

export function useUpdateVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateVocabularyInput & { id: string }) =>
      apiJson<VocabularyEntryDto>("PATCH", `/api/vocabulary/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/vocabulary/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useImportVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: unknown) => apiJson<ImportVocabularyResult>("POST", "/api/vocabulary/import", file),
    onSuccess: refresh,
  });
}
