"use client";
import { useState } from "react";
import { UserPlus } from "@/components/ui/icons/auth-icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import { NameFields } from "@/components/common/name-fields";
import type { SignUpInput } from "@/lib/schemas/auth";
import { useCheckedForm } from "@/lib/hooks/use-checked-form";
import { messageForPerson } from "@/lib/api-client";
import { registerAccount } from "@/lib/queries/account";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { PASSWORD_HINT } from "@/lib/password-hint";


// zod and the schema load when the reader first focuses the form (or submits), not with the page.
const loadSchema = () => import("@/lib/schemas/auth").then((m) => m.signUpSchema);

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  // Busy from the press until the next page is on screen: the account is created and signed in
  // by one request (the server sets the session), then the browser moves on.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    warm,
    formState: { errors, isSubmitting },
  } = useCheckedForm<SignUpInput>(loadSchema);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address

  async function onSubmit(values: SignUpInput) {
    setFormError(null);
    try {
      await registerAccount(values);
    } catch (err) {
      setFormError(messageForPerson(err));
      return;
    }
    setLeaving(true);
    window.location.assign(callbackUrl);
  }

  const busy = isSubmitting || leaving;
  // While the password error is shown it states the rule, so the hint is not said twice.
  const passwordHint = errors.password ? undefined : PASSWORD_HINT;
  const field = (name: keyof SignUpInput) => fieldAria(name, errors[name]?.message, { hasHint: name === "password" && !!passwordHint });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Create your free account</h1>
      <FormErrorAlert message={formError} />
      <form {...early} onSubmit={handleSubmit(onSubmit)} onFocus={warm} noValidate className="flex flex-col gap-5">
        <NameFields register={register} errors={errors} />
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" {...field("email")} {...register("email")} />
        </FormField>
        <FormField
          id="password"
          label="Password"
          hint={passwordHint}
          error={errors.password?.message}
        >
          <Input id="password" type="password" autoComplete="new-password" {...field("password")} {...register("password")} />
        </FormField>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          <UserPlus aria-hidden="true" />
          {busy ? "Creating your account..." : "Create account"}
        </Button>
        <p className="text-base">
          Already have an account?{" "}
          <a href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-semibold text-primary underline">
            Sign in
          </a>
        </p>
      </form>
      <section aria-labelledby="email-link-heading" className="flex flex-col gap-4 border-t-2 border-border pt-6">
        <h2 id="email-link-heading" className="text-2xl font-bold">
          Or sign up without a password
        </h2>
        <p className="text-base">We email you a link. Open it and your account is ready. You can add a password later.</p>
        <EmailLinkForm callbackUrl={callbackUrl} buttonLabel="Email me a sign-up link" />
      </section>
    </div>
  );
}
