import { LandingPage } from "@/components/landing/landing-page";

// "/": the landing page for visitors (core-product §2). Signed-in visitors never reach this file:
// proxy.ts serves them the dashboard at "/" instead, so the landing page carries none of the
// dashboard's code.
export default function HomePage() {
  return <LandingPage />;
}
