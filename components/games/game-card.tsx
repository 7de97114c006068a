import { Clock, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DifficultyBadge } from "@/components/games/difficulty-badge";
import type { GameDefinition } from "@/lib/games/definitions";

export function GameCard({ game, onPlay }: { game: GameDefinition; onPlay: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-4" data-testid="game-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold">{game.name}</h3>
        <DifficultyBadge difficulty={game.difficulty} />
      </div>
      <p className="text-base">{game.description}</p>
      <p className="flex flex-wrap items-center gap-3 text-base">
        <span>{game.category}</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {game.estimatedTime} min
        </span>
      </p>
      <div>
        <h4 className="text-base font-semibold">Skills</h4>
        <ul className="flex flex-wrap gap-2 text-sm">
          {game.skillsImproved.map((s) => (
            <li key={s} className="rounded-full border border-border px-3 py-0.5">
              {s}
            </li>
          ))}
        </ul>
      </div>
      <Button className="mt-auto" onClick={onPlay} aria-label={`Start Game: ${game.name}`}>
        <Play aria-hidden="true" />
        Start Game
      </Button>
    </li>
  );
}
