import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Brainstorm" };

export default function BrainstormPage() {
  return <ComingSoon title="Brainstorm" description="Talk through your ideas and get an outline." />;
}
