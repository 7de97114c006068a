"use client";
// "Email me a link" forms: sign in (or, for a new email, sign up) without a password, and
// "Forgot your password?". Type an email, get the server's answer (the same whether or not the
// email has an account), and a way to send another link.
import { useState, type FormEvent } from "react";
import { Mail } from "@/components/ui/icons/auth-icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import { accountRequest } from "@/lib/queries/account";
import { authApi } from "@/lib/schemas/endpoints/auth";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

const loadSchemas = () => import("@/lib/schemas/auth");

type Props = {
  endpoint: "emailLink" | "passwordReset";
  /** The email field's id (two of these forms can share a page with the password form). */
  fieldId: string;
  buttonLabel: string;
  /** Sent with the email (e.g. where to go after signing in). */
  extra?: Record<string, string>;
  variant?: "default" | "outline";
};

export function EmailRequestForm({ endpoint, fieldId, buttonLabel, extra, variant = "default" }: Props) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // zod loads with the first submit (or the first focus in the form), not with the page
    let emailSchema;
    try {
      ({ emailSchema } = await loadSchemas());
    } catch {
      setFormError("We could not reach SayWrite. Check your connection and try again.");
      return;
    }
    const parsed = emailSchema.safeParse(email);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setFormError(null);
    if (!parsed.success) return;
    setBusy(true);
    const answer = await accountRequest(authApi[endpoint], { body: { ...extra, email: parsed.data } });
    setBusy(false);
    if (answer.ok) setSent(answer.data.message);
    else setFormError(answer.message);
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-4 rounded-lg border-2 border-primary p-4">
        <p role="status" className="text-lg font-semibold">
          Check your email
        </p>
        <p className="text-base">{sent}</p>
        <Button variant="outline" onClick={() => setSent(null)}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form {...early} onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => {})} noValidate className="flex flex-col gap-5">
      <FormErrorAlert message={formError} />
      <FormField id={fieldId} label="Email" error={fieldError}>
        <Input id={fieldId} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...fieldAria(fieldId, fieldError)} />
      </FormField>
      <Button type="submit" size="lg" variant={variant} disabled={busy}>
        <Mail aria-hidden="true" />
        {busy ? "Sending..." : buttonLabel}
      </Button>
    </form>
  );
}

/** Sign in, or sign up, with a link sent by email. */
export function EmailLinkForm({ callbackUrl, buttonLabel = "Email me a sign-in link" }: { callbackUrl?: string; buttonLabel?: string }) {
  return (
    <EmailRequestForm
      endpoint="emailLink"
      fieldId="link-email"
      buttonLabel={buttonLabel}
      extra={callbackUrl ? { callbackUrl } : undefined}
      variant="outline"
    />
  );
}

/** "Forgot your password?": a link to choose a new one. */
export function ForgotPasswordForm() {
  return <EmailRequestForm endpoint="passwordReset" fieldId="reset-email" buttonLabel="Email me a link" />;
}
