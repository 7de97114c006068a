import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { UseTemplateLink } from "@/components/templates/use-template-link";
import { cardTags, templateCategoryName } from "@/lib/templates/template-model";
import { DeleteTemplateButton } from "@/components/templates/delete-template-button";
import type { TemplateSummary } from "@/lib/schemas/templates";
import { usedTimesText } from "@/lib/templates/filter-templates";
import { cn } from "@/lib/utils";

export type TemplateView = "grid" | "list";

/** One template in the results (grid card or list row). */
export function TemplateCard({ template, view = "grid" }: { template: TemplateSummary; view?: TemplateView }) {
  return (
    <li
      className={cn(
        "flex gap-3 rounded-xl border-2 border-border bg-card p-4 text-card-foreground",
        view === "grid" ? "flex-col" : "flex-col sm:flex-row sm:items-center",
      )}
      data-testid="template-card"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-bold break-words">{template.name}</h3>
          {template.isPremium && (
            <Badge variant="warning">
              <Crown className="size-4" aria-hidden="true" />
              Premium
            </Badge>
          )}
          {template.isOwn && <Badge variant="secondary">Yours</Badge>}
        </div>
        <p className="text-base">{template.description}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="template-badges">
          <Badge variant="outline">{templateCategoryName(template.category)}</Badge>
          {template.subcategory && <Badge variant="secondary">{template.subcategory}</Badge>}
          {cardTags(template.tags, template.subcategory).map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{usedTimesText(template.usageCount)}</p>
      </div>
      <div className={cn("flex flex-wrap gap-2", view === "grid" ? "flex-col" : "sm:self-center")}>
        <UseTemplateLink id={template.id} name={template.name} className={view === "grid" ? "w-full" : undefined} />
        {template.isOwn && <DeleteTemplateButton id={template.id} name={template.name} />}
      </div>
    </li>
  );
}
