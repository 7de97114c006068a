"use client";
import { toast as sonner } from "sonner";

// Toasts (core-product §9): at most one visible (the Toaster is configured with
// visibleToasts=1 and each new toast dismisses the last), 5000 ms by default, announced
// by a polite live region (assertive for errors). Each toast has its own id: reusing one id
// merged a toast shown during the previous one's 200 ms exit into it, and both vanished.
export const TOAST_DURATION_MS = 5000;
let toastCount = 0;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  /** One button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
};

export function toast({ title, description, variant = "default", durationMs = TOAST_DURATION_MS, action }: ToastInput) {
  sonner.dismiss();
  toastCount += 1;
  const options = { id: `saywrite-toast-${toastCount}`, description, duration: durationMs, action };
  if (variant === "destructive") sonner.error(title, options);
  else sonner(title, options);
}

export function dismissToast() {
  sonner.dismiss();
}
