"use client";
import { toast as sonner } from "sonner";

// Toasts (core-product §9): at most one visible (the Toaster is configured with
// visibleToasts=1 and each new toast replaces the last), 5000 ms by default, announced
// by a polite live region (assertive for errors).
export const TOAST_DURATION_MS = 5000;
const TOAST_ID = "saywrite-toast";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  /** One button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
};

export function toast({ title, description, variant = "default", durationMs = TOAST_DURATION_MS, action }: ToastInput) {
  const options = { id: TOAST_ID, description, duration: durationMs, action };
  if (variant === "destructive") sonner.error(title, options);
  else sonner(title, options);
}

export function dismissToast() {
  sonner.dismiss(TOAST_ID);
}
