import { LinkAction, LinkProblem } from "@/components/auth/link-action";
import { linkPageState } from "@/lib/server/accounts/link-page";

export const metadata = { title: "Delete your account" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function DeleteAccountPage({ searchParams }: Props) {
  const state = await linkPageState("delete_account", (await searchParams).token);
  const askAgain = (
    <a href="/settings/account" className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline">
      Go to account settings
    </a>
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Delete your account</h1>
      {"problem" in state ? (
        <LinkProblem message={state.problem}>{askAgain}</LinkProblem>
      ) : (
        <>
          <p className="text-lg">This deletes the account {state.email} and all its documents. It cannot be undone.</p>
          <p className="text-lg">
            Want a copy first? <a href="/settings/account" className="font-semibold text-primary underline">Download all your data</a> in account settings.
          </p>
          <LinkAction
            endpoint="/api/auth/delete-account"
            token={state.token}
            buttonLabel="Delete my account"
            busyLabel="Deleting..."
            destructive
            done={{ message: "Your account was deleted.", href: "/", linkLabel: "Go to the SayWrite home page" }}
            askAgain={askAgain}
          />
        </>
      )}
    </div>
  );
}
