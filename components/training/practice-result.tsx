import { Button } from "@/components/ui/button";
import type { PracticeScore } from "@/lib/training/scoring";
import { formatTimeSpent } from "@/lib/training/progress";

export function PracticeResult({
  score,
  seconds,
  passingAccuracy,
  isSaving,
  onSave,
  onRetry,
}: {
  score: PracticeScore;
  seconds: number;
  passingAccuracy: number;
  isSaving: boolean;
  onSave: () => void;
  onRetry: () => void;
}) {
  const passed = score.accuracy >= passingAccuracy;
  return (
    <section aria-labelledby="result-title" className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-card p-5" data-testid="practice-result">
      <h3 id="result-title" className="text-2xl font-bold" tabIndex={-1}>
        Your score: {score.accuracy}%
      </h3>
      <p className="text-base">
        {score.matched} of {score.total} words matched the practice text. Time spent: {formatTimeSpent(seconds)}.
      </p>
      <p className="text-base font-semibold">
        {passed ? `Well done: that passes this module (${passingAccuracy}% or more).` : `Keep practising: ${passingAccuracy}% passes this module. You can still save this try.`}
      </p>
      {score.missed.length > 0 && (
        <p className="text-base">
          Words to practise: <span className="font-semibold">{score.missed.join(", ")}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onSave} disabled={isSaving}>
          {isSaving ? "Saving..." : "Save and Finish"}
        </Button>
        <Button size="lg" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </section>
  );
}
