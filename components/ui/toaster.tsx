"use client";
import { useEffect, useState, type ComponentType } from "react";
import { scheduleIdle } from "@/lib/drafts/idle";
import { onToastWanted } from "@/lib/toast";

// The page's toaster. Sonner is fetched once the page is idle (or at the first toast, if that
// comes sooner), so it is not part of any page's first load. A failed fetch (the connection
// dropped) is tried again at the next toast, and never breaks the page.
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
    const cancelIdle = scheduleIdle(load, 2000);
    const stopListening = onToastWanted(load);
    return () => {
      active = false;
      cancelIdle();
      stopListening();
    };
  }, [Loaded]);
  return Loaded ? <Loaded /> : null;
}
