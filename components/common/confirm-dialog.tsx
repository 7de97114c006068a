"use client";
import { useEffect, useRef } from "react";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import type { ConfirmDialogProps } from "@/components/common/confirm-dialog-body";

const loadBody = () => import("@/components/common/confirm-dialog-body");

/**
 * Asks before something that changes or removes the user's data. The safe choice comes first and
 * has the focus when it opens (Radix focuses the first button); Escape and Close keep things as
 * they are. focusAfterClose, when it returns an element, takes the focus once the dialog has
 * closed (the button that opened it may be gone by then); otherwise the opener gets it back.
 *
 * The dialog's code (Radix Dialog, about 8 KiB) is fetched once the page is on screen, not with
 * its first load. Should that fetch have failed (the connection dropped), the browser's
 * own confirm box asks instead, so the question is never silently skipped.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { module, failed } = useModuleAfterLoad(loadBody);
  const { open, title, description, onConfirm, onOpenChange } = props;
  const askedNatively = useRef(false);
  useEffect(() => {
    if (!open) {
      askedNatively.current = false;
      return;
    }
    if (module || !failed || askedNatively.current) return;
    askedNatively.current = true;
    if (window.confirm(`${title}\n\n${description}`)) void onConfirm();
    else onOpenChange(false);
  }, [open, module, failed, title, description, onConfirm, onOpenChange]);
  return module ? <module.ConfirmDialogBody {...props} /> : null;
}
