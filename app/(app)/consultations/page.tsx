import { ConsultationsPage } from "@/components/consultations/consultations-page";

export const metadata = { title: "Enterprise consulting" };

export default function ConsultationsRoute() {
  return <ConsultationsPage />;
}
