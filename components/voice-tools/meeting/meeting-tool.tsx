"use client";
import { Square, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useMeetingMinutes } from "@/lib/queries/voice-tools";
import type { MeetingMinutes } from "@/lib/ai/schemas";
import { minutesFileName } from "@/lib/tools/file-names";
import { minutesText } from "@/lib/tools/downloads";
import { isoDate, roundedMinutes } from "@/lib/tools/text";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { useElapsedSeconds } from "@/components/voice-tools/recorder/use-elapsed";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";
import { announceEmptyTranscript, announceRecording } from "@/components/voice-tools/shared/recording-toast";
import { downloadFile } from "@/lib/download";
import { ProcessingState } from "@/components/voice-tools/shared/results";
import { RestoredNote } from "@/components/voice-tools/shared/restored-note";
import { MeetingSetup, type MeetingSetupValues } from "@/components/voice-tools/meeting/meeting-setup";
import { MeetingResults } from "@/components/voice-tools/meeting/meeting-results";

const INITIAL: MeetingSetupValues = { title: "", participants: [] };
export const MEETING_PREVIEW_CHARS = 800;

/** Smart meeting minutes (voice tools spec §2, §4, §5, §7, §8). */
export function MeetingTool() {
  const session = useToolSession<MeetingSetupValues, MeetingMinutes>("meeting", INITIAL);
  const recorder = useToolRecorder({ onChunk: session.addChunk });
  const meeting = useMeetingMinutes();
  const elapsed = useElapsedSeconds(session.startedAt, session.phase === "recording");
  const { title, participants } = session.setup;

  function start() {
    if (!title.trim()) {
      toast({ title: "Meeting title required", description: "Please enter a meeting title before starting.", variant: "destructive" });
      return;
    }
    session.begin();
    announceRecording("Meeting recording started", recorder.start());
  }

  async function endMeeting() {
    recorder.stop();
    const transcript = session.transcript.trim();
    if (!transcript) return announceEmptyTranscript();
    const meetingDate = isoDate(new Date(session.startedAt ?? Date.now()));
    const minutes = await session.process(() => meeting.mutateAsync({ transcript, meetingTitle: title, participants, meetingDate }));
    if (minutes) {
      session.setTranscript(minutes.transcript); // the returned transcript replaces the local one
      toast({ title: "Meeting processed!", description: "Your meeting minutes are ready." });
    } else {
      toast({ title: "Processing failed", description: "Could not process meeting transcript. Please try again.", variant: "destructive" });
    }
  }

  const text = () =>
    minutesText({
      title,
      participants,
      date: isoDate(new Date(session.startedAt ?? Date.now())),
      durationMinutes: roundedMinutes((session.endedAt ?? Date.now()) - (session.startedAt ?? Date.now())),
      minutes: session.result!,
    });

  return (
    <div className="flex flex-col gap-4">
      <RestoredNote show={session.restored && session.phase !== "setup"} />
      {session.phase === "setup" && <MeetingSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      {(session.phase === "recording" || session.phase === "processing") && (
        <Card className="flex flex-col gap-4 p-4">
          <h2 className="text-xl font-bold">Recording: {title}</h2>
          <RecorderPanel
            recorder={recorder}
            transcript={session.transcript}
            onTranscriptChange={session.setTranscript}
            elapsedSeconds={elapsed}
            previewChars={MEETING_PREVIEW_CHARS}
          >
            <span className="flex items-center gap-2" data-testid="participant-count">
              <Users className="size-5" aria-hidden="true" />
              {participants.length} participant{participants.length === 1 ? "" : "s"}
            </span>
          </RecorderPanel>
          {session.phase === "processing" ? (
            <ProcessingState text="Processing your meeting..." />
          ) : (
            <Button size="lg" variant="destructive" className="self-start" onClick={() => void endMeeting()}>
              <Square aria-hidden="true" />
              End Meeting
            </Button>
          )}
        </Card>
      )}
      {session.phase === "results" && session.result && (
        <MeetingResults
          minutes={session.result}
          onDownload={() => downloadFile(minutesFileName(title), text())}
          buildDocument={() => ({ title: `${title.trim()} minutes`, content: text(), type: "report" })}
          onNew={session.reset}
        />
      )}
    </div>
  );
}
