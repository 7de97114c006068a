"use client";
import { useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { vocabularyApi } from "@/lib/schemas/endpoints/vocabulary";
import type { CreateVocabularyInput, ImportVocabularyInput, UpdateVocabularyInput } from "@/lib/schemas/vocabulary";
import type { VocabularyMatcher } from "@/lib/text/vocabulary";
import { vocabularyKeys } from "@/lib/queries/keys";
import { vocabularyMatcher } from "@/lib/queries/direct";

// Personal vocabulary: one list per user, read by the editor, the voice tools and
// the settings screen; every change refreshes it.

export { vocabularyKeys } from "@/lib/queries/keys";

export function useVocabulary(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vocabularyKeys.all,
    queryFn: ({ signal }) => callApi(vocabularyApi.list, {}, { signal }),
    enabled: options.enabled ?? true,
  });
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
    mutationFn: (input: CreateVocabularyInput) => callApi(vocabularyApi.create, { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateVocabularyInput & { id: string }) =>
      callApi(vocabularyApi.update, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callApi(vocabularyApi.delete, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useImportVocabulary() {
  const refresh = useRefresh();
  return useMutation({
    // the file as read from disk: the server checks it against the export format
    mutationFn: (file: unknown) => callApi(vocabularyApi.import, { body: file as ImportVocabularyInput }),
    onSuccess: refresh,
  });
}
