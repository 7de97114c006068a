"use client";
import { useEffect, useState } from "react";
import { KeyRound, LogIn } from "@/components/ui/icons/auth-icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import type { SignInInput } from "@/lib/schemas/auth";
import { useCheckedForm } from "@/lib/hooks/use-checked-form";
import { describeAuthError } from "@/lib/auth-errors";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { providersReachable } from "@/lib/queries/sign-in";

// next-auth's client loads on the first sign-in (a press, or the automatic redirect), not with the page.
const signIn: typeof import("next-auth/react").signIn = async (...args) => (await import("next-auth/react")).signIn(...args);

// zod and the schema load when the reader first focuses the form (or submits), not with the page.
const loadSchema = () => import("@/lib/schemas/auth").then((m) => m.signInSchema);

type Props = {
  callbackUrl: string;
  oidc: { name: string } | null;
  localAccounts: boolean;
  error?: string;
  autoRedirect: boolean;
};

export function SignInForm({ callbackUrl, oidc, localAccounts, error, autoRedirect }: Props) {
  const [formError, setFormError] = useState<string | null>(describeAuthError(error));
  const {
    register,
    handleSubmit,
    warm,
    formState: { errors, isSubmitting },
  } = useCheckedForm<SignInInput>(loadSchema);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address

  useEffect(() => {
    if (autoRedirect) void signIn("oidc", { callbackUrl });
  }, [autoRedirect, callbackUrl]);

  async function onSubmit(values: SignInInput) {
    setFormError(null);
    let res: Awaited<ReturnType<typeof signIn>>;
    try {
      await providersReachable(); // else signIn() would leave for an error page (lib/queries/sign-in.ts)
      res = await signIn("credentials", { ...values, redirect: false, callbackUrl });
    } catch {
      setFormError("We could not reach SayWrite. Check your connection and try again.");
      return;
    }
    if (!res || res.error) {
      setFormError(describeAuthError(res?.error ?? "CredentialsSignin"));
      return;
    }
    window.location.assign(callbackUrl);
  }

  if (autoRedirect) {
    return (
      <p role="status" className="text-lg">
        Taking you to {oidc?.name} to sign in…
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Sign in to SayWrite</h1>
      <FormErrorAlert message={formError} />
      {oidc && (
        <Button size="lg" variant={localAccounts ? "outline" : "default"} onClick={() => signIn("oidc", { callbackUrl })}>
          <KeyRound aria-hidden="true" />
          Continue with {oidc.name}
        </Button>
      )}
      {oidc && localAccounts && (
        <p className="text-center text-base text-muted-foreground">or sign in with your email</p>
      )}
      {localAccounts && (
        <form {...early} onSubmit={handleSubmit(onSubmit)} onFocus={warm} noValidate className="flex flex-col gap-5">
          <FormField id="email" label="Email" error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              {...fieldAria("email", errors.email?.message)}
              {...register("email")}
            />
          </FormField>
          <FormField id="password" label="Password" error={errors.password?.message}>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              {...fieldAria("password", errors.password?.message)}
              {...register("password")}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <LogIn aria-hidden="true" />
            {isSubmitting ? "Signing in..." : "Sign in"}
          </Button>
          <p className="text-base">
            <a href="/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
              Forgot your password?
            </a>
          </p>
          <p className="text-base">
            New to SayWrite?{" "}
            <a href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-semibold text-primary underline">
              Create a free account
            </a>
          </p>
        </form>
      )}
      {localAccounts && (
        <section aria-labelledby="email-link-heading" className="flex flex-col gap-4 border-t-2 border-border pt-6">
          <h2 id="email-link-heading" className="text-2xl font-bold">
            Sign in without a password
          </h2>
          <p className="text-base">We email you a link. Open it to sign in. New to SayWrite? The link creates your account.</p>
          <EmailLinkForm callbackUrl={callbackUrl} />
        </section>
      )}
    </div>
  );
}
