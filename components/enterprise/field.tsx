import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A labelled form field with its hint and error wired for screen readers. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-base text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-base font-semibold text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function fieldAria(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": ids.length ? ids.join(" ") : undefined };
}
