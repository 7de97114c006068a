"use client";
// The page a link from an email opens: one button that does what the email said (a mail scanner
// that follows the link does nothing), then where to go next. When the link cannot be used, the
// reason and a way to ask for a new one.
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/common/form-field";
import { accountRequest } from "@/lib/queries/account";
import { authApi } from "@/lib/schemas/endpoints/auth";

type Props = {
  /** What the link does: sign in, confirm an email, or delete the account. */
  endpoint: "openEmailLink" | "confirmEmail" | "deleteAccount";
  token: string;
  buttonLabel: string;
  busyLabel: string;
  destructive?: boolean;
  /** Go here once done (signed in)... */
  redirectTo?: string;
  /** ...or here when the answer says the link removed the password (to choose a new one). */
  choosePasswordAt?: string;
  /** ...or say this, with a link onwards. */
  done?: { message: string; href: string; linkLabel: string };
  /** Shown with the error when the link turns out not to work (a way to ask again). */
  askAgain: ReactNode;
};

export function LinkAction({ endpoint, token, buttonLabel, busyLabel, destructive, redirectTo, choosePasswordAt, done, askAgain }: Props) {
  const [state, setState] = useState<"ready" | "busy" | "done" | "failed">("ready");
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setState("busy");
    setError(null);
    const answer = await accountRequest(authApi[endpoint], { body: { token } });
    if (!answer.ok) {
      setError(answer.message);
      // a link that does not work cannot be tried again; other failures (network) can
      setState(answer.code?.startsWith("link_") ? "failed" : "ready");
      return;
    }
    if (redirectTo) {
      // decided by what the link did, not by what the page saw when it opened (another link may
      // have proven the email since, or someone signed up with it)
      const removed = "passwordRemoved" in answer.data && answer.data.passwordRemoved;
      window.location.assign(removed && choosePasswordAt ? choosePasswordAt : redirectTo);
      return;
    }
    setState("done");
  }

  if (state === "done" && done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lg font-semibold">
          {done.message}
        </p>
        <a href={done.href} className="inline-flex min-h-11 items-center text-lg font-semibold text-primary underline">
          {done.linkLabel}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FormErrorAlert message={error} />
      {state === "failed" ? (
        askAgain
      ) : (
        <Button size="lg" variant={destructive ? "destructive" : "default"} onClick={go} disabled={state === "busy"} aria-busy={state === "busy"}>
          {state === "busy" ? busyLabel : buttonLabel}
        </Button>
      )}
    </div>
  );
}

/** A link that cannot be used, said before any button: why, and the way to ask again. */
export function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <p role="alert" className="rounded-lg border-2 border-destructive p-3 text-base font-semibold">
        {message}
      </p>
      {children}
    </div>
  );
}
