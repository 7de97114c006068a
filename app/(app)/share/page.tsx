import { SharePage } from "@/components/share/share-page";

export const metadata = { title: "Share and Earn" };

export default function ShareRoute() {
  return <SharePage />;
}
