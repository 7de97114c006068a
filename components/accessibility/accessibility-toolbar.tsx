"use client";
import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { Accessibility, BookOpenText, Eye, Gauge, Pause, Play, Settings2, Square } from "lucide-react";
import { useAccessibilityProfile } from "@/components/accessibility/accessibility-provider";
import { AnalysisTab } from "@/components/accessibility/analysis-tab";
import { DisplayTab } from "@/components/accessibility/display-tab";
import { captureReadingContext, isTextField, type ReadingContext } from "@/components/accessibility/reading-context";
import { ReadingTab } from "@/components/accessibility/reading-tab";
import { SettingsTab } from "@/components/accessibility/settings-tab";
import { useReadAloud, type ReadAloudController } from "@/lib/accessibility/use-read-aloud";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { speechRate } from "@/lib/accessibility/profile";

const TABS = [
  { value: "display", label: "Display", Icon: Eye },
  { value: "reading", label: "Reading", Icon: BookOpenText },
  { value: "analysis", label: "Analysis", Icon: Gauge },
  { value: "settings", label: "Settings", Icon: Settings2 },
] as const;

/**
 * The floating accessibility button and its panel (core-product §2 "Accessibility toolbar"):
 * Display, Reading (read aloud), Analysis (readability) and Settings tabs. Mount once, in the
 * root layout, inside <AccessibilityProvider>.
 */
export function AccessibilityToolbar() {
  const { profile } = useAccessibilityProfile();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<string>("display");
  const [context, setContext] = useState<ReadingContext>({ selection: "", documentSource: null });
  const [ownText, setOwnText] = useState("");
  const [analysisText, setAnalysisText] = useState("");
  const lastField = useLastTextField();
  const readAloud = useReadAloud({ rate: speechRate(profile.readingSpeed), highlightInPage: profile.enableTextHighlighting });
  const pathname = usePathname();
  const { stop } = readAloud;

  // A new screen means a new document: stop reading the old one.
  useEffect(() => stop(), [pathname, stop]);

  function onOpenChange(next: boolean) {
    if (next) {
      const captured = captureReadingContext(lastField.current);
      setContext(captured);
      if (!analysisText.trim() && captured.selection) setAnalysisText(captured.selection);
    }
    setOpen(next);
  }

  return (
    <aside aria-label="Accessibility tools" data-a11y-toolbar="" className="fixed bottom-4 right-4 z-40 flex items-end gap-2 print:hidden">
      {!open && readAloud.status !== "idle" ? <MiniPlayer readAloud={readAloud} onShow={() => onOpenChange(true)} /> : null}
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetTrigger asChild>
          <Button size="lg" className="min-h-14 rounded-full px-5 shadow-lg" data-testid="a11y-toolbar-button">
            <Accessibility aria-hidden="true" className="!size-6" />
            {/* Words beside the icon where there is room; the name stays for screen readers. */}
            <span className="max-sm:sr-only">Accessibility</span>
          </Button>
        </SheetTrigger>
        <SheetContent data-testid="a11y-panel">
          <div className="border-b-2 border-border px-4 pb-3 pt-4 pr-32">
            <SheetTitle>Accessibility</SheetTitle>
            <SheetDescription>
              Change how SayWrite looks and sounds. Changes apply at once and are saved.
            </SheetDescription>
          </div>
          <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
            <TabsList aria-label="Accessibility settings" className="mx-4 mt-3 grid grid-cols-2 sm:grid-cols-4">
              {TABS.map(({ value, label, Icon }) => (
                <TabsTrigger key={value} value={value} className="gap-2">
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-10">
              <TabsContent value="display">
                <DisplayTab />
              </TabsContent>
              <TabsContent value="reading">
                <ReadingTab readAloud={readAloud} context={context} ownText={ownText} onOwnTextChange={setOwnText} />
              </TabsContent>
              <TabsContent value="analysis">
                <AnalysisTab context={context} text={analysisText} onTextChange={setAnalysisText} />
              </TabsContent>
              <TabsContent value="settings">
                <SettingsTab />
              </TabsContent>
            </div>
          </Tabs>
        </SheetContent>
      </Sheet>
    </aside>
  );
}

/** Pause and stop while reading with the panel closed. */
function MiniPlayer({ readAloud, onShow }: { readAloud: ReadAloudController; onShow: () => void }) {
  const speaking = readAloud.status === "speaking";
  return (
    <div role="group" aria-label="Reading aloud" className="flex gap-2 rounded-full border-2 border-border bg-card p-1 shadow-lg">
      <Button variant="ghost" className="rounded-full" onClick={speaking ? readAloud.pause : readAloud.resume}>
        {speaking ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {speaking ? "Pause" : "Resume"}
      </Button>
      <Button variant="ghost" className="rounded-full" onClick={readAloud.stop}>
        <Square aria-hidden="true" />
        Stop
      </Button>
      <Button variant="ghost" className="rounded-full max-sm:hidden" onClick={onShow}>
        Show text
      </Button>
    </div>
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
