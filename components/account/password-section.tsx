"use client";
// /settings/account's Password section: change the password, or add one to an account that signs
// in by link. Opened after a sign-in link ended the password set before the email was proven, it
// offers the page the person was going to (`continueTo`), whether they choose a password or skip.
import { useState, type FormEvent } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import { Section, Status } from "@/components/account/account-section";
import { accountRequest } from "@/lib/queries/account";
import { newPasswordSchema, PASSWORD_HINT } from "@/lib/schemas/account";
import { accountApi } from "@/lib/schemas/endpoints/account";
import { continueLabel } from "@/lib/account-links";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

type Props = { hasPassword: boolean; refresh: () => Promise<void>; continueTo: string | null };

export function PasswordSection({ hasPassword, refresh, continueTo }: Props) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(next);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setError(null);
    if (!parsed.success) return;
    setBusy(true);
    const answer = await accountRequest(accountApi.changePassword, {
      body: { newPassword: next, ...(hasPassword ? { currentPassword: current } : {}) },
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setStatus(answer.data.message);
    setCurrent("");
    setNext("");
    await refresh();
  }

  return (
    <Section id="password-heading" title="Password">
      {!hasPassword && <p className="text-base">You sign in without a password. You can add one.</p>}
      <Status message={status} />
      <FormErrorAlert message={error} />
      <form {...early} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {hasPassword && (
          <FormField id="current-password" label="Current password">
            <Input id="current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </FormField>
        )}
        <FormField id="next-password" label="New password" hint={fieldError ? undefined : PASSWORD_HINT} error={fieldError}>
          <Input
            id="next-password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            {...fieldAria("next-password", fieldError, { hasHint: !fieldError })}
          />
        </FormField>
        <Button type="submit" className="self-start" disabled={busy}>
          <KeyRound aria-hidden="true" />
          {busy ? "Saving..." : hasPassword ? "Change my password" : "Add a password"}
        </Button>
      </form>
      {continueTo && (
        <a href={continueTo} className="inline-flex min-h-11 items-center self-start text-lg font-semibold text-primary underline">
          {continueLabel(continueTo, status !== null)}
        </a>
      )}
    </Section>
  );
}
