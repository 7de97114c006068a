import { redirect } from "next/navigation";
import { DashboardWithData } from "@/app/(app)/dashboard/dashboard-with-data";
import { getCurrentUser } from "@/lib/server/auth";

export const metadata = { title: "Dashboard" };

// The shell already requires a session; the user is read again here for the greeting.
export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/signin?callbackUrl=%2Fdashboard");
  return <DashboardWithData user={user} />;
}
