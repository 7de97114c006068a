import { redirect } from "next/navigation";
import { AccountSettings } from "@/components/account/account-settings";
import { currentSessionClaims, requireSignedInUser } from "@/lib/server/auth";
import { accountSummary } from "@/lib/server/account/account-summary";
import { safeCallbackPath } from "@/lib/safe-callback";

export const metadata = { title: "Account settings" };

type Props = { searchParams: Promise<{ callbackUrl?: string }> };

export default async function AccountSettingsPage({ searchParams }: Props) {
  const user = await requireSignedInUser("/settings/account");
  const summary = await accountSummary(user.id, (await currentSessionClaims())?.sid ?? null);
  if (!summary) redirect("/signin?callbackUrl=%2Fsettings%2Faccount");
  // where a sign-in link was going when it landed here to choose a password (choosePasswordThen)
  const { callbackUrl } = await searchParams;
  const continueTo = callbackUrl ? safeCallbackPath(callbackUrl) : null;
  return <AccountSettings user={user} initial={summary} continueTo={continueTo?.startsWith("/settings/account") ? null : continueTo} />;
}
