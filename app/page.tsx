import { LandingPage } from "@/components/landing/landing-page";
import { isLocalAccountsEnabled } from "@/lib/env";

// "/": the landing page for visitors (core-product §2). Signed-in visitors never reach this file:
// proxy.ts serves them the dashboard at "/" instead, so the landing page carries none of the
// dashboard's code.
export default function HomePage() {
  // 'Get Started Free' opens sign-up; with single sign-on only, accounts are made at the provider.
  return <LandingPage signUpHref={isLocalAccountsEnabled() ? "/signup" : "/api/login"} />;
}
