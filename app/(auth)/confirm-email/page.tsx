import { AccountLinkPage } from "@/components/auth/account-link-page";
import { linkPageState } from "@/lib/server/account/link-page";

export const metadata = { title: "Confirm your email" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ConfirmEmailPage({ searchParams }: Props) {
  const state = await linkPageState("confirm_email", (await searchParams).token);
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
