import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Lecture notes" };

export default function LectureNotesPage() {
  return <ComingSoon title="Lecture notes" description="Turn a lecture into study notes." />;
}
