import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Pronunciation practice" };

export default function PronunciationPage() {
  return <ComingSoon title="Pronunciation practice" description="Practise speaking in more than 20 languages." />;
}
