"use client";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * Asks before something that changes or removes the user's data. The safe choice comes first and
 * has the focus when it opens (Radix focuses the first button); Escape and Close keep things as
 * they are. focusAfterClose, when it returns an element, takes the focus once the dialog has
 * closed (the button that opened it may be gone by then); otherwise the opener gets it back.
 */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  icon,
  open,
  isBusy,
  onOpenChange,
  onConfirm,
  focusAfterClose,
}: {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  icon: ReactNode;
  open: boolean;
  isBusy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  focusAfterClose?: () => HTMLElement | null | undefined;
}) {
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
          <Button variant="destructive" onClick={onConfirm} disabled={isBusy}>
            {icon}
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
