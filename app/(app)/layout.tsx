import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { headers } from "next/headers";
import { AppShell } from "@/components/layout/app-shell";
import { getCurrentUser } from "@/lib/server/auth";

// Signed-in shell. proxy.ts already redirects signed-out visitors; this check backs it up
// (e.g. for prefetches, which skip the proxy).
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) {
    const path = (await headers()).get("x-pathname") ?? "/dashboard";
    redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  }
  return <AppShell user={user}>{children}</AppShell>;
}
