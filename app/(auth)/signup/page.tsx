import { notFound, redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { isLocalAccountsEnabled } from "@/lib/env";
import { getCurrentUser } from "@/lib/server/auth";
import { safeCallbackPath } from "@/lib/safe-callback";

export const metadata = { title: "Create your account" };

type Props = { searchParams: Promise<{ callbackUrl?: string }> };

export default async function SignUpPage({ searchParams }: Props) {
  if (!isLocalAccountsEnabled()) notFound();
  const target = safeCallbackPath((await searchParams).callbackUrl);
  if (await getCurrentUser()) redirect(target);
  return <SignUpForm callbackUrl={target} />;
}
