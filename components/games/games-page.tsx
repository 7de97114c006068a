"use client";
import { useState } from "react";
import { BarChart3, Gamepad2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { GameCard } from "@/components/games/game-card";
import { GamePlay } from "@/components/games/game-play";
import { ProgressView } from "@/components/games/progress-view";
import { SummaryCards } from "@/components/games/summary-cards";
import { GAMES, type GameId } from "@/lib/games/definitions";
import { useGameProgress } from "@/lib/queries/games";
import { RetryButton } from "@/components/common/retry-button";

/** /games: the six games and the progress view; a chosen game opens the play screen. */
export function GamesPage() {
  const progress = useGameProgress();
  const [view, setView] = useState<"games" | "progress">("games");
  const [playing, setPlaying] = useState<GameId | null>(null);

  if (playing) return <GamePlay key={playing} gameId={playing} onExit={() => setPlaying(null)} />;

  return (
    <section aria-labelledby="page-title" aria-busy={progress.isPending} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-3xl font-bold">
            Learning Games
          </h1>
          <p className="text-lg text-muted-foreground">Practise spelling, words and reading by speaking or typing.</p>
        </div>
        <div role="group" aria-label="View" className="flex flex-wrap gap-2">
          <Button variant={view === "games" ? "default" : "outline"} aria-pressed={view === "games"} onClick={() => setView("games")}>
            <Gamepad2 aria-hidden="true" />
            Games
          </Button>
          <Button variant={view === "progress" ? "default" : "outline"} aria-pressed={view === "progress"} onClick={() => setView("progress")}>
            <BarChart3 aria-hidden="true" />
            Progress
          </Button>
        </div>
      </div>

      {progress.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <SummaryCards progress={progress.data ?? []} />
      )}

      <h2 className="text-2xl font-bold">{view === "games" ? "Choose a Game" : "Your Progress"}</h2>
      {view === "games" ? (
        <ul className="grid list-none gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Games">
          {GAMES.map((g) => (
            <GameCard key={g.id} game={g} onPlay={() => setPlaying(g.id)} />
          ))}
        </ul>
      ) : progress.isPending ? (
        <p role="status">Loading your progress...</p>
      ) : progress.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border-2 border-destructive p-4">
          <p className="text-lg font-semibold">We could not load your progress.</p>
          <RetryButton onRetry={() => void progress.refetch()} />
        </div>
      ) : (
        <ProgressView progress={progress.data} onPlay={setPlaying} onStart={() => setView("games")} />
      )}
    </section>
  );
}
