import { TaskTemplatesBrowser } from "@/components/templates/task-templates-browser";

export const metadata = { title: "Professional Templates" };

export default function TaskTemplatesRoute() {
  return <TaskTemplatesBrowser />;
}
