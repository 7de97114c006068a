// Templates: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type * as ai from "@/lib/schemas/ai";
import type { GeneratedTemplateDto, listTemplatesQuerySchema, TemplateCategoryDto, TemplateDetail, TemplateSummary } from "@/lib/schemas/templates";

export const templatesApi = {
  list: defineRoute("GET", "/api/templates").takes<{ query: typeof listTemplatesQuerySchema; answer: TemplateSummary[] }>(),
  categories: defineRoute("GET", "/api/templates/categories").takes<{ answer: TemplateCategoryDto[] }>(),
  get: defineRoute("GET", "/api/templates/[id]").takes<{ answer: TemplateDetail }>(),
  delete: defineRoute("DELETE", "/api/templates/[id]").takes<{ answer: null }>(),
  generate: defineRoute("POST", "/api/templates/generate").takes<{ body: typeof ai.generateTemplateRequestSchema; answer: GeneratedTemplateDto }>(),
};
