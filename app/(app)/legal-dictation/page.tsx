import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Legal dictation" };

export default function LegalDictationPage() {
  return <ComingSoon title="Legal dictation" description="Dictate legal documents with the right formatting." />;
}
