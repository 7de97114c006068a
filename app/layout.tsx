import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { AccessibilityProvider } from "@/components/accessibility/accessibility-provider";
import { AccessibilityToolbar } from "@/components/accessibility/accessibility-toolbar";
import { ProfileBootScript } from "@/components/accessibility/profile-boot-script";
import { PRESS_RECORDER_SCRIPT } from "@/lib/hooks/pressed-before-hydration-record";
import { inter, openDyslexic } from "@/lib/fonts";
import { DISPLAY_COOKIE } from "@/lib/accessibility/display-cookie";
import { profileFromDisplayCookie } from "@/lib/schemas/display-cookie";
import { computeDocumentStyle, htmlStyleProps } from "@/lib/accessibility/document-style";
import { Toaster } from "@/components/ui/toaster";
import { ReferralVisit } from "@/components/share/referral-visit";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "SayWrite: write by speaking", template: "%s | SayWrite" },
  description:
    "Voice-first document writing for people with dyslexia and anyone who would rather talk than type. Speak, hear it read back, and let AI tidy the punctuation.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#fffdf7" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const nonce = headerList.get("x-nonce") ?? undefined;
  // The reader's display settings are drawn by the server, so the first paint is already right
  // and the app changes nothing on <html> once it has hydrated (the boot script below still puts
  // this browser's cached copy over it, written at the same moment as the cookie).
  const display = htmlStyleProps(computeDocumentStyle(profileFromDisplayCookie(cookieStore.get(DISPLAY_COOKIE)?.value)));
  return (
    <html lang="en" className={`${inter.variable} ${openDyslexic.variable}`} suppressHydrationWarning {...display}>
      <head>
        <ProfileBootScript nonce={nonce} />
        {/* keeps a button pressed before the page is live, and presses it once it is */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PRESS_RECORDER_SCRIPT }} />
      </head>
      <body>
        <a href="#main-content" className="skip-link">
          Skip to main content
        </a>
        {/* React Query's provider lives in the signed-in shell (AppShell): the landing and sign-in pages load none of it. */}
        <AccessibilityProvider>
          {/* Before the page in the DOM (it is drawn fixed, or docked in the header on a phone): the
              second Tab stop, after the skip link, at every width, not the last after the whole page. */}
          <AccessibilityToolbar />
          <div id="app-root">{children}</div>
          <Toaster />
          <ReferralVisit />
        </AccessibilityProvider>
      </body>
    </html>
  );
}
