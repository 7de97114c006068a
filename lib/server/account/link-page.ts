import "server-only";
// The link pages' first look at their token: whether it can still be used (nothing is used yet).
import { linkTokenSchema } from "@/lib/schemas/account";
import { peekEmailToken } from "@/lib/server/account/email-tokens";
import { linkProblemMessage, type TokenPurpose } from "@/lib/account-links";

export async function linkPageState(purpose: TokenPurpose, raw: string | undefined): Promise<{ token: string; email: string } | { problem: string }> {
  const parsed = linkTokenSchema.safeParse(raw ?? "");
  if (!parsed.success) return { problem: linkProblemMessage(purpose, "unknown") };
  const peek = await peekEmailToken(purpose, parsed.data);
  if ("problem" in peek) return { problem: linkProblemMessage(purpose, peek.problem) };
  return { token: parsed.data, email: peek.email };
}
