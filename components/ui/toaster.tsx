"use client";
import { useEffect, useState, type ComponentType } from "react";
import { onToastWanted } from "@/lib/toast";

// The page's toaster. Sonner is fetched as soon as the page has mounted (in the next task) (or at the first toast,
// if that comes sooner), so it is not part of any page's first load but is there before the
// connection can drop: waiting for an idle moment left a window in which an offline save's
// "Save failed" could not be shown. A failed fetch is tried again at the next toast, and never
// breaks the page.
export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Loaded) return;
    let active = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import("@/components/ui/sonner-toaster").then(
        (m) => {
          if (active) setLoaded(() => m.default);
        },
        () => {
          loading = false;
        },
      );
    };
    // A task of its own, just after this one: starting the fetch adds the chunk's script tags,
    // which would otherwise lengthen the task that commits the hydrated page.
    const timer = setTimeout(load, 0);
    const stopListening = onToastWanted(load);
    // a fetch that failed offline is tried again when the connection returns, so a toast that
    // waited for it ("Save failed") is shown then rather than at some later toast
    window.addEventListener("online", load);
    return () => {
      active = false;
      clearTimeout(timer);
      stopListening();
      window.removeEventListener("online", load);
    };
  }, [Loaded]);
  return Loaded ? <Loaded /> : null;
}
