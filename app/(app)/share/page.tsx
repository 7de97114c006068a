import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Share and Earn" };

export default function SharePage() {
  return <ComingSoon title="Share and Earn" description="Share SayWrite and earn rewards." />;
}
