import { redirect } from "next/navigation";
import { AccountSettings } from "@/components/account/account-settings";
import { currentSessionClaims, requireSignedInUser } from "@/lib/server/auth";
import { accountSummary } from "@/lib/server/account/account-summary";

export const metadata = { title: "Account settings" };

export default async function AccountSettingsPage() {
  const user = await requireSignedInUser("/settings/account");
  const summary = await accountSummary(user.id, (await currentSessionClaims())?.sid ?? null);
  if (!summary) redirect("/signin?callbackUrl=%2Fsettings%2Faccount");
  return <AccountSettings user={user} initial={summary} />;
}
