import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

// A labelled field with its hint and error read out by screen readers.
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
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

function describedBy(id: string, hasHint: boolean, error?: string): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The ARIA props of the control inside a FormField: invalid while it has an error, described by its hint and error. */
export function fieldAria(id: string, error?: string, { hasHint = false }: { hasHint?: boolean } = {}) {
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(id, hasHint, error),
  };
}

/** The form-level error (the server refused, or the network failed), announced at once. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border-2 border-destructive p-3 text-base font-semibold">
      {message}
    </p>
  );
}
