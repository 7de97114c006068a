import { IntentLink } from "@/components/common/intent-link";
import { ForgotPasswordForm } from "@/components/auth/email-link-form";

export const metadata = { title: "Forgot your password?" };

export default function ForgotPasswordPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Forgot your password?</h1>
      <p className="text-lg">Type your email. We will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="text-base">
        <IntentLink href="/signin" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
          Back to sign in
        </IntentLink>
      </p>
    </div>
  );
}
