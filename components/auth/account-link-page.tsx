import type { ComponentProps, ReactNode } from "react";
import { LinkAction, LinkProblem } from "@/components/auth/link-action";

/** What the page's token allows: the action, or why the link cannot be used. */
export type LinkPageState = { token: string; email: string } | { problem: string };

type Props = {
  title: string;
  state: LinkPageState;
  /** What the action does, for the person the link was sent to. */
  explain: (email: string) => ReactNode;
  action: Omit<ComponentProps<typeof LinkAction>, "token" | "askAgain">;
};

/**
 * A page opened from a link we emailed about the account (confirm the email, delete the account):
 * says what the link does and does it on a button press, or says why the link cannot be used and
 * leads back to account settings.
 */
export function AccountLinkPage({ title, state, explain, action }: Props) {
  const askAgain = <AccountSettingsLink />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {"problem" in state ? (
        <LinkProblem message={state.problem}>{askAgain}</LinkProblem>
      ) : (
        <>
          {explain(state.email)}
          <LinkAction {...action} token={state.token} askAgain={askAgain} />
        </>
      )}
    </div>
  );
}

/** The way back from a link that cannot be used: account settings, where it can be asked for again. */
export function AccountSettingsLink() {
  return (
    <a href="/settings/account" className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline">
      Go to account settings
    </a>
  );
}
