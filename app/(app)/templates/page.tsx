import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Templates" };

export default function TemplatesPage() {
  return <ComingSoon title="Templates" description="Start a document from a ready-made structure." />;
}
