import { BrainstormScreen } from "@/components/voice-tools/brainstorm/brainstorm-screen";

export const metadata = { title: "Brainstorm" };

export default function BrainstormPage() {
  return <BrainstormScreen />;
}
