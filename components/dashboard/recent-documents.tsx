"use client";
import type { PointerEvent } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { ArrowRight, FilePlus, FileText } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { LoadError } from "@/components/common/load-error";
import { useNow } from "@/components/common/use-now";
import { useDocumentList } from "@/lib/queries/document-list";
import { documentTypeLabel } from "@/lib/documents/document-model";
import { formatRelativeTime } from "@/lib/text/relative-time";
import { cn } from "@/lib/utils";
import { dateAndTime } from "@/lib/text/when";

/**
 * The full date and time, in the reader's own zone and words, as the time's tooltip. Set when the
 * pointer first reaches it, not while the page renders: the first date formatted in a page loads
 * the browser's locale and time-zone data (about 60 ms of a slow phone's main thread, in the task
 * that hydrates the dashboard), and a title rendered on the server would be in the server's zone.
 */
function showFullTime(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  if (!time.title) time.title = dateAndTime(time.dateTime);
}

/** The dashboard shows the first five documents of the list (core-product §9). */
export const RECENT_DOCUMENTS_LIMIT = 5;

export function RecentDocuments({ className }: { className?: string }) {
  const documents = useDocumentList();
  const now = useNow();
  const recent = documents.data?.slice(0, RECENT_DOCUMENTS_LIMIT) ?? [];

  return (
    <section aria-labelledby="recent-documents-title" aria-busy={documents.isPending} className={cn("rounded-xl border-2 border-border bg-card p-5 shadow-sm", className)}>
      <SectionHeading
        id="recent-documents-title"
        action={
          <IntentLink href="/documents" className={buttonVariants({ variant: "outline" })}>
            View All
            <span className="sr-only"> documents</span>
            <ArrowRight aria-hidden="true" />
          </IntentLink>
        }
      >
        Recent Documents
      </SectionHeading>

      {documents.isPending ? (
        <div className="flex flex-col gap-3">
          <p className="sr-only">Loading your documents...</p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : documents.isError ? (
        <LoadError what="your documents" onRetry={() => void documents.refetch()} />
      ) : recent.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-xl font-bold">No documents yet</p>
          <p className="text-base text-muted-foreground">Your documents will appear here once you save one.</p>
          <IntentLink href="/editor" className={buttonVariants({ size: "lg" })}>
            <FilePlus aria-hidden="true" />
            Create First Document
          </IntentLink>
        </div>
      ) : (
        <ul className="flex list-none flex-col gap-2" aria-label="Your five most recent documents">
          {recent.map((doc) => (
            <li key={doc.id}>
              <IntentLink
                href={`/editor/${doc.id}`}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border-2 border-border p-3 text-foreground no-underline hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
              >
                <span className="flex min-w-0 items-center gap-3">
                  <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-lg font-semibold">{doc.title}</span>
                    <span className="text-base text-muted-foreground">{documentTypeLabel(doc.type)}</span>
                  </span>
                </span>
                <span className="text-base text-muted-foreground">
                  <span className="sr-only">Updated </span>
                  <time dateTime={doc.updatedAt} onPointerEnter={showFullTime} suppressHydrationWarning>
                    {formatRelativeTime(doc.updatedAt, now)}
                  </time>
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
