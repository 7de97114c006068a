import { MeetingMinutesScreen } from "@/components/voice-tools/meeting/meeting-minutes-screen";

export const metadata = { title: "Meeting minutes" };

export default function MeetingMinutesPage() {
  return <MeetingMinutesScreen />;
}
