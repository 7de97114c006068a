import { LegalDictationScreen } from "@/components/voice-tools/legal/legal-dictation-screen";

export const metadata = { title: "Legal dictation" };

export default function LegalDictationPage() {
  return <LegalDictationScreen />;
}
