import { LectureNotesScreen } from "@/components/voice-tools/lecture/lecture-notes-screen";

export const metadata = { title: "Lecture notes" };

export default function LectureNotesPage() {
  return <LectureNotesScreen />;
}
