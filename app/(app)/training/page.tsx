import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Dictation training" };

export default function TrainingPage() {
  return <ComingSoon title="Dictation training" description="Practise dictation with guided modules." />;
}
