"use client";
import { Bell, BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

export type DashboardNotification = { id: string; title: string; body: string };

/**
 * Notifications panel. Nothing in the product produces notifications yet, so the list is
 * honestly empty rather than filled with made-up messages.
 */
export function NotificationsButton({ notifications = [] }: { notifications?: DashboardNotification[] }) {
  const count = notifications.length;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Bell aria-hidden="true" />
          Notifications
          {count > 0 && (
            <span className="ml-1 rounded-full bg-primary px-2 text-sm text-primary-foreground">
              {count}
              <span className="sr-only"> new</span>
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>Messages about your documents and progress.</DialogDescription>
        </DialogHeader>
        {count === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <BellOff className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-xl font-bold">You&apos;re all caught up</p>
            <p className="text-base text-muted-foreground">There is nothing new right now.</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {notifications.map((n) => (
              <li key={n.id} className="rounded-lg border-2 border-border p-3">
                <p className="font-semibold">{n.title}</p>
                <p className="text-base text-muted-foreground">{n.body}</p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
