import { AccountLinkPage, AccountSettingsLink } from "@/components/auth/account-link-page";
import { PasswordLinkForm } from "@/components/auth/reset-password-form";
import { linkPageState } from "@/lib/server/account/link-page";
import { confirmationNeedsPassword } from "@/lib/server/account/account-flows";

export const metadata = { title: "Confirm your email" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ConfirmEmailPage({ searchParams }: Props) {
  const state = await linkPageState("confirm_email", (await searchParams).token);
  // the email's first proof: whoever signed up with it may have set the password, so the owner
  // chooses it now and every other sign-in ends
  if ("token" in state && (await confirmationNeedsPassword(state.token))) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold">Confirm your email</h1>
        <p className="text-lg">Confirm that {state.email} is your email, and choose your password.</p>
        <p className="text-lg">You can choose the one you use now. Any other device signed in to this account will be signed out.</p>
        <PasswordLinkForm token={state.token} endpoint="confirmEmail" buttonLabel="Confirm my email" redirectTo="/settings/account" askAgain={<AccountSettingsLink />} />
      </div>
    );
  }
  return (
    <AccountLinkPage
      title="Confirm your email"
      state={state}
      explain={(email) => <p className="text-lg">Confirm that {email} is your email.</p>}
      action={{
        endpoint: "confirmEmail",
        buttonLabel: "Confirm my email",
        busyLabel: "Confirming...",
        done: { message: `Thank you. ${"email" in state ? state.email : ""} is confirmed.`, href: "/settings/account", linkLabel: "Go to account settings" },
      }}
    />
  );
}
