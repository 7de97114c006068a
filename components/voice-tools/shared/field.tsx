import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A label above its control, with an optional "(required)" mark read by screen readers too. */
export function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>
        {label}
        {required && <span className="ml-1 text-muted-foreground">(required)</span>}
      </Label>
      {children}
    </div>
  );
}
