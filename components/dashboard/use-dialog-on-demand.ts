"use client";
import { useEffect } from "react";
import { useModuleOnDemand } from "@/lib/hooks/use-module-after-load";
import { toast } from "@/lib/toast";

/**
 * A dialog whose code loads when the pointer or the focus first reaches its button (or on the
 * press itself), not with the page: the button's props, and the loaded module once it is there.
 * The dialog opens as soon as its code has arrived; a failed load is said, and the press can be repeated.
 */
export function useDialogOnDemand<M>(load: () => Promise<M>, open: boolean, setOpen: (open: boolean) => void, name: string) {
  const { module, failed, request } = useModuleOnDemand(load);
  useEffect(() => {
    if (!open || !failed) return;
    setOpen(false);
    toast({ title: `Could not open ${name}`, description: "Check your connection and try again.", variant: "destructive" });
  }, [open, failed, setOpen, name]);
  return {
    dialogs: module,
    buttonProps: {
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: request,
      onFocus: request,
      onClick: () => {
        request();
        setOpen(true);
      },
    },
  };
}
