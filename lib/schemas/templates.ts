import { z } from "zod";
import type { DocumentType } from "@/lib/schemas/documents";
import type { Engine } from "@/lib/schemas/ai";
import { TEMPLATE_CATEGORY_IDS, type TemplateCategoryId } from "@/lib/templates/template-model";

// Templates (core-product §2 Templates, §3 Template / Template category, §7): the six built-in
// categories, the list and detail shapes, and the query of GET /api/templates. Shared by the
// route handlers, the query hooks and the screens.

export {
  CUSTOM_TEMPLATE_TYPES,
  MAX_CARD_TAGS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_IDS,
  templateCategoryName,
  type CustomTemplateType,
  type TemplateCategoryId,
} from "@/lib/templates/template-model";

export const listTemplatesQuerySchema = z.object({
  category: z
    .enum(TEMPLATE_CATEGORY_IDS, { error: `Choose a category: ${TEMPLATE_CATEGORY_IDS.join(", ")}.` })
    .optional(),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuerySchema>;

/** A template in a list (both the /templates screen and the server-driven browser). */
export type TemplateSummary = {
  id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  tags: string[];
  usageCount: number;
  isPremium: boolean;
  /** One of the four Featured Templates. */
  isFeatured: boolean;
  /** e.g. "10 min" (featured templates). */
  estimatedTime: string | null;
  /** Section headings, in order. */
  structure: string[];
  /** The user generated it (private to them). */
  isOwn: boolean;
};

/** GET /api/templates/{id}: what the editor needs to start a document from it. */
export type TemplateDetail = TemplateSummary & {
  content: string;
  voiceInstructions: string | null;
  /** The editor's document type for documents started from it. */
  type: DocumentType;
};

/** POST /api/templates/generate: the user's new template, as stored (201). */
export type GeneratedTemplateDto = {
  id: string;
  name: string;
  description: string | null;
  content: string | null;
  category: string;
  subcategory: string | null;
  tags: string[];
  createdAt: string;
  engine: Engine;
};

/** GET /api/templates/categories: one per built-in category, with its template count. */
export type TemplateCategoryDto = {
  category: TemplateCategoryId;
  name: string;
  subcategories: string[];
  count: number;
};

