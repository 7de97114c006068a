// What a link from an email is for, and what the screen (and the API's error) says when it cannot
// be used: why, and how to get a new one. Shared by the server and the link pages.

export type TokenPurpose = "sign_in" | "reset_password" | "confirm_email" | "delete_account";
export type TokenProblem = "expired" | "used" | "unknown";

const ASK_AGAIN: Record<TokenPurpose, string> = {
  sign_in: "Ask for a new sign-in link below.",
  reset_password: "Ask for a new link below.",
  confirm_email: "Sign in and ask for a new confirmation email in your account settings.",
  delete_account: "Ask for a new link in your account settings.",
};

const WHY: Record<TokenProblem, string> = {
  expired: "This link has expired.",
  used: "This link has already been used. Each link works once.",
  unknown: "This link does not work. It may have been cut short: copy the whole link from the email.",
};

export function linkProblemMessage(purpose: TokenPurpose, problem: TokenProblem): string {
  return `${WHY[problem]} ${ASK_AGAIN[purpose]}`;
}

/**
 * Where a sign-in link that ended the password set before the email was proven lands: account
 * settings' Password section, to choose one, which offers the page the person was going to
 * (`callbackUrl`, a safe path: lib/safe-callback.ts) whether they choose one or skip.
 */
export function choosePasswordThen(callbackUrl: string): string {
  return `/settings/account?${new URLSearchParams({ callbackUrl }).toString()}#password-heading`;
}

/** The way on from there, in words: before a password is saved it skips choosing one. */
export function continueLabel(path: string, saved: boolean): string {
  const place = path === "/dashboard" ? "your dashboard" : "the page you were opening";
  return saved ? `Go on to ${place}` : `Skip for now and go to ${place}`;
}
