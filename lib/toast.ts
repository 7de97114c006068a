"use client";
import type { toast as SonnerToast } from "sonner";

// Toasts (core-product §9): at most one visible (the Toaster is configured with
// visibleToasts=1 and each new toast dismisses the last), 5000 ms, announced by Sonner's polite
// live region. A toast with an action (Undo, Add to My vocabulary) does not time out (WCAG 2.2.1):
// a slow reader, or one who first reaches it by keyboard (Alt+T, or Tab), still finds its button;
// it goes when pressed, closed, or replaced by the next toast. Each toast has its own id: reusing
// one id merged a toast shown during the previous one's 200 ms exit into it, and both vanished.
//
// Sonner (10 KiB of script) is not part of any page's first load: the Toaster fetches it once
// the page is idle, or at the first toast. A toast asked for before then waits for it, in order.
export const TOAST_DURATION_MS = 5000;
/** The class of a toast that waits to be pressed (it has an action): on a phone the page keeps room for it. */
export const WAITING_TOAST_CLASS = "saywrite-waiting-toast";
let toastCount = 0;

type Sonner = typeof SonnerToast;
let sonner: Sonner | null = null;
let waiting: Array<(s: Sonner) => void> = [];
const wantListeners = new Set<() => void>();

/** The Toaster, once on the page, hands over Sonner's toast function and shows what waited. */
export function toasterReady(toastFn: Sonner) {
  sonner = toastFn;
  const queued = waiting;
  waiting = [];
  for (const run of queued) run(toastFn);
}

/** The Toaster listens here to load at once when a toast is asked for before it is ready. */
export function onToastWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  if (waiting.length) listener();
  return () => wantListeners.delete(listener);
}

function withSonner(run: (s: Sonner) => void) {
  if (sonner) return run(sonner);
  waiting.push(run);
  for (const listener of wantListeners) listener();
}

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** One button in the toast, e.g. Undo: the toast then stays until it is pressed or closed. */
  action?: { label: string; onClick: () => void };
};

export function toast({ title, description, variant = "default", action }: ToastInput) {
  toastCount += 1;
  // An action (Undo) runs once: pressed twice before the toast has gone, a second Undo would find
  // nothing left to undo (the server answers 409) and say it failed.
  let acted = false;
  const once = action && {
    label: action.label,
    onClick: () => {
      if (acted) return;
      acted = true;
      action.onClick();
    },
  };
  const options = {
    id: `saywrite-toast-${toastCount}`,
    description,
    duration: once ? Infinity : TOAST_DURATION_MS,
    action: once,
    className: once ? WAITING_TOAST_CLASS : undefined,
  };
  withSonner((s) => {
    s.dismiss();
    if (variant === "destructive") s.error(title, options);
    else s(title, options);
  });
}

export function dismissToast() {
  withSonner((s) => s.dismiss());
}
