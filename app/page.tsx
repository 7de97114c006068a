import { LandingPage } from "@/components/landing/landing-page";
import { AppShell } from "@/components/layout/app-shell";
import { DashboardWithData } from "@/app/(app)/dashboard/dashboard-with-data";
import { getCurrentUser } from "@/lib/server/auth";

// "/": the landing page for visitors, the dashboard once signed in (core-product §2).
export default async function HomePage() {
  const user = await getCurrentUser();
  if (!user) return <LandingPage />;
  return (
    <AppShell user={user}>
      <DashboardWithData user={user} />
    </AppShell>
  );
}
