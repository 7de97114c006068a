"use client";
// The automatic punctuation fix after speech goes in at once; its changes stay listed here,
// each with a Revert.
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ChangeMarks } from "@/components/editor/review/change-marks";
import type { AutoFix } from "@/components/editor/review/use-ai-review";

type Props = { fixes: AutoFix[]; onRevert: (key: string) => void; onClear: () => void };

export function AutomaticFixes({ fixes, onRevert, onClear }: Props) {
  if (fixes.length === 0) return null;
  return (
    <details data-testid="automatic-fixes" className="rounded-xl border-2 border-border bg-card p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Automatic fixes ({fixes.length})</summary>
      <ul aria-label="Automatic fixes" className="mt-2 flex flex-col gap-2">
        {fixes.map((fix) => (
          <li key={fix.key} className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 break-words">
              <ChangeMarks change={fix} />
            </p>
            <Button size="sm" variant="outline" onClick={() => onRevert(fix.key)} aria-label={`Revert fix: ${describe(fix)}`}>
              <RotateCcw aria-hidden="true" />
              Revert
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" className="mt-2" onClick={onClear}>
        Clear the list
      </Button>
    </details>
  );
}

function describe(fix: AutoFix): string {
  const name = (t: string) => (t.trim() ? `“${t.trim()}”` : "a space");
  if (fix.kind === "insert") return `inserted ${name(fix.added)}`;
  if (fix.kind === "delete") return `deleted ${name(fix.removed)}`;
  return `${name(fix.removed)} changed to ${name(fix.added)}`;
}
