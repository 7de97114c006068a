"use client";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { focusIsLost } from "@/components/ui/return-focus";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/**
 * "Try again" after a failed load. Pressed by keyboard, it goes away with the failure once what it
 * asked for comes in: the focus then moves to the first control of what came in its place (the next
 * Tab stop after the controls before it), not to the top of the page (WCAG 2.4.3).
 */
export function RetryButton({ onRetry, children = "Try again", className }: { onRetry: () => void; children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      // runs as the button is removed, while it is still in the page
      if (!button || document.activeElement !== button) return;
      const stops = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const before = stops.slice(0, stops.indexOf(button)).reverse().find((el) => !el.contains(button) && !button.parentElement?.contains(el));
      const ancestors: HTMLElement[] = [];
      for (let el = button.parentElement; el; el = el.parentElement) ancestors.push(el);
      // where the failure was: the nearest of its containers still in the page (React may reuse one
      // for a loading placeholder, then replace that too)
      const firstNew = () => {
        const area = ancestors.find((el) => el.isConnected) ?? document.body;
        return [...area.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
          (el) => el.getClientRects().length > 0 && (!before || before.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
      };
      requestAnimationFrame(() => {
        if (!focusIsLost()) return; // moved on meanwhile
        const next = firstNew();
        if (next) return next.focus();
        // still loading (a placeholder came first): wait for its controls, for a while
        const watch = new MutationObserver(() => {
          if (!focusIsLost()) return stop();
          const found = firstNew();
          if (found) {
            stop();
            found.focus();
          }
        });
        const timer = window.setTimeout(() => {
          stop();
          if (focusIsLost()) before?.focus();
        }, 15_000);
        function stop() {
          watch.disconnect();
          window.clearTimeout(timer);
        }
        watch.observe(document.body, { childList: true, subtree: true });
      });
    };
  }, []);
  return (
    <Button ref={ref} variant="outline" className={className} onClick={onRetry}>
      {children}
    </Button>
  );
}
