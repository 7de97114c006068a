"use client";
import { Square, Users } from "lucide-react";
import { useMeetingMinutes } from "@/lib/queries/voice-tools";
import type { MeetingMinutes } from "@/lib/schemas/ai";
import { minutesFileName } from "@/lib/voice-tools/file-names";
import { minutesText } from "@/lib/voice-tools/downloads";
import { isoDate, phrasesToSend, roundedMinutes } from "@/lib/voice-tools/text";
import { downloadFile } from "@/lib/download";
import { sessionTimes, useRecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { ToolPhases } from "@/components/voice-tools/shared/tool-phases";
import { MeetingSetup, type MeetingSetupValues } from "@/components/voice-tools/meeting/meeting-setup";
import { MeetingResults } from "@/components/voice-tools/meeting/meeting-results";

const INITIAL: MeetingSetupValues = { title: "", participants: [] };

/** Smart meeting minutes: title and participants, record, then summary, key points and action items. */
export function MeetingTool() {
  const tool = useRecordingTool<MeetingSetupValues, MeetingMinutes>("meeting", INITIAL);
  const { session } = tool;
  const meeting = useMeetingMinutes();
  const { title, participants } = session.setup;

  const start = () =>
    tool.startIf(Boolean(title.trim()), { title: "Meeting title required", description: "Please enter a meeting title before starting." }, "Meeting recording started");

  async function endMeeting() {
    const meetingDate = isoDate(new Date(sessionTimes(session).startedAt));
    // (with the phrases the recogniser sent: where the speakers paused helps tell one turn from the next)
    const minutes = await tool.finish((transcript, phrases) => meeting.mutateAsync({ transcript, marksWritten: true, meetingTitle: title, participants, meetingDate, ...phrasesToSend(phrases) }), {
      done: { title: "Meeting processed!", description: "Your meeting minutes are ready." },
      failed: { title: "Processing failed", description: "Could not process meeting transcript. Please try again." },
    });
    if (minutes) session.setTranscript(minutes.transcript); // the returned transcript replaces the local one
  }

  const text = () => {
    const { startedAt, endedAt } = sessionTimes(session);
    return minutesText({ title, participants, date: isoDate(new Date(startedAt)), durationMinutes: roundedMinutes(endedAt - startedAt), minutes: session.result! });
  };

  return (
    <ToolPhases
      tool={tool}
      setup={<MeetingSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      recording={{
        heading: `Recording: ${title}`,
        previewChars: 800, // the last 800 characters heard
        badges: (
          <span className="flex items-center gap-2" data-testid="participant-count">
            <Users className="size-5" aria-hidden="true" />
            {participants.length} participant{participants.length === 1 ? "" : "s"}
          </span>
        ),
        processingText: "Processing your meeting...",
        stop: { label: "End Meeting", icon: Square, onClick: () => void endMeeting() },
      }}
      results={{
        testId: "meeting-results",
        download: { label: "Download Minutes", onClick: () => downloadFile(minutesFileName(title), text()) },
        buildDocument: () => ({ title: `${title.trim()} minutes`, content: text(), type: "report" }),
        newLabel: "New Meeting",
        view: (minutes) => <MeetingResults minutes={minutes} />,
      }}
    />
  );
}
