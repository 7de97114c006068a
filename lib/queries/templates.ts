"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { TemplateCategoryDto, TemplateSummary } from "@/lib/schemas/templates";
import { templateKeys } from "@/lib/queries/keys";

// Templates (core-product §7): GET /api/templates (optional ?category=), GET /api/templates/categories,
// POST /api/templates/generate (refreshes the lists).

export { templateKeys } from "@/lib/queries/keys";

export function useTemplates(category?: string) {
  return useQuery<TemplateSummary[]>({
    queryKey: templateKeys.list(category),
    queryFn: ({ signal }) =>
      apiJson<TemplateSummary[]>(
        "GET",
        category ? `/api/templates?category=${encodeURIComponent(category)}` : "/api/templates",
        undefined,
        { signal },
      ),
  });
}

/** GET /api/templates/{id}: one template with its text, to start a document from it. */
export { fetchTemplate } from "@/lib/queries/direct";

export function useTemplateCategories() {
  return useQuery<TemplateCategoryDto[]>({ queryKey: templateKeys.categories });
}

export type GenerateTemplateInput = { templateType: string; requirements: string[] };

export function useGenerateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateTemplateInput) => apiJson<{ id: string }>("POST", "/api/templates/generate", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** Deletes one of the user's own templates (room under the template quota). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/templates/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function templateEditorHref(id: string): string {
  return `/editor?template=${encodeURIComponent(id)}`;
}
