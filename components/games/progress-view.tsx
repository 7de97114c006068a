import { formatCount } from "@/lib/text/plural";
import { Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { bestScorePercent } from "@/lib/games/progress-summary";
import { BEST_SCORE_BAR_MAX, GAMES, type GameId } from "@/lib/games/definitions";
import type { GameProgressDto } from "@/lib/schemas/games";

/** Per-game progress cards, or 'No progress yet' with 'Start Playing'. */
export function ProgressView({
  progress,
  onPlay,
  onStart,
}: {
  progress: GameProgressDto[];
  onPlay: (id: GameId) => void;
  onStart: () => void;
}) {
  const records = progress.filter((p) => GAMES.some((g) => g.id === p.gameType));
  if (records.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
        <p className="text-xl font-bold">No progress yet</p>
        <p className="text-base text-muted-foreground">Play a game and your levels and scores will show here.</p>
        <Button size="lg" onClick={onStart}>
          <Play aria-hidden="true" />
          Start Playing
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid list-none gap-4 md:grid-cols-2" aria-label="Your progress">
      {records.map((p) => {
        const game = GAMES.find((g) => g.id === p.gameType)!;
        return (
          <li key={p.id} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-4" data-testid="progress-card">
            <h3 className="text-xl font-bold">{game.name}</h3>
            <dl className="grid grid-cols-2 gap-2 text-base">
              {(
                [
                  ["Level", p.level],
                  ["Score", p.score],
                  ["Best streak", p.streak],
                  ["Words learned", p.wordsLearned],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className="text-xl font-bold">{formatCount(value)}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-col gap-1">
              <span id={`best-${p.id}`} className="text-base">
                Best score: {p.bestScore} of {BEST_SCORE_BAR_MAX}
              </span>
              <div
                role="progressbar"
                aria-labelledby={`best-${p.id}`}
                aria-valuemin={0}
                aria-valuemax={BEST_SCORE_BAR_MAX}
                aria-valuenow={Math.min(p.bestScore, BEST_SCORE_BAR_MAX)}
                className="h-3 w-full overflow-hidden rounded-full border border-border bg-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${bestScorePercent(p.bestScore)}%` }} />
              </div>
            </div>
            <Button variant="outline" onClick={() => onPlay(game.id)} aria-label={`Continue Playing: ${game.name}`}>
              <Play aria-hidden="true" />
              Continue Playing
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
