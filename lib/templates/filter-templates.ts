// Pure filtering and requirement-list rules of the /templates screen (core-product §2, §5).
import { plural } from "@/lib/text/plural";
import type { TemplateSummary } from "@/lib/schemas/templates";

export const ALL_CATEGORIES = "all";

/** Search matches name, description, subcategory and tags (case-insensitive, every word must match). */
export function filterTemplates(templates: readonly TemplateSummary[], search: string, category: string): TemplateSummary[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((t) => {
    if (category !== ALL_CATEGORIES && t.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = [t.name, t.description, t.subcategory ?? "", ...t.tags].join(" ").toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The empty-state hint under 'No templates found'. */
export function emptyHint(search: string): string {
  return search.trim() ? "Try adjusting your search terms" : "No templates available in this category";
}

/** Adds a requirement: trimmed; empty or whitespace-only entries are ignored. */
export function addRequirement(list: readonly string[], entry: string): string[] {
  const trimmed = entry.trim();
  return trimmed ? [...list, trimmed] : [...list];
}

export function removeRequirement(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

export function usedTimesText(count: number): string {
  return `Used ${plural(count, "time", "times")}`;
}
