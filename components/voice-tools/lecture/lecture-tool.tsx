"use client";
import { Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useLectureNotes } from "@/lib/queries/voice-tools";
import type { LectureNotes } from "@/lib/ai/schemas";
import { studyGuideFileName } from "@/lib/tools/file-names";
import { studyGuideText } from "@/lib/tools/downloads";
import { isoDate } from "@/lib/tools/text";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { useElapsedSeconds } from "@/components/voice-tools/recorder/use-elapsed";
import { useToolSession } from "@/components/voice-tools/shared/use-tool-session";
import { announceEmptyTranscript, announceRecording } from "@/components/voice-tools/shared/recording-toast";
import { downloadFile } from "@/lib/download";
import { ProcessingState } from "@/components/voice-tools/shared/results";
import { RestoredNote } from "@/components/voice-tools/shared/restored-note";
import { LectureSetup, type LectureSetupValues } from "@/components/voice-tools/lecture/lecture-setup";
import { LectureResults } from "@/components/voice-tools/lecture/lecture-results";

const INITIAL: LectureSetupValues = { courseTitle: "", lecturerName: "" };
export const LECTURE_PREVIEW_CHARS = 500;

/** Smart lecture notes (voice tools spec §2, §4, §5, §7, §8). */
export function LectureTool() {
  const session = useToolSession<LectureSetupValues, LectureNotes>("lecture", INITIAL);
  const recorder = useToolRecorder({ onChunk: session.addChunk });
  const lecture = useLectureNotes();
  const elapsed = useElapsedSeconds(session.startedAt, session.phase === "recording");
  const { courseTitle, lecturerName } = session.setup;

  function start() {
    if (!courseTitle.trim() || !lecturerName.trim()) {
      toast({ title: "Course details required", description: "Please enter course title and lecturer name before recording.", variant: "destructive" });
      return;
    }
    session.begin();
    announceRecording("Recording started", recorder.start());
  }

  async function stopAndProcess() {
    recorder.stop();
    const transcript = session.transcript.trim();
    if (!transcript) return announceEmptyTranscript();
    const notes = await session.process(() => lecture.mutateAsync({ transcript, courseTitle, lecturerName }));
    if (notes) toast({ title: "Lecture processed!", description: "Your study notes are ready." });
    else toast({ title: "Processing failed", description: "Could not process lecture notes. Please try again.", variant: "destructive" });
  }

  const guide = () => studyGuideText({ courseTitle, lecturerName, date: isoDate(new Date(session.endedAt ?? Date.now())), notes: session.result! });

  return (
    <div className="flex flex-col gap-4">
      <RestoredNote show={session.restored && session.phase !== "setup"} />
      {session.phase === "setup" && <LectureSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      {(session.phase === "recording" || session.phase === "processing") && (
        <Card className="flex flex-col gap-4 p-4">
          <h2 className="text-xl font-bold">
            Recording: {courseTitle} with {lecturerName}
          </h2>
          <RecorderPanel
            recorder={recorder}
            transcript={session.transcript}
            onTranscriptChange={session.setTranscript}
            elapsedSeconds={elapsed}
            previewChars={LECTURE_PREVIEW_CHARS}
          />
          {session.phase === "processing" ? (
            <ProcessingState text="Processing your lecture notes..." />
          ) : (
            <Button size="lg" variant="destructive" className="self-start" onClick={() => void stopAndProcess()}>
              <Square aria-hidden="true" />
              Stop &amp; Process
            </Button>
          )}
        </Card>
      )}
      {session.phase === "results" && session.result && (
        <LectureResults
          notes={session.result}
          onDownload={() => downloadFile(studyGuideFileName(courseTitle), guide())}
          buildDocument={() => ({ title: `${courseTitle.trim()} notes`, content: guide() })}
          onNew={session.reset}
        />
      )}
    </div>
  );
}
