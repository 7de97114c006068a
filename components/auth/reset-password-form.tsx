"use client";
// The pages a link opens to choose a password: a reset link, and the first confirmation of an
// account's email. Saving it signs the account out everywhere else and this browser in.
import { useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import { ForgotPasswordForm } from "@/components/auth/email-link-form";
import { newPasswordSchema, PASSWORD_HINT } from "@/lib/schemas/account";
import { accountRequest } from "@/lib/queries/account";
import { authApi } from "@/lib/schemas/endpoints/auth";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <PasswordLinkForm token={token} endpoint="completePasswordReset" buttonLabel="Save my new password" redirectTo="/dashboard" askAgain={<ForgotPasswordForm />} />
  );
}

type Props = {
  token: string;
  /** What the link does with the password: reset it, or confirm the email with it. */
  endpoint: "completePasswordReset" | "confirmEmail";
  buttonLabel: string;
  /** Where to go once done (signed in). */
  redirectTo: string;
  /** Shown with the error when the link turns out not to work (a way to ask again). */
  askAgain: ReactNode;
};

export function PasswordLinkForm({ token, endpoint, buttonLabel, redirectTo, askAgain }: Props) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setFormError(null);
    if (!parsed.success) return;
    setBusy(true);
    const answer = await accountRequest(authApi[endpoint], { body: { token, password } });
    if (answer.ok) {
      router.replace(redirectTo);
      return;
    }
    setBusy(false);
    setFormError(answer.message);
    setLinkFailed(Boolean(answer.code?.startsWith("link_")));
  }

  if (linkFailed) {
    return (
      <div className="flex flex-col gap-5">
        <FormErrorAlert message={formError} />
        {askAgain}
      </div>
    );
  }
  return (
    <form {...early} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormErrorAlert message={formError} />
      <FormField id="new-password" label="New password" hint={fieldError ? undefined : PASSWORD_HINT} error={fieldError}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldAria("new-password", fieldError, { hasHint: !fieldError })}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? "Saving..." : buttonLabel}
      </Button>
    </form>
  );
}
