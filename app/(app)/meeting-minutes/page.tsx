import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Meeting minutes" };

export default function MeetingMinutesPage() {
  return <ComingSoon title="Meeting minutes" description="Turn a meeting into minutes with action items." />;
}
