import { ToolPage } from "@/components/voice-tools/shared/tool-page";
import { LectureTool } from "@/components/voice-tools/lecture/lecture-tool";

export function LectureNotesScreen() {
  return (
    <ToolPage
      tool="lecture"
      title="Smart Lecture Notes"
      description="Record a lecture and get a summary, key terms, main points and review questions. Made for students, including students with learning differences."
    >
      <LectureTool />
    </ToolPage>
  );
}
