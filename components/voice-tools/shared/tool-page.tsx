import type { ReactNode } from "react";
import { ToolDraftGate } from "@/components/voice-tools/shared/tool-draft-gate";
import type { ToolName } from "@/lib/voice-tools/tool-draft";

/** A tool screen: its heading and description, then the tool (all rendered on the server; the tool's local draft is restored once in the browser). */
export function ToolPage({ title, description, tool, children }: { title: string; description: string; tool: ToolName; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 id="page-title" className="text-3xl font-bold">
          {title}
        </h1>
        <p className="text-lg text-muted-foreground">{description}</p>
      </header>
      <ToolDraftGate tool={tool}>{children}</ToolDraftGate>
    </section>
  );
}
