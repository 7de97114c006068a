import "server-only";
// The account emails: what each says (the same words as the screen it leads to) and where its
// link goes. Links are built on NEXTAUTH_URL, never on the request's Host header in production (a
// forged Host would otherwise put an attacker's site in a reset email: "password reset poisoning").
import { after } from "next/server";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";
import { issueEmailToken, TOKEN_LIFETIME_MINUTES, type TokenPurpose } from "@/lib/server/account/email-tokens";
import { sendMailQuietly } from "@/lib/server/mail/send-mail";

/**
 * The app's public origin for links in emails: NEXTAUTH_URL. Without it, development and tests
 * use the request's own origin; production has none (null: the mail is not sent, see linkFor),
 * because that origin comes from the Host header, which whoever sends the request writes.
 */
export function appOrigin(requestOrigin: string, nodeEnv: string = env().NODE_ENV): string | null {
  const configured = env().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  return nodeEnv === "production" ? null : requestOrigin;
}

const NO_ORIGIN_LOG =
  "NEXTAUTH_URL is not set, and a link built on the request's Host header could lead to anyone's site. Set NEXTAUTH_URL to the app's public address.";

/** What a person asking for a link must do instead, when this server cannot mail one. */
export const WITHOUT_EMAIL_LINKS = {
  signIn: "Please sign in with your email and password instead. New to SayWrite? Create an account with a password.",
  reset: "If you remember your password, sign in with it. If not, ask whoever runs this SayWrite to set up email links.",
  settings: "Nothing has changed. Please ask whoever runs this SayWrite to set up email links, then try again.",
} as const;

/**
 * The origin for the links of a mail this request asks for (appOrigin), or a 503 that says plainly
 * that no email can be sent and what to do instead (`instead`), rather than "we sent a link". It
 * depends only on the server's settings, never on the address, so it tells nobody who has an account.
 */
export function linkOriginOrRefuse(requestOrigin: string, instead: string): string {
  const origin = appOrigin(requestOrigin);
  if (origin) return origin;
  console.error(`[accounts] no email link can be sent: ${NO_ORIGIN_LOG}`);
  throw new ApiError(503, "email_links_unavailable", `No email was sent: this SayWrite server is not set up to send links by email. ${instead}`);
}

/**
 * Runs mail work after the answer is sent (Next's after()), so the answer and its timing are the
 * same whether or not an account exists; outside a request (tests, scripts) it runs detached.
 */
export function afterResponse(work: () => Promise<void>): void {
  const safe = () => work().catch((err) => console.error("[accounts] background mail work failed:", err instanceof Error ? err.message : err));
  try {
    after(safe);
  } catch {
    const running = safe().finally(() => detached.delete(running));
    detached.add(running);
  }
}

const detached = new Set<Promise<void>>();

/** For tests and scripts: waits for mail work that ran detached (outside a request) to finish. */
export async function settleDetachedMailWork(): Promise<void> {
  while (detached.size > 0) await Promise.all([...detached]);
}

const IGNORE = "If you did not ask for this, you can ignore this email. Nothing will change.";
const minutes = (purpose: TokenPurpose) => {
  const m = TOKEN_LIFETIME_MINUTES[purpose];
  return m >= 60 ? `${m / 60} hours` : `${m} minutes`;
};

/** The link of a new token, or null (nothing issued, an error logged) when appOrigin has no origin. */
async function linkFor(origin: string | null, page: string, purpose: TokenPurpose, email: string, userId: string | null, extra: Record<string, string> = {}) {
  if (!origin) {
    console.error(`[accounts] not sending the ${purpose} email: ${NO_ORIGIN_LOG}`);
    return null;
  }
  const token = await issueEmailToken(purpose, email, userId);
  return `${origin}${page}?${new URLSearchParams({ token, ...extra }).toString()}`;
}

export async function mailSignInLink(origin: string | null, to: string, userId: string | null, callbackUrl?: string) {
  const url = await linkFor(origin, "/signin/link", "sign_in", to, userId, callbackUrl && callbackUrl !== "/dashboard" ? { callbackUrl } : {});
  if (!url) return;
  await sendMailQuietly({
    kind: userId ? "sign-in-link" : "sign-up-link",
    to,
    subject: userId ? "Your link to sign in to SayWrite" : "Your link to create your SayWrite account",
    lines: userId ? ["Here is your link to sign in."] : ["Here is your link to create your SayWrite account.", "You do not need a password."],
    action: { label: userId ? "Sign in to SayWrite" : "Create my account", url },
    after: [`The link works once, for ${minutes("sign_in")}.`, IGNORE],
  });
}

export async function mailPasswordReset(origin: string | null, to: string, userId: string) {
  const url = await linkFor(origin, "/reset-password", "reset_password", to, userId);
  if (!url) return;
  await sendMailQuietly({
    kind: "reset-password",
    to,
    subject: "Choose a new SayWrite password",
    lines: ["Someone asked to reset the password for this email.", "If it was you, choose a new password."],
    action: { label: "Choose a new password", url },
    after: [`The link works once, for ${minutes("reset_password")}.`, IGNORE],
  });
}

export async function mailEmailConfirmation(origin: string | null, to: string, userId: string, changing: boolean) {
  const url = await linkFor(origin, "/confirm-email", "confirm_email", to, userId);
  if (!url) return;
  await sendMailQuietly({
    kind: changing ? "confirm-new-email" : "confirm-email",
    to,
    subject: changing ? "Confirm your new email for SayWrite" : "Confirm your email for SayWrite",
    lines: changing
      ? ["You asked to use this email for your SayWrite account.", "Your email changes when you confirm it."]
      : ["Welcome to SayWrite.", "Please confirm that this email is yours."],
    action: { label: "Confirm my email", url },
    after: [`The link works for ${minutes("confirm_email")}.`, IGNORE],
  });
}

export async function mailEmailChangeNotice(to: string, newEmail: string) {
  await sendMailQuietly({
    kind: "email-change-notice",
    to,
    subject: "Your SayWrite email is changing",
    lines: [
      `Someone asked to change the email of your SayWrite account to ${newEmail}.`,
      "It changes only when that email is confirmed.",
      "If this was not you, sign in and change your password now.",
    ],
  });
}

export async function mailPasswordChanged(to: string) {
  await sendMailQuietly({
    kind: "password-changed",
    to,
    subject: "Your SayWrite password was changed",
    lines: ["The password of your SayWrite account was just changed.", "You are signed out on your other devices.", "If this was not you, choose a new password from the sign-in page now."],
  });
}

export async function mailDeleteLink(origin: string | null, to: string, userId: string) {
  const url = await linkFor(origin, "/delete-account", "delete_account", to, userId);
  if (!url) return;
  await sendMailQuietly({
    kind: "delete-account-link",
    to,
    subject: "Delete your SayWrite account",
    lines: ["You asked to delete your SayWrite account.", "This removes all your documents. It cannot be undone."],
    action: { label: "Delete my account", url },
    after: [`The link works once, for ${minutes("delete_account")}.`, IGNORE],
  });
}

export async function mailAccountDeleted(to: string) {
  await sendMailQuietly({
    kind: "account-deleted",
    to,
    subject: "Your SayWrite account was deleted",
    lines: ["Your SayWrite account and everything in it were deleted.", "We will not email you again.", "Thank you for writing with SayWrite."],
  });
}
