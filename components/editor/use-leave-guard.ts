"use client";
// "Leaving with unsaved changes asks first": the browser's prompt for reloads, closing the
// tab and other sites; our own dialog for links inside the app (Next has no navigation block).
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLatest } from "@/lib/hooks/use-latest";

export function useLeaveGuard(dirty: boolean) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const dirtyRef = useLatest(dirty);
  const bypass = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || bypass.current) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers need a value to show the prompt
    };
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || bypass.current || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site: beforeunload asks
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation(); // before Next's Link handler (ours runs in the capture phase)
      setPendingHref(url.pathname + url.search + url.hash);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirtyRef]);

  const leave = useCallback(() => {
    if (!pendingHref) return;
    bypass.current = true;
    setPendingHref(null);
    router.push(pendingHref);
  }, [pendingHref, router]);

  return { pendingHref, stay: () => setPendingHref(null), leave };
}
