import type { ReactNode } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { SITE_LOGO_CLASS, SiteLogoMark } from "@/components/common/site-logo";
import { AppNav } from "@/components/layout/app-nav";
import { AccountControls } from "@/components/layout/sign-out-button";
import { AppProviders } from "@/components/providers/app-providers";
import type { PublicUser } from "@/lib/schemas/profile";
import { SIGNED_IN_SHELL_ATTRIBUTE } from "@/lib/signed-in-shell";

// The signed-in frame: header with navigation and sign-out, then the screen; React Query's
// cache for the signed-in screens (only they load it).
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col" {...{ [SIGNED_IN_SHELL_ATTRIBUTE]: "" }}>
        {/* One row at every width (on narrow screens the pages and the account sit behind Menu); at the largest text on a phone Menu wraps under the logo instead of running off the screen. */}
        <header className="a11y-dock-room relative border-b-2 border-border bg-background">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 lg:py-3">
            <IntentLink href="/dashboard" className={SITE_LOGO_CLASS}>
              <SiteLogoMark />
            </IntentLink>
            <AppNav user={user} />
            <AccountControls user={user} className="hidden items-center gap-3 lg:flex" emailClassName="hidden 2xl:inline" />
          </div>
        </header>
        {/* Room under the end of every page: for the floating accessibility button (wide screens); on a
            phone for a toast of two lines over the bottom (TOAST_BAND_REM, components/common/toast-band.ts),
            so the last buttons of a page can be scrolled above it. */}
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 pb-28 pt-6 focus:outline-none max-md:pb-36">
          {children}
        </main>
      </div>
    </AppProviders>
  );
}
