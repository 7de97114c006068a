import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { Level } from "@/lib/ai/schemas";

/** A titled results card (h2), with the given content. */
export function ResultSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid={testId}>
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </Card>
  );
}

export function ItemList({ items, ordered = false, empty = "None found." }: { items: readonly string[]; ordered?: boolean; empty?: string }) {
  if (!items.length) return <p className="text-muted-foreground">{empty}</p>;
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className={ordered ? "flex list-decimal flex-col gap-1 pl-6" : "flex list-disc flex-col gap-1 pl-6"}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Tag>
  );
}

const LEVEL_VARIANT = { high: "destructive", medium: "warning", low: "success" } as const;

/** Importance and priority: high, medium, low as red, yellow, green badges (spec §4 value sets). */
export function LevelBadge({ level, label }: { level: Level; label?: string }) {
  return <Badge variant={LEVEL_VARIANT[level]}>{label ? `${label}: ${level}` : level}</Badge>;
}

/** Processing spinner with a polite announcement. */
export function ProcessingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border-2 border-border p-6 text-lg" data-testid="processing">
      <span className="size-6 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      {text}
    </div>
  );
}
