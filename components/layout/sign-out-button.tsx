"use client";
import { useState } from "react";
import { LogOut } from "@/components/ui/icons/shell-icons";
import { Button } from "@/components/ui/button";
import { browserStorage } from "@/lib/drafts/browser-storage";
import { toast } from "@/lib/toast";
import { signOutAndLeave } from "@/lib/queries/sign-out";
import type { PublicUser } from "@/lib/schemas/profile";
import { cx } from "@/lib/class-join";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * Saves the user's drafts to their account, clears them from this browser, then signs out. Until
 * the page has hydrated the button is disabled: a press then would do nothing at all.
 */
export function SignOutButton({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  async function handleSignOut() {
    setBusy(true);
    const storage = browserStorage("local");
    // the saving code is fetched on the press, not with every signed-in page; if it cannot be
    // fetched (offline), nothing was saved, so the person stays signed in with their drafts
    const result = await import("@/lib/drafts/save-before-sign-out").then(
      ({ fetchDocumentCalls, saveDraftsBeforeSignOut }) => (storage ? saveDraftsBeforeSignOut(storage, userId, fetchDocumentCalls()) : { unsaved: 0 }),
      () => ({ unsaved: 1 }),
    );
    if (result.unsaved > 0) {
      setBusy(false);
      toast({
        title: "You are still signed in",
        description: "Some of your writing could not be saved to your account yet, so it is kept on this device. Try again when you are back online.",
        variant: "destructive",
      });
      return;
    }
    await signOutAndLeave("/");
  }
  return (
    <Button variant="outline" onClick={() => void handleSignOut()} disabled={busy || !ready} aria-busy={busy}>
      <LogOut aria-hidden="true" />
      {busy ? "Signing out..." : "Sign out"}
    </Button>
  );
}

/** Who is signed in, and Sign out. The address breaks anywhere rather than run off a narrow screen. */
export function AccountControls({ user, className, emailClassName }: { user: PublicUser; className: string; emailClassName?: string }) {
  return (
    <div className={className}>
      <span className={cx("break-all text-base text-muted-foreground", emailClassName)}>{user.email}</span>
      <SignOutButton userId={user.id} />
    </div>
  );
}
