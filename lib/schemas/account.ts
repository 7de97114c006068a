import { z } from "zod";
import { emailSchema, signUpSchema } from "@/lib/schemas/auth";

/** A link token from an email: 32 random bytes, base64url. */
export const linkTokenSchema = z.string().trim().min(20, "This link is not complete.").max(200, "This link is not valid.").regex(/^[A-Za-z0-9_-]+$/, "This link is not valid.");

export const newPasswordSchema = signUpSchema.shape.password;

export { PASSWORD_HINT } from "@/lib/password-hint";

export const emailLinkRequestSchema = z.object({ email: emailSchema, callbackUrl: z.string().max(2000).optional() });
export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenSchema = z.object({ token: linkTokenSchema });
export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
/** The confirmation link; with the password the owner chooses when it is the email's first proof. */
export const confirmEmailSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema.optional() });
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: z.string().max(200).optional() });
export const changePasswordSchema = z.object({ currentPassword: z.string().max(200).optional(), newPassword: newPasswordSchema });
export const deleteAccountSchema = z.object({ password: z.string().min(1, "Please enter your password.").max(200) });

/** GET /api/account: the account as /settings/account shows it. */
export type AccountView = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailConfirmed: boolean;
  /** A new email waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  signInMethods: { password: boolean; emailLink: boolean; identityProviders: string[] };
  /** The sessions still signed in, newest first; `current` marks this browser's. */
  sessions: { id: string; method: string; device: string; signedInAt: string; current: boolean }[];
};

/** What deleting an account answers (the session cookie is cleared with it). */
export type DeletedAccount = { deleted: true };

export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
