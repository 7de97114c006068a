"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { templatesApi } from "@/lib/schemas/endpoints/templates";
import type { GenerateTemplateRequest } from "@/lib/schemas/ai";
import type { TemplateCategoryId } from "@/lib/schemas/templates";
import { templateKeys } from "@/lib/queries/keys";

// Templates (core-product §7): GET /api/templates (optional ?category=), GET /api/templates/categories,
// POST /api/templates/generate (refreshes the lists).

export { templateKeys } from "@/lib/queries/keys";

export function useTemplates(category?: TemplateCategoryId) {
  return useQuery({
    queryKey: templateKeys.list(category),
    queryFn: ({ signal }) => callApi(templatesApi.list, { query: { category } }, { signal }),
  });
}

/** GET /api/templates/{id}: one template with its text, to start a document from it. */
export function fetchTemplate(id: string, signal?: AbortSignal) {
  return callApi(templatesApi.get, { params: { id } }, { signal });
}

export function useTemplateCategories() {
  return useQuery({ queryKey: templateKeys.categories, queryFn: ({ signal }) => callApi(templatesApi.categories, {}, { signal }) });
}

export type GenerateTemplateInput = GenerateTemplateRequest;

export function useGenerateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateTemplateInput) => callApi(templatesApi.generate, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Deletes one of the user's own templates (room under the template quota). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(templatesApi.delete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function templateEditorHref(id: string): string {
  return `/editor?template=${encodeURIComponent(id)}`;
}
