import { LinkAction, LinkProblem } from "@/components/auth/link-action";
import { linkPageState } from "@/lib/server/accounts/link-page";

export const metadata = { title: "Confirm your email" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ConfirmEmailPage({ searchParams }: Props) {
  const state = await linkPageState("confirm_email", (await searchParams).token);
  const askAgain = (
    <a href="/settings/account" className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline">
      Go to account settings
    </a>
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Confirm your email</h1>
      {"problem" in state ? (
        <LinkProblem message={state.problem}>{askAgain}</LinkProblem>
      ) : (
        <>
          <p className="text-lg">Confirm that {state.email} is your email.</p>
          <LinkAction
            endpoint="/api/auth/confirm-email"
            token={state.token}
            buttonLabel="Confirm my email"
            busyLabel="Confirming..."
            done={{ message: `Thank you. ${state.email} is confirmed.`, href: "/settings/account", linkLabel: "Go to account settings" }}
            askAgain={askAgain}
          />
        </>
      )}
    </div>
  );
}
