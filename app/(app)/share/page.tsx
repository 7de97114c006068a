import { WithQueryData } from "@/app/(app)/with-query-data";
import { SharePage } from "@/components/share/share-page";
import { referralKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { getRewardStats } from "@/lib/server/referral/reward-ledger";

export const metadata = { title: "Share and Earn" };

// The coins, challenges and board are read on the server: they used to arrive after the page
// loaded and push the page down as they came (a layout shift of 0.11 on a phone).
export default async function ShareRoute() {
  const user = await requireSignedInUser("/share");
  return (
    <WithQueryData data={[[referralKeys.stats, await getRewardStats(user.id)]]}>
      <SharePage />
    </WithQueryData>
  );
}
