import { LinkProblem } from "@/components/auth/link-action";
import { ForgotPasswordForm } from "@/components/auth/email-link-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { linkPageState } from "@/lib/server/account/link-page";

export const metadata = { title: "Choose a new password" };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const state = await linkPageState("reset_password", (await searchParams).token);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Choose a new password</h1>
      {"problem" in state ? (
        <LinkProblem message={state.problem}>
          <ForgotPasswordForm />
        </LinkProblem>
      ) : (
        <>
          <p className="text-lg">For {state.email}. You will be signed out on your other devices.</p>
          <ResetPasswordForm token={state.token} />
        </>
      )}
    </div>
  );
}
