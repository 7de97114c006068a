"use client";
import { useRef, useState } from "react";
import { Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/dashboard/use-dialog-on-demand";
import type { PublicUser } from "@/lib/schemas/profile";

// the dialog comes with its profile form (a failed form is said in the dialog, with Try again)
const loadDialogs = () =>
  import("@/components/dashboard/dashboard-dialogs").then((m) => m.prefetchProfileForm().then(() => m, () => m));

/** Settings (its dialog loads when the pointer or the focus first reaches the button). */
export function SettingsButton({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { dialogs, buttonProps } = useDialogOnDemand(loadDialogs, open, setOpen, "Settings");
  const SettingsDialog = dialogs?.SettingsDialog;
  return (
    <>
      <Button ref={opener} variant="outline" {...buttonProps}>
        <Settings aria-hidden="true" />
        Settings
      </Button>
      {SettingsDialog && <SettingsDialog open={open} onOpenChange={setOpen} opener={opener} user={user} />}
    </>
  );
}
