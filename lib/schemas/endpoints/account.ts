// The account screen: email, password, sessions and deletion: each endpoint's contract (lib/api-contract.ts),
// bound by its route handler and called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { AccountView, DeletedAccount, changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "@/lib/schemas/account";
import type { Message } from "@/lib/schemas/endpoints/shared";

export const accountApi = {
  get: defineRoute("GET", "/api/account").takes<{ answer: AccountView }>(),
  delete: defineRoute("DELETE", "/api/account").takes<{ body: typeof deleteAccountSchema; answer: DeletedAccount }>(),
  confirmation: defineRoute("POST", "/api/account/confirmation").takes<{ answer: Message }>(),
  deleteLink: defineRoute("POST", "/api/account/delete-link").takes<{ answer: Message }>(),
  changeEmail: defineRoute("POST", "/api/account/email").takes<{ body: typeof changeEmailSchema; answer: Message & { pendingEmail: string } }>(),
  changePassword: defineRoute("PUT", "/api/account/password").takes<{ body: typeof changePasswordSchema; answer: Message }>(),
  signOutEverywhere: defineRoute("POST", "/api/account/sign-out-everywhere").takes<{ answer: Message }>(),
};
