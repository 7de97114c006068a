"use client";
import { useCallback, useState } from "react";
import { Accessibility, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { ProfileForm as ProfileFormComponent } from "@/components/common/profile-form";
import type { PublicUser } from "@/lib/schemas/profile";

export const OPEN_ACCESSIBILITY_EVENT = "saywrite:open-accessibility";

/** Settings: the profile name, and a way into the accessibility toolbar's preferences. */
export function SettingsButton({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  // The profile form (react-hook-form and zod) is not part of the dashboard's first load: it is
  // fetched when the pointer or the focus reaches Settings, so it is there when the dialog opens
  // (and the focus starts in First name, as before).
  const [ProfileForm, setProfileForm] = useState<typeof ProfileFormComponent | null>(null);
  const [formFailed, setFormFailed] = useState(false);
  const loadForm = useCallback(() => {
    if (ProfileForm) return;
    setFormFailed(false);
    import("@/components/common/profile-form").then(
      (m) => setProfileForm(() => m.ProfileForm),
      () => setFormFailed(true),
    );
  }, [ProfileForm]);

  function openAccessibility() {
    setOpen(false);
    // The toolbar listens for this event; wait for the dialog to close so focus can move to it.
    window.setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_ACCESSIBILITY_EVENT)), 0);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) loadForm();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" onPointerEnter={loadForm} onFocus={loadForm}>
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
          {ProfileForm ? (
            <ProfileForm user={user} onSaved={() => setOpen(false)} />
          ) : formFailed ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p className="text-base font-semibold">We could not load this form. Check your connection and try again.</p>
              <Button variant="outline" onClick={loadForm}>
                Try again
              </Button>
            </div>
          ) : (
            <p role="status" className="text-base text-muted-foreground">
              Loading your profile...
            </p>
          )}
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
