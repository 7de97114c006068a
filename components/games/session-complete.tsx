import { Flag, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { accuracyPercent, type SessionStats } from "@/lib/games/session";

export function SessionComplete({
  stats,
  onContinue,
  onFinish,
  isSaving,
}: {
  stats: SessionStats;
  onContinue: () => void;
  onFinish: () => void;
  isSaving: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-border bg-card p-8 text-center">
      <h2 className="text-2xl font-bold" tabIndex={-1} data-autofocus>
        Session Complete
      </h2>
      <p className="text-lg">
        You got {stats.correct} of {stats.answered} right ({accuracyPercent(stats)}%) and scored {stats.score} points.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onContinue}>
          <Play aria-hidden="true" />
          Continue Playing
        </Button>
        <Button size="lg" variant="outline" onClick={onFinish} disabled={isSaving}>
          <Flag aria-hidden="true" />
          Finish Game
        </Button>
      </div>
    </div>
  );
}
