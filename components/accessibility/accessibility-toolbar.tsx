"use client";
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Accessibility } from "@/components/ui/icons/common-icons";
import { captureReadingContext, isTextField, PANEL_ID, type ReadingContext } from "@/components/accessibility/reading-context";
import { OPEN_ACCESSIBILITY_EVENT } from "@/lib/accessibility/events";
import { useLatest } from "@/lib/hooks/use-latest";

// The button's classes: a large primary button made round and taller (what cn would make of
// buttonVariants({ size: "lg" }) and "min-h-14 rounded-full px-5 shadow-lg", which
// tests/unit/ui/class-join.test.ts checks), written out so no page loads the merge for it.
export const TOOLBAR_BUTTON_CLASS =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 bg-primary text-primary-foreground hover:bg-primary/90 text-lg min-h-14 rounded-full px-5 shadow-lg";

// The panel, read-aloud and analysis are a separate chunk, fetched on the first press.
const AccessibilityPanel = dynamic(() => import("@/components/accessibility/accessibility-panel"), { ssr: false });

/**
 * The floating accessibility button (core-product §2 "Accessibility toolbar"). Its panel
 * (Display, Reading, Analysis and Settings tabs, in accessibility-panel.tsx) loads on the first
 * press. Mount once, in the root layout, inside <AccessibilityProvider>.
 */
export function AccessibilityToolbar() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [context, setContext] = useState<ReadingContext>({ selection: "", documentSource: null });
  const [analysisText, setAnalysisText] = useState("");
  const lastField = useLastTextField();
  const button = useRef<HTMLButtonElement>(null);

  function onOpenChange(next: boolean) {
    if (next) {
      const captured = captureReadingContext(lastField.current);
      setContext(captured);
      if (!analysisText.trim() && captured.selection) setAnalysisText(captured.selection);
      setLoaded(true);
    }
    setOpen(next);
  }
  // "Open accessibility settings" elsewhere (the dashboard's Settings dialog) opens this panel
  const openFromElsewhere = useLatest(onOpenChange);
  useEffect(() => {
    const onAsk = () => openFromElsewhere.current(true);
    window.addEventListener(OPEN_ACCESSIBILITY_EVENT, onAsk);
    return () => window.removeEventListener(OPEN_ACCESSIBILITY_EVENT, onAsk);
  }, [openFromElsewhere]);

  return (
    <aside aria-label="Accessibility tools" data-a11y-toolbar="" className="fixed bottom-4 right-4 z-40 flex items-end gap-2 print:hidden">
      {loaded ? (
        <AccessibilityPanel
          open={open}
          onOpenChange={onOpenChange}
          context={context}
          analysisText={analysisText}
          onAnalysisTextChange={setAnalysisText}
          button={button}
        />
      ) : null}
      <button
        ref={button}
        type="button"
        className={TOOLBAR_BUTTON_CLASS}
        data-testid="a11y-toolbar-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => onOpenChange(!open)}
      >
        <Accessibility aria-hidden="true" className="!size-6" />
        {/* Words beside the icon where there is room; the name stays for screen readers. */}
        <span className="max-sm:sr-only">Accessibility</span>
      </button>
    </aside>
  );
}

/** The text field focused last: its selection is what "Selected text" reads. */
function useLastTextField() {
  const ref = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (isTextField(target) && !target.closest("[data-testid='a11y-panel']")) ref.current = target;
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
  return ref;
}
