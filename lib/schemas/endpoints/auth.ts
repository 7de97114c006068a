// Signing up and in, email links, password reset and email confirmation: each endpoint's contract
// (lib/api-contract.ts), bound by its route handler and called from lib/queries (why a module per resource:
// shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { confirmEmailSchema, DeletedAccount, emailLinkRequestSchema, emailOnlySchema, resetPasswordSchema, tokenSchema } from "@/lib/schemas/account";
import type { signUpSchema } from "@/lib/schemas/auth";
import type { PublicUser, updateProfileSchema } from "@/lib/schemas/profile";
import type { Message } from "@/lib/schemas/endpoints/shared";

export const authApi = {
  register: defineRoute("POST", "/api/auth/register").takes<{ body: typeof signUpSchema; answer: PublicUser }>(),
  user: defineRoute("GET", "/api/auth/user").takes<{ answer: PublicUser }>(),
  updateUser: defineRoute("PATCH", "/api/auth/user").takes<{ body: typeof updateProfileSchema; answer: PublicUser }>(),
  emailLink: defineRoute("POST", "/api/auth/email-link").takes<{ body: typeof emailLinkRequestSchema; answer: Message }>(),
  openEmailLink: defineRoute("POST", "/api/auth/email-link/verify").takes<{
    body: typeof tokenSchema;
    answer: { user: PublicUser; created: boolean; passwordRemoved: boolean };
  }>(),
  passwordReset: defineRoute("POST", "/api/auth/password-reset").takes<{ body: typeof emailOnlySchema; answer: Message }>(),
  completePasswordReset: defineRoute("POST", "/api/auth/password-reset/complete").takes<{ body: typeof resetPasswordSchema; answer: { user: PublicUser } }>(),
  confirmEmail: defineRoute("POST", "/api/auth/confirm-email").takes<{
    body: typeof confirmEmailSchema;
    answer: { email: string; changed: boolean; signedIn: boolean };
  }>(),
  deleteAccount: defineRoute("POST", "/api/auth/delete-account").takes<{ body: typeof tokenSchema; answer: DeletedAccount }>(),
};
