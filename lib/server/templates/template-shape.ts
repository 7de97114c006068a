import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isDocumentType, type DocumentType } from "@/lib/schemas/documents";
import type { TemplateDetail, TemplateSummary } from "@/lib/schemas/templates";

// Row selections and the mapping from a template row to the API's shapes.

export const templateSummarySelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  subcategory: true,
  tags: true,
  usageCount: true,
  isPremium: true,
  structure: true,
  formatting: true,
  createdById: true,
} as const;

export const templateDetailSelect = { ...templateSummarySelect, content: true, voiceInstructions: true } as const;

type SummaryRow = Prisma.TemplateGetPayload<{ select: typeof templateSummarySelect }>;
type DetailRow = Prisma.TemplateGetPayload<{ select: typeof templateDetailSelect }>;

/** Built-in templates and the user's own generated ones; never another user's private template. */
export function visibleTo(userId: string): Prisma.TemplateWhereInput {
  return { OR: [{ isPublic: true }, { createdById: userId }] };
}

function record(value: Prisma.JsonValue | null): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** structure is either a list of headings (built-in) or { sections: [{ title }] } / [{ title }] (generated). */
function sectionHeadings(structure: Prisma.JsonValue | null): string[] {
  const list = Array.isArray(structure) ? structure : record(structure).sections;
  if (!Array.isArray(list)) return [];
  return list
    .map((s) => (typeof s === "string" ? s : typeof record(s as Prisma.JsonValue).title === "string" ? (record(s as Prisma.JsonValue).title as string) : ""))
    .filter(Boolean);
}

// Generated templates carry their template type as subcategory; map it to an editor type.
const GENERATED_TYPES: Record<string, DocumentType> = {
  "business-letter": "letter",
  report: "report",
  memo: "email",
  "creative-writing": "creative",
};

export function toTemplateSummary(row: SummaryRow, userId: string): TemplateSummary {
  const formatting = record(row.formatting);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? "",
    category: row.category,
    subcategory: row.subcategory,
    tags: row.tags,
    usageCount: row.usageCount,
    isPremium: row.isPremium,
    isFeatured: formatting.featured === true,
    estimatedTime: typeof formatting.estimatedTime === "string" ? formatting.estimatedTime : null,
    structure: sectionHeadings(row.structure),
    isOwn: row.createdById === userId,
  };
}

export function toTemplateDetail(row: DetailRow, userId: string): TemplateDetail {
  const declared = record(row.formatting).documentType;
  const type: DocumentType = isDocumentType(declared) ? declared : (GENERATED_TYPES[row.subcategory ?? ""] ?? "document");
  return { ...toTemplateSummary(row, userId), content: row.content ?? "", voiceInstructions: row.voiceInstructions, type };
}
