"use client";
// A change shown by more than colour: deletions struck through, insertions underlined, each
// with a label that screen readers say ("deleted", "inserted"). Spaces and line breaks that
// change are named, since they cannot be seen.
import type { WordChange } from "@/lib/text/word-diff";

function visible(text: string): string {
  if (text.trim()) return text;
  if (text.includes("\n")) return "(line break)";
  return "(space)";
}

export function ChangeMarks({ change }: { change: WordChange }) {
  return (
    <>
      {change.removed && (
        <del className="rounded bg-destructive/10 px-0.5 text-foreground decoration-2 line-through">
          <span className="sr-only">deleted: </span>
          {visible(change.removed)}
        </del>
      )}
      {change.removed && change.added && " "}
      {change.added && (
        <ins className="rounded bg-success/15 px-0.5 text-foreground underline decoration-2 underline-offset-4">
          <span className="sr-only">inserted: </span>
          {visible(change.added)}
        </ins>
      )}
    </>
  );
}
