import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Enterprise consulting" };

export default function ConsultationsPage() {
  return <ComingSoon title="Enterprise consulting" description="Request a workplace accessibility consultation." />;
}
