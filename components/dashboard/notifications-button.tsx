"use client";
import { useRef, useState } from "react";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/dashboard/use-dialog-on-demand";

export type DashboardNotification = { id: string; title: string; body: string };

const loadDialogs = () => import("@/components/dashboard/dashboard-dialogs");

/** Notifications panel (its dialog loads when the pointer or the focus first reaches the button). */
export function NotificationsButton({ notifications = [] }: { notifications?: DashboardNotification[] }) {
  const count = notifications.length;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { dialogs, buttonProps } = useDialogOnDemand(loadDialogs, open, setOpen, "Notifications");
  const NotificationsDialog = dialogs?.NotificationsDialog;
  return (
    <>
      <Button ref={opener} variant="outline" {...buttonProps}>
        <Bell aria-hidden="true" />
        Notifications
        {count > 0 && (
          <span className="ml-1 rounded-full bg-primary px-2 text-sm text-primary-foreground">
            {count}
            <span className="sr-only"> new</span>
          </span>
        )}
      </Button>
      {NotificationsDialog && <NotificationsDialog open={open} onOpenChange={setOpen} opener={opener} notifications={notifications} />}
    </>
  );
}
