import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { env, isLocalAccountsEnabled, isOidcConfigured } from "@/lib/env";
import { getCurrentUser } from "@/lib/server/auth";
import { safeCallbackPath } from "@/lib/safe-callback";

export const metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ callbackUrl?: string; error?: string; auto?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  const { callbackUrl, error, auto } = await searchParams;
  const target = safeCallbackPath(callbackUrl, env().NEXTAUTH_URL ? new URL(env().NEXTAUTH_URL!).origin : undefined);
  if (await getCurrentUser()) redirect(target);
  const oidc = isOidcConfigured() ? { name: env().AUTH_OIDC_NAME } : null;
  return (
    <SignInForm
      callbackUrl={target}
      oidc={oidc}
      localAccounts={isLocalAccountsEnabled()}
      error={error}
      autoRedirect={auto === "oidc" && Boolean(oidc) && !error}
    />
  );
}
