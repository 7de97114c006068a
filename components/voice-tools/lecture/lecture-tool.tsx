"use client";
import { Square } from "lucide-react";
import { useLectureNotes } from "@/lib/queries/voice-tools";
import type { LectureNotes } from "@/lib/schemas/ai";
import { studyGuideFileName } from "@/lib/voice-tools/file-names";
import { studyGuideText } from "@/lib/voice-tools/downloads";
import { isoDate } from "@/lib/voice-tools/text";
import { downloadFile } from "@/lib/download";
import { sessionTimes, useRecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { ToolPhases } from "@/components/voice-tools/shared/tool-phases";
import { LectureSetup, type LectureSetupValues } from "@/components/voice-tools/lecture/lecture-setup";
import { LectureResults } from "@/components/voice-tools/lecture/lecture-results";

const INITIAL: LectureSetupValues = { courseTitle: "", lecturerName: "" };

/** Smart lecture notes: course details, record, then summary, key terms, main points and questions. */
export function LectureTool() {
  const lecture = useLectureNotes();
  const tool = useRecordingTool<LectureSetupValues, LectureNotes>("lecture", INITIAL);
  const { session } = tool;
  const { courseTitle, lecturerName } = session.setup;

  const start = () =>
    tool.startIf(
      Boolean(courseTitle.trim() && lecturerName.trim()),
      { title: "Course details required", description: "Please enter course title and lecturer name before recording." },
      "Recording started",
    );

  const stopAndProcess = () =>
    tool.finish((transcript) => lecture.mutateAsync({ transcript, marksWritten: true, courseTitle, lecturerName }), {
      done: { title: "Lecture processed!", description: "Your study notes are ready." },
      failed: { title: "Processing failed", description: "Could not process lecture notes. Please try again." },
    });

  const guide = () => studyGuideText({ courseTitle, lecturerName, date: isoDate(new Date(sessionTimes(session).endedAt)), notes: session.result! });

  return (
    <ToolPhases
      tool={tool}
      setup={<LectureSetup values={session.setup} onChange={session.setSetup} onStart={start} />}
      recording={{
        heading: `Recording: ${courseTitle} with ${lecturerName}`,
        previewChars: 500, // the last 500 characters heard
        processingText: "Processing your lecture notes...",
        stop: { label: "Stop & Process", icon: Square, onClick: () => void stopAndProcess() },
      }}
      results={{
        testId: "lecture-results",
        download: { label: "Download Study Guide", onClick: () => downloadFile(studyGuideFileName(courseTitle), guide()) },
        buildDocument: () => ({ title: `${courseTitle.trim()} notes`, content: guide() }),
        newLabel: "New Lecture",
        view: (notes) => <LectureResults notes={notes} />,
      }}
    />
  );
}
