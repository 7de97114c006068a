import { AccountLinkPage } from "@/components/auth/account-link-page";
import { linkPageState } from "@/lib/server/account/link-page";

export const metadata = { title: "Delete your account" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function DeleteAccountPage({ searchParams }: Props) {
  const state = await linkPageState("delete_account", (await searchParams).token);
  return (
    <AccountLinkPage
      title="Delete your account"
      state={state}
      explain={(email) => (
        <>
          <p className="text-lg">This deletes the account {email} and all its documents. It cannot be undone.</p>
          <p className="text-lg">
            Want a copy first? <a href="/settings/account" className="font-semibold text-primary underline">Download all your data</a> in account settings.
          </p>
        </>
      )}
      action={{
        endpoint: "deleteAccount",
        buttonLabel: "Delete my account",
        busyLabel: "Deleting...",
        destructive: true,
        done: { message: "Your account was deleted.", href: "/", linkLabel: "Go to the SayWrite home page" },
      }}
    />
  );
}
