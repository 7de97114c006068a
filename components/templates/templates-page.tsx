"use client";
import { useMemo, useState } from "react";
import { LayoutGrid, List, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { CategoryCards } from "@/components/templates/category-cards";
import { CreateTemplateDialog } from "@/components/templates/create-template-dialog";
import { FeaturedTemplates } from "@/components/templates/featured-templates";
import { LoadProblem } from "@/components/templates/load-problem";
import { TemplateCard, type TemplateView } from "@/components/templates/template-card";
import { TEMPLATE_RESULTS_HEADING_ID } from "@/components/templates/delete-template-button";
import { useTemplateCategories, useTemplates } from "@/lib/queries/templates";
import { TEMPLATE_CATEGORIES, templateCountText } from "@/lib/templates/template-model";
import { ALL_CATEGORIES, emptyHint, filterTemplates } from "@/lib/templates/filter-templates";
import { cn } from "@/lib/utils";

/** Results are shown a page at a time, so a long library stays quick to read and to Tab through. */
const PAGE_SIZE = 12;

/** /templates: featured templates, categories, search + filter, results in a grid or a list. */
export function TemplatesPage() {
  const templates = useTemplates();
  const categories = useTemplateCategories();
  const [view, setView] = useState<TemplateView>("grid");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [shown, setShown] = useState(PAGE_SIZE);
  const all = useMemo(() => templates.data ?? [], [templates.data]);
  const results = useMemo(() => filterTemplates(all, search, category), [all, search, category]);
  const featured = all.filter((t) => t.isFeatured);

  function pickCategory(next: string) {
    setCategory(next);
    setShown(PAGE_SIZE);
  }

  return (
    <section aria-labelledby="page-title" aria-busy={templates.isPending} className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-3xl font-bold">
            Templates
          </h1>
          <p className="text-lg text-muted-foreground">Start from a ready-made structure and fill it in by speaking.</p>
        </div>
        <CreateTemplateDialog />
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="template-search">Search templates</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2" aria-hidden="true" />
            <Input
              id="template-search"
              type="search"
              className="pl-10"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setShown(PAGE_SIZE);
              }}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2 md:w-64">
          <Label htmlFor="template-category">Category</Label>
          <Select id="template-category" value={category} onChange={(e) => pickCategory(e.target.value)}>
            <option value={ALL_CATEGORIES}>All Categories</option>
            {TEMPLATE_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div role="group" aria-label="View" className="flex flex-wrap gap-2">
          {(
            [
              ["grid", "Grid view", LayoutGrid],
              ["list", "List view", List],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button key={value} variant={view === value ? "default" : "outline"} aria-pressed={view === value} onClick={() => setView(value)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>

      {templates.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <p className="sr-only">Loading templates...</p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-48 w-full" />
          ))}
        </div>
      ) : templates.isError ? (
        <LoadProblem what="the templates" onRetry={() => void templates.refetch()} />
      ) : (
        <>
          {!search.trim() && category === ALL_CATEGORIES && <FeaturedTemplates templates={featured} />}
          {categories.data && <CategoryCards categories={categories.data} selected={category} onSelect={pickCategory} />}
          <section aria-labelledby={TEMPLATE_RESULTS_HEADING_ID} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={TEMPLATE_RESULTS_HEADING_ID} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
                {category === ALL_CATEGORIES ? "All Templates" : TEMPLATE_CATEGORIES.find((c) => c.id === category)?.name}
              </h2>
              <p role="status" className="text-base" data-testid="templates-count">
                {templateCountText(results.length)}
              </p>
            </div>
            {results.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
                <p className="text-xl font-bold">No templates found</p>
                <p className="text-base text-muted-foreground">{emptyHint(search)}</p>
              </div>
            ) : (
              <>
                <ul
                  aria-label="Templates"
                  data-view={view}
                  className={cn("grid list-none gap-4", view === "grid" ? "md:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")}
                >
                  {results.slice(0, shown).map((t) => (
                    <TemplateCard key={t.id} template={t} view={view} />
                  ))}
                </ul>
                {results.length > shown && (
                  <Button variant="outline" className="self-center" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                    Show more templates ({results.length - shown} more)
                  </Button>
                )}
              </>
            )}
          </section>
        </>
      )}
    </section>
  );
}
