import { PronunciationScreen } from "@/components/voice-tools/pronunciation/pronunciation-screen";

export const metadata = { title: "Pronunciation practice" };

export default function PronunciationPage() {
  return <PronunciationScreen />;
}
