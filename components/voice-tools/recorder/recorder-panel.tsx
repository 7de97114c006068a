"use client";
import { useId, useState, type ReactNode } from "react";
import { Mic, MicOff, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MergedButton } from "@/components/ui/merged-button";
import { onePress } from "@/components/ui/one-press";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useDictationSnapshot } from "@/lib/speech/use-dictation";
import { microphoneStatusText } from "@/lib/speech/messages";
import { formatElapsed, tailPreview } from "@/lib/voice-tools/text";
import { UNSUPPORTED_HINT, UNSUPPORTED_TITLE } from "@/lib/voice-tools/recorder-messages";
import { cn } from "@/lib/utils";
import { LevelMeter } from "@/components/voice-tools/recorder/level-meter";
import type { ToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";

type Props = {
  recorder: ToolRecorder;
  transcript: string;
  onTranscriptChange: (text: string) => void;
  /** Seconds shown by the timer; omitted = no timer. */
  elapsedSeconds?: number;
  /** Show a live preview of the last N characters (the transcript box then starts folded). */
  previewChars?: number;
  /** Badges or counts shown next to the timer. */
  children?: ReactNode;
  transcriptLabel?: string;
  /** The tool is finishing (End pressed): the microphone button waits. */
  busy?: boolean;
};

/** The shared recorder: microphone on/off, what is being heard, level meter, timer, and the transcript. */
export function RecorderPanel(props: Props) {
  const { recorder, transcript, onTranscriptChange, elapsedSeconds, previewChars, children } = props;
  const { interim, starting } = useDictationSnapshot(recorder.store);
  const boxId = useId();
  const folded = previewChars !== undefined && recorder.canRecognise;
  const [showBox, setShowBox] = useState(false);
  const boxVisible = !folded || showBox;
  // Without the microphone's signal a note says so instead of the bars. It goes under the live
  // transcript: at the largest text it is several lines, and above the transcript it pushed the
  // words being heard off a phone's screen when it came before the page had scrolled them up.
  const meterOff = recorder.level.status === "unavailable";
  const meterNote = recorder.listening && meterOff && <LevelMeter level={recorder.level} />;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {recorder.canRecognise ? (
          <Button
            variant={recorder.listening ? "outline" : "secondary"}
            onClick={onePress(recorder.listening ? () => void recorder.stop() : () => void recorder.start())}
            disabled={recorder.support === "unknown" || props.busy}
          >
            {recorder.listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {recorder.listening ? "Stop microphone" : "Start microphone"}
          </Button>
        ) : null}
        {elapsedSeconds !== undefined && (
          <span className="rounded-lg border-2 border-border px-3 py-1 font-mono text-lg tabular-nums">
            <span className="sr-only">Elapsed time </span>
            <span data-testid="recording-timer">{formatElapsed(elapsedSeconds)}</span>
          </span>
        )}
        {children}
      </div>

      <div
        role="status"
        data-testid="recorder-status"
        className={cn(
          "flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 px-3 py-2",
          recorder.listening ? "border-primary bg-accent" : "border-dashed border-border text-muted-foreground",
        )}
      >
        <span className="flex items-center gap-2 font-semibold">
          {recorder.listening ? <Mic className="size-5 text-primary" aria-hidden="true" /> : <MicOff className="size-5" aria-hidden="true" />}
          {microphoneStatusText(recorder.listening, starting)}
        </span>
        {recorder.listening && interim && (
          <span aria-live="off" className="flex-1 text-foreground">
            <span className="sr-only">Hearing: </span>
            <span data-testid="recorder-interim">{interim}</span>
          </span>
        )}
      </div>
      {recorder.listening && !meterOff && <LevelMeter level={recorder.level} />}

      {!recorder.canRecognise && recorder.support !== "unknown" && (
        <div className="rounded-xl border-2 border-border bg-muted p-4" data-testid="recorder-unsupported">
          <p className="font-bold">{UNSUPPORTED_TITLE}</p>
          <p>{UNSUPPORTED_HINT}</p>
          <p className="mt-1">You can still type or paste the transcript below.</p>
        </div>
      )}
      {recorder.permissionProblem && (
        <div className="rounded-xl border-2 border-destructive p-4" role="alert">
          <p className="font-bold">Microphone Permission Required</p>
          <p>Allow the microphone in the address bar, then press Start microphone. You can also type below.</p>
          <Button variant="outline" className="mt-2" onClick={recorder.dismissPermissionProblem}>
            Close help
          </Button>
        </div>
      )}

      {previewChars !== undefined && (
        // on a phone, a toast that lands over the live transcript scrolls it up (components/common/toast-band.ts)
        <section aria-labelledby={`${boxId}-preview`} className="rounded-lg border-2 border-border bg-card p-3" data-keep-clear-of-toasts="">
          <h3 id={`${boxId}-preview`} className="mb-1 font-semibold">
            Live transcript
          </h3>
          <p data-testid="live-transcript" className="whitespace-pre-wrap break-words">
            {transcript ? tailPreview(transcript, previewChars) : <span className="text-muted-foreground">Nothing yet. Start speaking.</span>}
          </p>
        </section>
      )}
      {meterNote}

      {folded && (
        <MergedButton variant="link" className="self-start px-0" aria-expanded={showBox} aria-controls={boxId} onClick={() => setShowBox((v) => !v)}>
          {showBox ? "Hide the full transcript" : "Type or edit the transcript"}
        </MergedButton>
      )}
      {boxVisible && (
        <div className="flex flex-col gap-1" id={boxId}>
          <Label htmlFor={`${boxId}-text`}>{props.transcriptLabel ?? "Transcript (you can type or paste here)"}</Label>
          <Textarea
            id={`${boxId}-text`}
            value={transcript}
            onChange={(e) => onTranscriptChange(e.target.value)}
            rows={8}
            spellCheck
          />
        </div>
      )}
    </div>
  );
}
