import { Briefcase, GraduationCap, Heart, MessageSquare, Newspaper, PenTool, type LucideIcon } from "lucide-react";
import type { TemplateCategoryDto, TemplateCategoryId } from "@/lib/schemas/templates";
import { templateCountText } from "@/lib/templates/template-model";
import { cn } from "@/lib/utils";

const ICONS: Record<TemplateCategoryId, LucideIcon> = {
  business: Briefcase,
  personal: Heart,
  academic: GraduationCap,
  creative: PenTool,
  journalism: Newspaper,
  communication: MessageSquare,
};

/** 'Browse by Category': one card per category with the number of templates really in it; picks the filter. */
export function CategoryCards({
  categories,
  selected,
  onSelect,
}: {
  categories: TemplateCategoryDto[];
  selected: string;
  onSelect: (category: TemplateCategoryId) => void;
}) {
  return (
    <section aria-labelledby="browse-title" className="flex flex-col gap-3">
      <h2 id="browse-title" className="text-2xl font-bold">
        Browse by Category
      </h2>
      <ul className="grid list-none grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => {
          const Icon = ICONS[c.category];
          const isSelected = selected === c.category;
          return (
            <li key={c.category}>
              <button
                type="button"
                onClick={() => onSelect(c.category)}
                aria-pressed={isSelected}
                className={cn(
                  "flex min-h-11 w-full flex-wrap items-center gap-3 rounded-xl border-2 bg-card p-4 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring",
                  isSelected ? "border-primary" : "border-border",
                )}
              >
                <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="text-lg font-bold">{c.name}</span>
                  <span className="text-base text-muted-foreground">{templateCountText(c.count)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
