"use client";
import { Lightbulb, Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { GameChallenge } from "@/lib/schemas/games";
import { cn } from "@/lib/utils";

/** The question (with the passage, options and hints) of one challenge. */
export function ChallengeView({
  challenge,
  selected,
  onSelect,
  hintsShown,
  onHint,
  onSpeak,
  locked,
}: {
  challenge: GameChallenge;
  selected: string;
  onSelect: (option: string) => void;
  hintsShown: number;
  onHint: () => void;
  onSpeak?: () => void;
  locked: boolean;
}) {
  const hints = challenge.hints.slice(0, hintsShown);
  return (
    <div className="flex flex-col gap-4">
      {challenge.passage && (
        <blockquote className="rounded-xl border-2 border-border bg-card p-4 text-lg leading-relaxed">
          {challenge.passage}
        </blockquote>
      )}
      <h2 className="text-2xl font-bold" data-testid="challenge-question">
        {challenge.question}
      </h2>
      {onSpeak && (
        <Button variant="outline" className="self-start" onClick={onSpeak}>
          <Volume2 aria-hidden="true" />
          Hear the Word
        </Button>
      )}
      {challenge.options && (
        <div role="group" aria-label="Options" className="grid gap-2 sm:grid-cols-2">
          {challenge.options.map((option) => (
            <button
              key={option}
              type="button"
              disabled={locked}
              aria-pressed={selected === option}
              onClick={() => onSelect(option)}
              className={cn(
                "min-h-11 rounded-lg border-2 px-4 py-2 text-left text-lg hover:bg-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:opacity-60",
                selected === option ? "border-primary bg-accent font-semibold" : "border-border bg-card",
              )}
            >
              {option}
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Button
          variant="ghost"
          className="self-start"
          onClick={onHint}
          disabled={hintsShown >= challenge.hints.length}
        >
          <Lightbulb aria-hidden="true" />
          {hintsShown === 0 ? "Show Hint" : hintsShown >= challenge.hints.length ? "No more hints" : "Another Hint"}
        </Button>
        <ul aria-label="Hints" aria-live="polite" className="ml-6 list-disc text-base">
          {hints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
