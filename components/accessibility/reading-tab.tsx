"use client";
import { useEffect, useId, useRef, useState } from "react";
import { Pause, Play, Square, Volume2 } from "lucide-react";
import { useAccessibilityProfile } from "@/components/accessibility/accessibility-provider";
import { ChoiceCards, SettingSlider } from "@/components/accessibility/setting-controls";
import type { ReadAloudController } from "@/lib/accessibility/use-read-aloud";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { PROFILE_RANGES } from "@/lib/accessibility/profile";
import { readDocumentSource, type ReadingContext } from "@/components/accessibility/reading-context";

export type ReadingSourceKind = "selection" | "document" | "own";

export function ReadingTab({
  readAloud,
  context,
  ownText,
  onOwnTextChange,
}: {
  readAloud: ReadAloudController;
  context: ReadingContext;
  ownText: string;
  onOwnTextChange: (text: string) => void;
}) {
  const { profile, updateProfile } = useAccessibilityProfile();
  const [kind, setKind] = useState<ReadingSourceKind>(context.selection ? "selection" : context.documentSource ? "document" : "own");
  const [message, setMessage] = useState("");
  const id = useId();

  const choices = [
    ...(context.selection ? [{ value: "selection" as const, label: "Selected text", hint: preview(context.selection) }] : []),
    ...(context.documentSource ? [{ value: "document" as const, label: "This page's document" }] : []),
    { value: "own" as const, label: "Text I type or paste" },
  ];

  function start() {
    setMessage("");
    const source = kind === "selection" ? context.selection : kind === "document" && context.documentSource ? readDocumentSource(context.documentSource) : ownText;
    if (typeof source === "string" && !source.trim()) {
      setMessage(kind === "own" ? "Type or paste some text to read first." : "There is no text to read yet.");
      return;
    }
    if (!readAloud.speak(source) && readAloud.isSupported) setMessage("There is no text to read yet.");
  }

  const { status } = readAloud;
  return (
    <div className="space-y-6">
      {!readAloud.isSupported ? (
        <p className="rounded-lg border-2 border-warning bg-warning p-3 text-warning-foreground">
          This browser cannot read text aloud. Please try Chrome, Edge or Safari.
        </p>
      ) : null}

      <ChoiceCards<ReadingSourceKind> legend="What to read" name="a11y-read-source" value={kind} onChange={setKind} choices={choices} />

      {kind === "own" ? (
        <div className="space-y-1">
          <Label htmlFor={`${id}-own`}>Text to read</Label>
          <Textarea id={`${id}-own`} value={ownText} onChange={(e) => onOwnTextChange(e.target.value)} rows={4} />
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {status === "idle" ? (
          <Button size="lg" onClick={start}>
            <Volume2 aria-hidden="true" />
            Speak
          </Button>
        ) : status === "speaking" ? (
          <Button size="lg" onClick={readAloud.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button size="lg" onClick={readAloud.resume}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={readAloud.stop} disabled={status === "idle"}>
          <Square aria-hidden="true" />
          Stop
        </Button>
      </div>
      <p role="status" className="min-h-6 font-semibold">
        {message || (status === "speaking" ? "Reading aloud." : status === "paused" ? "Paused." : "")}
      </p>

      <ReadingView readAloud={readAloud} />

      <SettingSlider
        label="Reading speed"
        testId="a11y-reading-speed"
        range={PROFILE_RANGES.readingSpeed}
        value={profile.readingSpeed}
        format={(v) => `${v} words per minute`}
        stepLabels={["Slower", "Faster"]}
        onChange={(readingSpeed) => updateProfile({ readingSpeed })}
      />

      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-highlight`}>Highlight each word as it is read</Label>
        <Switch
          id={`${id}-highlight`}
          checked={profile.enableTextHighlighting}
          onCheckedChange={(enableTextHighlighting) => updateProfile({ enableTextHighlighting })}
        />
      </div>
    </div>
  );
}

/** The text being read with the current word (or sentence) marked and kept in view. */
function ReadingView({ readAloud }: { readAloud: ReadAloudController }) {
  const { profile } = useAccessibilityProfile();
  const markRef = useRef<HTMLElement>(null);
  const { text, highlight, status } = readAloud;

  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    markRef.current?.scrollIntoView?.({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
  }, [highlight]);

  if (status === "idle" || !text) return null;
  const showMark = highlight && profile.enableTextHighlighting;
  return (
    <section aria-label="Text being read" className="space-y-1">
      <h3 className="font-semibold">Now reading</h3>
      <div
        tabIndex={0}
        data-testid="a11y-reading-view"
        dir="auto"
        className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border-2 border-input bg-card p-3 text-card-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
      >
        {showMark ? (
          <>
            {text.slice(0, highlight.start)}
            <mark ref={markRef} className="a11y-reading-mark" data-granularity={highlight.granularity}>
              {text.slice(highlight.start, highlight.end)}
            </mark>
            {text.slice(highlight.end)}
          </>
        ) : (
          text
        )}
      </div>
    </section>
  );
}

function preview(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 60 ? `"${clean.slice(0, 60)}..."` : `"${clean}"`;
}
