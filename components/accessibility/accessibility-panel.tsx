"use client";
// The accessibility toolbar's panel, its read-aloud engine and the readability analysis: loaded
// on the first press of the Accessibility button (accessibility-toolbar.tsx), not with every page.
// Once loaded it stays mounted, so reading aloud goes on (with the mini player) when the panel closes.
import { useEffect, useState, type RefObject } from "react";
import { usePathname } from "next/navigation";
import { BookOpenText, Eye, Gauge, Pause, Play, Settings2, Square } from "lucide-react";
import { useAccessibilityProfile } from "@/components/accessibility/accessibility-provider";
import { AnalysisTab } from "@/components/accessibility/analysis-tab";
import { DisplayTab } from "@/components/accessibility/display-tab";
import { PANEL_ID, type ReadingContext } from "@/components/accessibility/reading-context";
import { ReadingTab } from "@/components/accessibility/reading-tab";
import { SettingsTab } from "@/components/accessibility/settings-tab";
import { useReadAloud, type ReadAloudController } from "@/lib/accessibility/use-read-aloud";
import { MergedButton } from "@/components/ui/merged-button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { speechRate } from "@/lib/accessibility/profile";

const TABS = [
  { value: "display", label: "Display", Icon: Eye },
  { value: "reading", label: "Reading", Icon: BookOpenText },
  { value: "analysis", label: "Analysis", Icon: Gauge },
  { value: "settings", label: "Settings", Icon: Settings2 },
] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was selected / which document was on screen when the panel was opened. */
  context: ReadingContext;
  analysisText: string;
  onAnalysisTextChange: (text: string) => void;
  /** The toolbar's button: focus goes back to it when the panel closes. */
  button: RefObject<HTMLButtonElement | null>;
};

/**
 * The panel of the accessibility toolbar (core-product §2 "Accessibility toolbar"): Display,
 * Reading (read aloud), Analysis (readability) and Settings tabs, and the mini player shown
 * while reading with the panel closed.
 */
export default function AccessibilityPanel({ open, onOpenChange, context, analysisText, onAnalysisTextChange, button }: Props) {
  const { profile } = useAccessibilityProfile();
  const [tab, setTab] = useState<string>("display");
  const [ownText, setOwnText] = useState("");
  const readAloud = useReadAloud({ rate: speechRate(profile.readingSpeed), highlightInPage: profile.enableTextHighlighting });
  const pathname = usePathname();
  const { stop } = readAloud;

  // A new screen means a new document: stop reading the old one.
  useEffect(() => stop(), [pathname, stop]);

  return (
    <>
      {!open && readAloud.status !== "idle" ? <MiniPlayer readAloud={readAloud} onShow={() => onOpenChange(true)} /> : null}
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          data-testid="a11y-panel"
          id={PANEL_ID}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        >
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
                <AnalysisTab context={context} text={analysisText} onTextChange={onAnalysisTextChange} />
              </TabsContent>
              <TabsContent value="settings">
                <SettingsTab />
              </TabsContent>
            </div>
          </Tabs>
        </SheetContent>
      </Sheet>
    </>
  );
}

/** Pause and stop while reading with the panel closed. */
function MiniPlayer({ readAloud, onShow }: { readAloud: ReadAloudController; onShow: () => void }) {
  const speaking = readAloud.status === "speaking";
  return (
    <div role="group" aria-label="Reading aloud" className="flex gap-2 rounded-full border-2 border-border bg-card p-1 shadow-lg">
      <MergedButton variant="ghost" className="rounded-full" onClick={speaking ? readAloud.pause : readAloud.resume}>
        {speaking ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {speaking ? "Pause" : "Resume"}
      </MergedButton>
      <MergedButton variant="ghost" className="rounded-full" onClick={readAloud.stop}>
        <Square aria-hidden="true" />
        Stop
      </MergedButton>
      <MergedButton variant="ghost" className="rounded-full max-sm:hidden" onClick={onShow}>
        Show text
      </MergedButton>
    </div>
  );
}
