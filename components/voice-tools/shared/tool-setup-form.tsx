"use client";
import type { FormEvent, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

type Props = {
  title: string;
  onStart: () => void;
  submit: { label: string; icon: LucideIcon };
  /** The reason Start is disabled, shown under it (and naming it for screen readers); none = enabled. */
  blockedHint?: string;
  hintId?: string;
  children: ReactNode;
};

/** A tool's setup: a card with its details form (h2), the fields, and the Start button. */
export function ToolSetupForm({ title, onStart, submit, blockedHint, hintId, children }: Props) {
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onStart();
  }
  const Icon = submit.icon;
  return (
    <Card className="p-4">
      <form {...early} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-xl font-bold">{title}</h2>
        {children}
        <Button type="submit" size="lg" className="self-start" disabled={Boolean(blockedHint)} aria-describedby={blockedHint ? hintId : undefined}>
          <Icon aria-hidden="true" />
          {submit.label}
        </Button>
        {/* below the button, so it does not move when the hint goes */}
        {blockedHint && (
          <p id={hintId} className="text-base text-muted-foreground">
            {blockedHint}
          </p>
        )}
      </form>
    </Card>
  );
}
