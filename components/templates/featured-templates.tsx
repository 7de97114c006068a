import { Clock, Star } from "lucide-react";
import { UseTemplateLink } from "@/components/templates/use-template-link";
import type { TemplateSummary } from "@/lib/schemas/templates";

/** The four featured templates, each with its estimated time and its sections. */
export function FeaturedTemplates({ templates }: { templates: TemplateSummary[] }) {
  if (templates.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="flex flex-col gap-3">
      <h2 id="featured-title" className="flex items-center gap-2 text-2xl font-bold">
        <Star className="size-6 text-primary" aria-hidden="true" />
        Featured Templates
      </h2>
      <ul className="grid list-none gap-4 md:grid-cols-2">
        {templates.map((t) => (
          <li key={t.id} className="flex flex-col gap-3 rounded-xl border-2 border-primary/40 bg-card p-4" data-testid="featured-template">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-xl font-bold">{t.name}</h3>
              {t.estimatedTime && (
                <span className="inline-flex items-center gap-1 text-base">
                  <Clock className="size-4" aria-hidden="true" />
                  <span className="sr-only">About</span> {t.estimatedTime}
                </span>
              )}
            </div>
            <p className="text-base">{t.description}</p>
            <div>
              <h4 className="text-base font-semibold">Sections</h4>
              <ol className="ml-6 list-decimal text-base">
                {t.structure.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
            <UseTemplateLink id={t.id} name={t.name} className="mt-auto" />
          </li>
        ))}
      </ul>
    </section>
  );
}
