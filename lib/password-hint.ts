// The hint under every new-password field, apart from the schemas so a form can show it without
// loading zod (lib/schemas/account.ts re-exports it).
export const PASSWORD_HINT = "At least 10 characters. A short sentence you can remember works well.";
