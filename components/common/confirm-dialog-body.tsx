"use client";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type ConfirmDialogProps = {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  icon: ReactNode;
  /** "destructive" (red) for removing things, the default for other changes (spending coins). */
  tone?: "destructive" | "default";
  open: boolean;
  isBusy: boolean;
  onOpenChange: (open: boolean) => void;
  /** Return the work's promise: a second press while it runs is dropped (isBusy shows a render late). */
  onConfirm: () => void | Promise<unknown>;
  focusAfterClose?: () => HTMLElement | null | undefined;
};

/** The dialog itself (Radix Dialog): components/common/confirm-dialog.tsx loads it after the page. */
export function ConfirmDialogBody({
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  icon,
  tone = "destructive",
  open,
  isBusy,
  onOpenChange,
  onConfirm,
  focusAfterClose,
}: ConfirmDialogProps) {
  const once = useSingleFlight();
  function onCloseAutoFocus(event: Event) {
    const target = focusAfterClose?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button variant={tone} onClick={() => void once(async () => onConfirm())} disabled={isBusy}>
            {icon}
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
