"use client";
import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { ButtonProps } from "@/components/ui/button";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { ProcessingState, ToolActions, ToolResults, type ToolResultsProps } from "@/components/voice-tools/shared/results";
import { RestoredNote } from "@/components/voice-tools/shared/restored-note";
import type { RecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { focusIfLost } from "@/components/ui/return-focus";
import { onePress } from "@/components/ui/one-press";

export type RecordingView = {
  heading: ReactNode;
  /** Shown above the recording card (brainstorm: the prompt). */
  above?: ReactNode;
  /** Badges or counts beside the timer. */
  badges?: ReactNode;
  /** Live preview of the transcript's last N characters (the full box starts folded). */
  previewChars?: number;
  transcriptLabel?: string;
  processingText: string;
  stop: { label: string; icon: LucideIcon; variant?: ButtonProps["variant"]; onClick: () => void };
};

export type ResultsView<R> = Omit<ToolResultsProps, "children" | "onNew"> & { view: (result: R) => ReactNode };

type Props<S extends object, R> = {
  tool: RecordingTool<S, R>;
  setup: ReactNode;
  recording: RecordingView;
  /** The results' sections and buttons; the tool's New button starts over. */
  results: ResultsView<R>;
};

/**
 * The shell every recording tool shares: the restored-draft note, then the phase on screen:
 * setup, recording (recorder, transcript, the Stop button or the processing state), results
 * (their sections, then Download, Save as document and New).
 */
export function ToolPhases<S extends object, R>({ tool, setup, recording, results }: Props<S, R>) {
  const { session, recorder, elapsed, ending } = tool;
  const { phase } = session;
  const root = usePhaseFocus(phase);
  return (
    <div ref={root} className="flex flex-col gap-4">
      <RestoredNote show={session.restored && phase !== "setup"} />
      {phase === "setup" && setup}
      {(phase === "recording" || phase === "processing") && (
        <>
          {recording.above}
          <Card className="flex flex-col gap-4 p-4">
            <h2 className="text-xl font-bold">{recording.heading}</h2>
            <RecorderPanel
              recorder={recorder}
              transcript={session.transcript}
              onTranscriptChange={session.setTranscript}
              elapsedSeconds={elapsed}
              previewChars={recording.previewChars}
              transcriptLabel={recording.transcriptLabel}
              busy={ending || phase === "processing"}
            >
              {recording.badges}
            </RecorderPanel>
            {phase === "processing" || ending ? (
              <ProcessingState text={recording.processingText} />
            ) : (
              // End takes the place of Start: the second click of a hurried double click on Start lands here
              <ToolActions actions={[{ ...recording.stop, onClick: onePress(recording.stop.onClick), variant: recording.stop.variant ?? "destructive", size: "lg" }]} />
            )}
          </Card>
        </>
      )}
      {phase === "results" && session.result !== null && (
        <ToolResults {...results} onNew={session.reset}>
          {results.view(session.result)}
        </ToolResults>
      )}
    </div>
  );
}

/**
 * Start, Stop & Process and New go with the phase they belong to: pressed by keyboard, the focus
 * fell to the page's body and the next Tab started at the top. On each change of phase (not on
 * the first paint) the focus goes to the new phase's first heading, if it was lost.
 */
function usePhaseFocus(phase: string) {
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(phase);
  useEffect(() => {
    if (shown.current === phase) return;
    shown.current = phase;
    focusIfLost(() => {
      const heading = root.current?.querySelector<HTMLElement>("h2") ?? null;
      if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      return heading;
    });
  }, [phase]);
  return root;
}
