import { LinkAction, LinkProblem } from "@/components/auth/link-action";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { linkPageState } from "@/lib/server/account/link-page";
import { safeCallbackPath } from "@/lib/safe-callback";
import { findUserIdByEmail, firstProofRemovesPassword } from "@/lib/server/account/account-lookups";
import { choosePasswordThen } from "@/lib/account-links";

export const metadata = { title: "Sign in with your link" };

type Props = { searchParams: Promise<{ token?: string; callbackUrl?: string }> };

// Opened from the sign-in email: one button signs in (a mail scanner following the link does not).
export default async function SignInLinkPage({ searchParams }: Props) {
  const { token, callbackUrl } = await searchParams;
  const target = safeCallbackPath(callbackUrl);
  const state = await linkPageState("sign_in", token);
  const askAgain = <EmailLinkForm callbackUrl={target} />;
  if ("problem" in state) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold">Sign in to SayWrite</h1>
        <LinkProblem message={state.problem}>{askAgain}</LinkProblem>
      </div>
    );
  }
  const exists = await findUserIdByEmail(state.email);
  const label = exists ? "Sign in to SayWrite" : "Create my account";
  // the email's first proof: the password set before it, and every other sign-in, end
  const firstProof = exists && (await firstProofRemovesPassword(state.email));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{label}</h1>
      <p className="text-lg">{exists ? `You are signing in as ${state.email}.` : `Your new account will use ${state.email}.`}</p>
      {firstProof && (
        <p className="text-lg">
          This link also confirms your email. To keep your account safe, the password set before and every other sign-in will end. Next, you can choose a new password.
        </p>
      )}
      <LinkAction endpoint="openEmailLink" token={state.token} buttonLabel={label} busyLabel="Signing in..." redirectTo={target} choosePasswordAt={choosePasswordThen(target)} askAgain={askAgain} />
    </div>
  );
}
