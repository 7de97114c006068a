"use client";
import { useState } from "react";
import { Accessibility, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ProfileForm } from "@/components/dashboard/profile-form";
import type { PublicUser } from "@/lib/schemas/profile";

export const OPEN_ACCESSIBILITY_EVENT = "saywrite:open-accessibility";

/** Settings: the profile name, and a way into the accessibility toolbar's preferences. */
export function SettingsButton({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);

  function openAccessibility() {
    setOpen(false);
    // The toolbar listens for this event; wait for the dialog to close so focus can move to it.
    window.setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_ACCESSIBILITY_EVENT)), 0);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Change your name and how SayWrite looks and sounds.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="settings-profile" className="flex flex-col gap-3">
          <h3 id="settings-profile" className="text-xl font-bold">
            Your profile
          </h3>
          <ProfileForm user={user} onSaved={() => setOpen(false)} />
        </section>
        <section aria-labelledby="settings-accessibility" className="flex flex-col gap-3 border-t-2 border-border pt-4">
          <h3 id="settings-accessibility" className="text-xl font-bold">
            Accessibility preferences
          </h3>
          <p className="text-base">Choose the font, text size, spacing, colours and reading voice that suit you.</p>
          <Button variant="secondary" className="self-start" onClick={openAccessibility}>
            <Accessibility aria-hidden="true" />
            Open accessibility settings
          </Button>
        </section>
      </DialogContent>
    </Dialog>
  );
}
