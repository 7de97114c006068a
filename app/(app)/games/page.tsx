import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Learning games" };

export default function GamesPage() {
  return <ComingSoon title="Learning games" description="Voice games for vocabulary and spelling." />;
}
