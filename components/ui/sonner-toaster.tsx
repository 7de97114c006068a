"use client";
import { useEffect } from "react";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS, toasterReady } from "@/lib/toast";

// At most one toast at a time (core-product §9). Sonner renders an aria-live region so
// screen readers announce each toast; a close button keeps it dismissable by keyboard.
// Loaded on demand by components/ui/toaster.tsx.
export default function SonnerToaster() {
  // Sonner's own effect (a child's) has subscribed by now: toasts that waited can show.
  useEffect(() => toasterReady(toast), []);
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-center"
      closeButton
      toastOptions={{
        classNames: {
          // A toast is a Tab stop (Sonner): its own shadow replaces Sonner's focus ring, so it
          // draws the app's focus outline instead (WCAG 2.4.7).
          toast:
            "!rounded-xl !border-2 !border-border !bg-card !text-card-foreground !text-base !shadow-lg focus-visible:!outline-4 focus-visible:!outline-offset-2 focus-visible:!outline-ring",
          title: "!text-lg !font-bold",
          description: "!text-base !text-muted-foreground",
          error: "!border-destructive",
          closeButton: "!size-7",
        },
      }}
    />
  );
}
