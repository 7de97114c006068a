import { ConsultationsPage } from "@/components/enterprise/consultations-page";

export const metadata = { title: "Enterprise consulting" };

export default function ConsultationsRoute() {
  return <ConsultationsPage />;
}
