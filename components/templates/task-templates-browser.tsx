"use client";
import { useState } from "react";
import type { TemplateCategoryId } from "@/lib/schemas/templates";
import { FolderOpen } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadProblem } from "@/components/templates/load-problem";
import { TemplateCard } from "@/components/templates/template-card";
import { useTemplateCategories, useTemplates } from "@/lib/queries/templates";
import { templateCountText } from "@/lib/templates/template-model";
import { cn } from "@/lib/utils";

/** /task-templates: the server-driven category browser (categories and templates both come from the API). */
export function TaskTemplatesBrowser() {
  const categories = useTemplateCategories();
  const [selected, setSelected] = useState<TemplateCategoryId | null>(null);
  const list = categories.data ?? [];

  return (
    <section aria-labelledby="page-title" aria-busy={categories.isPending} className="flex flex-col gap-6">
      <h1 id="page-title" className="text-3xl font-bold">
        {categories.data ? `Professional Templates (${list.length} categories found)` : "Professional Templates"}
      </h1>
      {categories.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : categories.isError ? (
        <LoadProblem what="the template categories" onRetry={() => void categories.refetch()} />
      ) : (
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-3">
          {list.map((c) => (
            <button
              key={c.category}
              type="button"
              aria-pressed={selected === c.category}
              onClick={() => setSelected(c.category)}
              className={cn(
                "flex min-h-11 flex-col items-start rounded-xl border-2 px-4 py-2 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring",
                selected === c.category ? "border-primary bg-accent" : "border-border bg-card",
              )}
            >
              <span className="text-lg font-bold">{c.name}</span>
              {/* the same count as the Templates page and the list below, then its types */}
              <span className="text-base">
                {templateCountText(c.count)}, {c.subcategories.length === 1 ? "1 type" : `${c.subcategories.length} types`}
              </span>
            </button>
          ))}
        </div>
      )}
      {selected ? (
        <CategoryTemplates category={selected} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
          <FolderOpen className="size-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-bold">Choose a Category</h2>
          <p className="text-base text-muted-foreground">Select a category above to see professional templates</p>
        </div>
      )}
    </section>
  );
}

function CategoryTemplates({ category }: { category: TemplateCategoryId }) {
  const templates = useTemplates(category);
  if (templates.isPending)
    return (
      <div>
        <p className="sr-only" role="status">
          Loading templates...
        </p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (templates.isError) return <LoadProblem what="these templates" onRetry={() => void templates.refetch()} />;
  return (
    <section aria-label="Templates in this category" className="flex flex-col gap-3">
      <p role="status" className="text-base">
        {templateCountText(templates.data.length)}
      </p>
      <ul className="grid list-none gap-4 md:grid-cols-2 xl:grid-cols-3">
        {templates.data.map((t) => (
          <TemplateCard key={t.id} template={t} />
        ))}
      </ul>
    </section>
  );
}
