// Templates' categories, card limits and custom-template types (core-product §2 Templates, §5, §9),
// without any schema library: the screens import them from here; lib/schemas/templates.ts builds
// its schemas from the same lists and re-exports them.

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

/**
 * The tags a card shows: each once (whatever its case or spacing), none repeating the
 * subcategory the card already shows as a badge, at most MAX_CARD_TAGS.
 */
export function cardTags(tags: readonly string[], subcategory?: string | null): string[] {
  const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
  const seen = new Set(subcategory ? [key(subcategory)] : []);
  const out: string[] = [];
  for (const tag of tags) {
    const k = key(tag);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(tag.trim());
    if (out.length === MAX_CARD_TAGS) break;
  }
  return out;
}

/** "5 templates": how many templates a category holds, the same words wherever it is counted. */
export function templateCountText(count: number): string {
  return count === 1 ? "1 template" : `${count} templates`;
}

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
