import type { LeaderboardRowDto } from "@/lib/schemas/referral";

/** Top Ambassadors from the ledger. Other writers stay anonymous: only "You" is named. */
export function Leaderboard({ rows }: { rows: LeaderboardRowDto[] | undefined }) {
  return (
    <section aria-labelledby="leaderboard-title" className="rounded-xl border-2 border-border bg-card p-5">
      <h2 id="leaderboard-title" className="mb-3 text-2xl font-bold">
        Top Ambassadors
      </h2>
      <p className="mb-2 text-base text-muted-foreground">Ranked by coins earned. Other writers stay anonymous.</p>
      {!rows ? (
        <p className="text-base" role="status">
          Loading the board...
        </p>
      ) : rows.length === 0 ? (
        <p className="text-base">No one has earned coins yet. Share your link to be the first.</p>
      ) : (
        <table className="w-full text-left text-base">
          <thead>
            <tr>
              <th scope="col" className="py-1">Rank</th>
              <th scope="col" className="py-1">Name</th>
              <th scope="col" className="py-1">Referrals</th>
              <th scope="col" className="py-1">Coins</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className={row.isYou ? "border-t border-border font-bold" : "border-t border-border"}>
                <td className="py-1">#{row.rank}</td>
                <td className="py-1">{row.isYou ? "You" : "A SayWrite writer"}</td>
                <td className="py-1">{row.referrals}</td>
                <td className="py-1">{row.coins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
