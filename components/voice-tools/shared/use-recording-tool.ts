"use client";
// The recording tools' shared flow (lecture, meeting, legal, brainstorm): a session with its
// local draft, the recorder feeding it, the timer; Start and Stop-and-process with their toasts.
import { useRef, useState } from "react";
import { toast, type ToastInput } from "@/lib/toast";
import type { ToolName } from "@/lib/voice-tools/tool-draft";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { useElapsedSeconds } from "@/components/voice-tools/recorder/use-elapsed";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";
import { announceEmptyTranscript, announceRecording } from "@/components/voice-tools/shared/recording-toast";

type Outcome = { done: ToastInput; failed: ToastInput };

/** When the recording started and ended, in ms; now for a time not known yet (downloads name the day). */
export function sessionTimes(session: { startedAt: number | null; endedAt: number | null }) {
  const now = Date.now();
  return { startedAt: session.startedAt ?? now, endedAt: session.endedAt ?? now };
}

export function useRecordingTool<S extends object, R>(name: ToolName, initialSetup: S) {
  const session = useToolSession<S, R>(name, initialSetup);
  const recorder = useToolRecorder({ onChunk: session.addChunk });
  const elapsed = useElapsedSeconds(session.startedAt, session.phase === "recording");

  /** Clears the transcript, starts the timer and the microphone; the toast says what to do. */
  function begin(title: string, description?: string) {
    session.begin();
    const listening = recorder.start();
    if (description && listening) toast({ title, description });
    else announceRecording(title, listening);
  }

  /** Begins when the setup is complete; otherwise says what is missing and stays on the setup. */
  function startIf(complete: boolean, missing: ToastInput, startedTitle: string) {
    if (complete) begin(startedTitle);
    else toast({ ...missing, variant: "destructive" });
  }

  // End pressed and the recogniser still sending its last words: a second press is ignored, the first goes on;
  // the tool shows it is busy meanwhile (Start and End disabled) so nothing is pressed in vain
  const finishing = useRef(false);
  const [ending, setEnding] = useState(false);

  /**
   * Stops the microphone, waits for the last words heard (a recogniser may send them after the
   * stop) and runs the AI on the whole transcript (empty: nothing is sent); toasts how it went.
   * `run` gets the transcript and the phrases it was heard in.
   */
  async function finish(run: (transcript: string, phrases: string[]) => Promise<R>, outcome: Outcome): Promise<R | null> {
    if (finishing.current) return null;
    finishing.current = true;
    setEnding(true);
    try {
      await recorder.end();
      const { transcript: words, phrases } = session.heard();
      const transcript = words.trim();
      if (!transcript) {
        announceEmptyTranscript();
        return null;
      }
      const result = await session.process(() => run(transcript, phrases));
      toast(result ? outcome.done : { ...outcome.failed, variant: "destructive" });
      return result;
    } finally {
      finishing.current = false;
      setEnding(false);
    }
  }

  return { session, recorder, elapsed, begin, startIf, finish, ending };
}

export type RecordingTool<S extends object, R> = ReturnType<typeof useRecordingTool<S, R>>;
