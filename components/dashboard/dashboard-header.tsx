"use client";
import { UserAvatar } from "@/components/dashboard/user-avatar";
import { NotificationsButton } from "@/components/dashboard/notifications-button";
import { SettingsButton } from "@/components/dashboard/settings-button";
import type { PublicUser } from "@/lib/schemas/profile";

export function DashboardHeader({ user }: { user: PublicUser }) {
  const name = user.firstName?.trim() || "User";
  return (
    <section aria-labelledby="page-title" className="flex flex-wrap items-center justify-between gap-4">
      {/* The greeting goes under the avatar when the two do not fit side by side (the largest
          text on a phone), rather than breaking its words. */}
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} />
        <div className="min-w-0 grow basis-48">
          <h1 id="page-title" className="text-3xl font-bold">
            Welcome back, {name}
          </h1>
          <p className="text-lg text-muted-foreground">What would you like to write today?</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <NotificationsButton />
        <SettingsButton user={user} />
      </div>
    </section>
  );
}
