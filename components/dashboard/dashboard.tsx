import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { QuickLinks } from "@/components/dashboard/quick-links";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import { RecentDocuments } from "@/components/dashboard/recent-documents";
import { RecentActivity } from "@/components/dashboard/recent-activity";
import { WeeklyProgress } from "@/components/dashboard/weekly-progress";
import { Achievements } from "@/components/dashboard/achievements";
import { QuickVoiceTest } from "@/components/dashboard/quick-voice-test";
import { DrawAllWhenIdle } from "@/components/common/draw-all-when-idle";
import type { PublicUser } from "@/lib/schemas/profile";

/** The signed-in home (core-product §2): greeting, quick links, real figures and recent documents. */
export function Dashboard({ user }: { user: PublicUser }) {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader user={user} />
      {/* min-w-0: a long unbroken title truncates instead of widening its column past the screen. */}
      <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <RecentDocuments className="lg:col-span-2" />
        <RecentActivity />
      </div>
      <QuickLinks />
      <StatTiles />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <WeeklyProgress />
        <Achievements />
      </div>
      <QuickVoiceTest />
      {/* the cards below the first screen (Recent Activity, Weekly Progress, Achievements, Quick Voice Test) */}
      <DrawAllWhenIdle />
    </div>
  );
}
