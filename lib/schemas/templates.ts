import { z } from "zod";
import type { DocumentType } from "@/lib/schemas/document";

// Templates (core-product §2 Templates, §3 Template / Template category, §7): the six built-in
// categories, the list and detail shapes, and the query of GET /api/templates. Shared by the
// route handlers, the query hooks and the screens.

export const TEMPLATE_CATEGORIES = [
  { id: "business", name: "Business Documents" },
  { id: "personal", name: "Personal Letters" },
  { id: "academic", name: "Academic Papers" },
  { id: "creative", name: "Creative Writing" },
  { id: "journalism", name: "News & Articles" },
  { id: "communication", name: "Communications" },
] as const;

export type TemplateCategoryId = (typeof TEMPLATE_CATEGORIES)[number]["id"];
export const TEMPLATE_CATEGORY_IDS = TEMPLATE_CATEGORIES.map((c) => c.id) as [TemplateCategoryId, ...TemplateCategoryId[]];

export function templateCategoryName(id: string): string {
  return TEMPLATE_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** Cards show at most this many tags (core-product §9). */
export const MAX_CARD_TAGS = 3;

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

/** GET /api/templates/categories: one per built-in category, with its template count. */
export type TemplateCategoryDto = {
  category: TemplateCategoryId;
  name: string;
  subcategories: string[];
  count: number;
};

/** The template types of the 'Create Custom Template' dialog (core-product §5), with their labels. */
export const CUSTOM_TEMPLATE_TYPES = [
  { id: "business-letter", label: "Business Letter" },
  { id: "report", label: "Report" },
  { id: "proposal", label: "Proposal" },
  { id: "essay", label: "Essay" },
  { id: "memo", label: "Memo" },
  { id: "creative-writing", label: "Creative Writing" },
  { id: "presentation", label: "Presentation" },
] as const;
export type CustomTemplateType = (typeof CUSTOM_TEMPLATE_TYPES)[number]["id"];
