import type { ReactNode } from "react";
import { ClientOnly } from "@/components/voice-tools/shared/client-only";
import { Skeleton } from "@/components/ui/skeleton";

/** A tool screen: its heading and description (server-rendered), then the tool once in the browser. */
export function ToolPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 id="page-title" className="text-3xl font-bold">
          {title}
        </h1>
        <p className="text-lg text-muted-foreground">{description}</p>
      </header>
      <ClientOnly fallback={<Skeleton className="h-64 w-full" />}>{children}</ClientOnly>
    </section>
  );
}
