"use client";
import { Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { PronunciationExercise } from "@/lib/schemas/ai";
import { ItemList } from "@/components/voice-tools/shared/results";
import { useListen } from "@/components/voice-tools/pronunciation/use-listen";

type Props = { exercise: PronunciationExercise | null; language: string; loading: boolean; failed: boolean; onRetry: () => void };

/** Target text (in its language), optional phonetic spelling, tips, and Listen. */
export function PracticeCard({ exercise, language, loading, failed, onRetry }: Props) {
  const { listen, problem, speaking } = useListen(language);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="practice-card" aria-busy={loading}>
      <h2 className="text-xl font-bold">Say this</h2>
      {loading && (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading a new exercise...</span>
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
      {!loading && failed && !exercise && (
        <div className="flex flex-col items-start gap-2">
          <p>No exercise yet.</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {!loading && exercise && (
        <>
          <p lang={language} dir="auto" className="text-2xl font-semibold" data-testid="target-text">
            {exercise.text}
          </p>
          {exercise.phonetic && (
            <p className="text-lg">
              <span className="font-semibold">Sounds like: </span>
              <bdi data-testid="phonetic">{exercise.phonetic}</bdi>
            </p>
          )}
          <Button variant="secondary" className="self-start" onClick={() => void listen(exercise.text, language)} disabled={speaking}>
            <Volume2 aria-hidden="true" />
            {speaking ? "Playing..." : "Listen"}
          </Button>
          <p role="status" className="text-muted-foreground" data-testid="listen-problem">
            {problem}
          </p>
          {exercise.tips.length > 0 && (
            <>
              <h3 className="font-semibold">Tips</h3>
              <ItemList items={exercise.tips} />
            </>
          )}
        </>
      )}
    </Card>
  );
}
