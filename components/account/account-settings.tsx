"use client";
// /settings/account: name, email (confirmed or not, change it), password, the ways to sign in,
// where the account is signed in (sign out everywhere else), download all my data, delete.
import { useState, type FormEvent } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { Download, LogOut, Mail, Trash2 } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormErrorAlert, FormField, fieldAria } from "@/components/common/form-field";
import { ProfileForm } from "@/components/common/profile-form";
import { Section, Status } from "@/components/account/account-section";
import { PasswordSection } from "@/components/account/password-section";
import { accountRequest } from "@/lib/queries/account";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import { emailSchema } from "@/lib/schemas/auth";
import type { AccountView } from "@/lib/schemas/account";
import { accountApi } from "@/lib/schemas/endpoints/account";
import type { PublicUser } from "@/lib/schemas/profile";
import { dateAndTime } from "@/lib/text/when";
import { useSubmitBeforeHydration } from "@/lib/hooks/use-submit-before-hydration";

const METHOD_LABELS: Record<string, string> = {
  password: "password",
  email_link: "email link",
  oidc: "single sign-on",
  sign_up: "new account",
  reset: "new password",
};

type Props = {
  user: PublicUser;
  initial: AccountView;
  /** The page a sign-in link was taking the person to, offered from the Password section. */
  continueTo: string | null;
};

export function AccountSettings({ user, initial, continueTo }: Props) {
  const [account, setAccount] = useState(initial);
  const [deleted, setDeleted] = useState(false);
  const refresh = async () => {
    const answer = await accountRequest(accountApi.get);
    if (answer.ok) setAccount(answer.data);
  };
  if (deleted) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold">Account settings</h1>
        <p role="status" className="text-lg font-semibold">
          Your account was deleted. You are signed out.
        </p>
        <IntentLink href="/" className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline">
          Go to the SayWrite home page
        </IntentLink>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Account settings</h1>
      <Section id="name-heading" title="Your name">
        <ProfileForm user={user} />
      </Section>
      <EmailSection account={account} refresh={refresh} />
      <PasswordSection hasPassword={account.signInMethods.password} refresh={refresh} continueTo={continueTo} />
      <Section id="methods-heading" title="Ways to sign in">
        <ul className="flex list-disc flex-col gap-1 pl-6 text-base">
          <li>Password: {account.signInMethods.password ? "on" : "not set"}</li>
          <li>Email link: {account.signInMethods.emailLink ? "on" : "off"}</li>
          {account.signInMethods.identityProviders.map((p) => (
            <li key={p}>{p}: linked</li>
          ))}
        </ul>
      </Section>
      <SessionsSection account={account} refresh={refresh} />
      <Section id="data-heading" title="Download all my data">
        <p className="text-base">A zip file with every document (Word and text), their saved versions, your vocabulary and your settings.</p>
        <a href="/api/account/export" download className={buttonVariants({ variant: "outline", className: "self-start" })}>
          <Download aria-hidden="true" />
          Download all my data
        </a>
      </Section>
      <DeleteSection hasPassword={account.signInMethods.password} email={account.email} onDeleted={() => setDeleted(true)} />
    </div>
  );
}

function EmailSection({ account, refresh }: { account: AccountView; refresh: () => Promise<void> }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  // pressed twice, these buttons sent two emails (or two requests): one at a time
  const once = useSingleFlight();

  async function resend() {
    setError(null);
    const answer = await accountRequest(accountApi.confirmation);
    if (answer.ok) setStatus(answer.data.message);
    else setError(answer.message);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setError(null);
    if (!parsed.success) return;
    setBusy(true);
    const answer = await accountRequest(accountApi.changeEmail, {
      body: { email: parsed.data, ...(account.signInMethods.password ? { currentPassword: password } : {}) },
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setStatus(answer.data.message);
    setEmail("");
    setPassword("");
    await refresh();
  }

  return (
    <Section id="email-heading" title="Email">
      <p className="text-lg">
        <span className="font-semibold">{account.email}</span>
        {" · "}
        {account.emailConfirmed ? "Confirmed" : "Not confirmed yet"}
      </p>
      {!account.emailConfirmed && (
        <Button variant="outline" className="self-start" onClick={() => void once(resend)}>
          <Mail aria-hidden="true" />
          Send the confirmation email again
        </Button>
      )}
      {account.pendingEmail && <p className="text-base">Waiting for you to open the link we sent to {account.pendingEmail}.</p>}
      <Status message={status} />
      <FormErrorAlert message={error} />
      <form {...early} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="new-email" label="New email" error={fieldError}>
          <Input id="new-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} {...fieldAria("new-email", fieldError)} />
        </FormField>
        {account.signInMethods.password && (
          <FormField id="email-password" label="Your password">
            <Input id="email-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        )}
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? "Sending..." : "Change my email"}
        </Button>
      </form>
    </Section>
  );
}

function SessionsSection({ account, refresh }: { account: AccountView; refresh: () => Promise<void> }) {
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = account.sessions.filter((s) => !s.current).length;
  const once = useSingleFlight();

  async function signOutEverywhere() {
    setError(null);
    const answer = await accountRequest(accountApi.signOutEverywhere);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setStatus(answer.data.message);
    await refresh();
  }

  return (
    <Section id="sessions-heading" title="Where you are signed in">
      <ul className="flex flex-col gap-2 text-base">
        {account.sessions.map((s) => (
          <li key={s.id}>
            <span className="font-semibold">{s.device}</span>, signed in {dateAndTime(s.signedInAt)} with {METHOD_LABELS[s.method] ?? s.method}
            {s.current ? " (this browser)" : ""}
          </li>
        ))}
      </ul>
      <p className="text-base">{others === 0 ? "You are not signed in anywhere else." : `Signed in on ${others} other ${others === 1 ? "browser" : "browsers"}.`}</p>
      <Status message={status} />
      <FormErrorAlert message={error} />
      <Button variant="outline" className="self-start" onClick={() => void once(signOutEverywhere)}>
        <LogOut aria-hidden="true" />
        Sign out everywhere else
      </Button>
    </Section>
  );
}

function DeleteSection({ hasPassword, email, onDeleted }: { hasPassword: boolean; email: string; onDeleted: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const early = useSubmitBeforeHydration(); // Enter before the page is ready: kept out of the address
  const once = useSingleFlight();

  async function deleteWithPassword(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!password) {
      setError("Please enter your password.");
      return;
    }
    setBusy(true);
    const answer = await accountRequest(accountApi.delete, { body: { password } });
    if (!answer.ok) {
      setBusy(false);
      setError(answer.message);
      return;
    }
    onDeleted();
  }

  async function emailLink() {
    setError(null);
    const answer = await accountRequest(accountApi.deleteLink);
    if (answer.ok) setStatus(answer.data.message);
    else setError(answer.message);
  }

  return (
    <Section id="delete-heading" title="Delete my account">
      <p className="text-base">This deletes {email} and all your documents, for good. Download your data first if you want a copy.</p>
      <Status message={status} />
      <FormErrorAlert message={error} />
      {hasPassword && (
        <form {...early} onSubmit={deleteWithPassword} noValidate className="flex flex-col gap-4">
          <FormField id="delete-password" label="Your password">
            <Input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <Button type="submit" variant="destructive" className="self-start" disabled={busy}>
            <Trash2 aria-hidden="true" />
            {busy ? "Deleting..." : "Delete my account"}
          </Button>
        </form>
      )}
      <Button variant="outline" className="self-start" onClick={() => void once(emailLink)}>
        <Mail aria-hidden="true" />
        {hasPassword ? "Or email me a link to delete it" : "Email me a link to delete my account"}
      </Button>
    </Section>
  );
}
