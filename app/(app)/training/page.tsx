import { TrainingPage } from "@/components/training/training-page";

export const metadata = { title: "Dictation training" };

export default function TrainingRoute() {
  return <TrainingPage />;
}
