import { DashboardWithData } from "@/app/(app)/dashboard/dashboard-with-data";
import { requireSignedInUser } from "@/lib/server/auth";

export const metadata = { title: "Dashboard" };

// The shell already requires a session; the user is read again here for the greeting.
export default async function DashboardPage() {
  const user = await requireSignedInUser("/dashboard");
  return <DashboardWithData user={user} />;
}
