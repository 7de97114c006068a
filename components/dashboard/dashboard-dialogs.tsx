"use client";
// The dashboard header's two dialogs, loaded when the pointer or the focus first reaches their
// button (notifications-button.tsx, settings-button.tsx), not with the dashboard: both are closed
// on load, and Radix's dialog (focus trap, scroll lock, dismissable layer) is the largest part of them.
import { useCallback, useState, type RefObject } from "react";
import { Accessibility, BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ProfileForm as ProfileFormComponent } from "@/components/common/profile-form";
import type { PublicUser } from "@/lib/schemas/profile";
import type { DashboardNotification } from "@/components/dashboard/notifications-button";
import { OPEN_ACCESSIBILITY_EVENT } from "@/lib/accessibility/events";


type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: the focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

function backTo(opener: DialogProps["opener"]) {
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}

/** Nothing in the product produces notifications yet, so the list is honestly empty rather than made up. */
export function NotificationsDialog({ open, onOpenChange, opener, notifications }: DialogProps & { notifications: DashboardNotification[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={backTo(opener)}>
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>Messages about your documents and progress.</DialogDescription>
        </DialogHeader>
        {notifications.length === 0 ? (
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

// The profile form (react-hook-form and zod) is fetched with this module when the settings
// button asks for it (prefetchProfileForm), so it is there when the dialog opens (and the focus
// starts in First name).
let profileForm: typeof ProfileFormComponent | null = null;
export function prefetchProfileForm(): Promise<typeof ProfileFormComponent> {
  return import("@/components/common/profile-form").then((m) => (profileForm = m.ProfileForm));
}

/** Settings: the profile name, and a way into the accessibility toolbar's preferences. */
export function SettingsDialog({ open, onOpenChange, opener, user }: DialogProps & { user: PublicUser }) {
  const [ProfileForm, setProfileForm] = useState<typeof ProfileFormComponent | null>(() => profileForm);
  // it came with this module, or its fetch failed (the settings button's loader asked for both)
  const [formFailed, setFormFailed] = useState(() => profileForm === null);
  const loadForm = useCallback(() => {
    setFormFailed(false);
    prefetchProfileForm().then(
      (form) => setProfileForm(() => form),
      () => setFormFailed(true),
    );
  }, []);
  function openAccessibility() {
    onOpenChange(false);
    // The toolbar listens for this event; wait for the dialog to close so focus can move to it.
    window.setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_ACCESSIBILITY_EVENT)), 0);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={backTo(opener)}>
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Change your name and how SayWrite looks and sounds.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="settings-profile" className="flex flex-col gap-3">
          <h3 id="settings-profile" className="text-xl font-bold">
            Your profile
          </h3>
          {ProfileForm ? (
            <ProfileForm user={user} onSaved={() => onOpenChange(false)} />
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
