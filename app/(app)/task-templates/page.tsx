import { ComingSoon } from "@/components/common/coming-soon";

export const metadata = { title: "Task templates" };

export default function TaskTemplatesPage() {
  return <ComingSoon title="Task templates" description="Templates for everyday writing tasks." />;
}
