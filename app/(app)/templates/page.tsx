import { TemplatesPage } from "@/components/templates/templates-page";

export const metadata = { title: "Templates" };

export default function TemplatesRoute() {
  return <TemplatesPage />;
}
