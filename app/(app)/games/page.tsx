import { WithQueryData } from "@/app/(app)/with-query-data";
import { GamesPage } from "@/components/games/games-page";
import { gameKeys } from "@/lib/queries/keys";
import { requireSignedInUser } from "@/lib/server/auth";
import { listProgress } from "@/lib/server/games/list-progress";

export const metadata = { title: "Games" };

// Progress is read on the server: the summary is in the first paint.
export default async function GamesRoute() {
  const user = await requireSignedInUser("/games");
  return (
    <WithQueryData data={[[gameKeys.progress, await listProgress(user.id)]]}>
      <GamesPage />
    </WithQueryData>
  );
}
