"use client";
import { useEffect, useRef, useState } from "react";
import { ArrowLeft, Mic, MicOff, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ChallengeView } from "@/components/games/challenge-view";
import { SessionComplete } from "@/components/games/session-complete";
import { speakWord } from "@/components/games/speak-word";
import { useVoiceAnswer } from "@/components/games/use-voice-answer";
import { isAnswerCorrect, joinSpokenLetters } from "@/lib/games/answer-check";
import { getGame, RESULT_PAUSE_MS, VOICE_AUTO_SUBMIT_MS, type GameId } from "@/lib/games/definitions";
import { accuracyPercent, EMPTY_SESSION, finalScoreText, isRoundComplete, progressBody, recordAnswer, startNextRound } from "@/lib/games/session";
import { useChallenge, useSaveProgress } from "@/lib/queries/games";
import { toast } from "@/lib/toast";
import { RetryButton } from "@/components/common/retry-button";

type Result = { isCorrect: boolean; correctAnswer: string };

/** The play screen: one challenge at a time, 2 s result, Session Complete after a round. */
export function GamePlay({ gameId, onExit }: { gameId: GameId; onExit: () => void }) {
  const game = getGame(gameId);
  const [stats, setStats] = useState(EMPTY_SESSION);
  const [phase, setPhase] = useState<"playing" | "complete">("playing");
  const [challengeNo, setChallengeNo] = useState(1);
  const [answer, setAnswer] = useState("");
  const [hintsShown, setHintsShown] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [asked, setAsked] = useState<string[]>([]);
  const timers = useRef<number[]>([]);
  // Whether this challenge has been answered. A spoken answer submits itself a moment later
  // through the `submit` of that render, whose `result` is still empty: answered meanwhile by
  // hand, it was scored a second time, with the spoken words (a typed correction then showed
  // "Correct!" and flipped to "Good Try!").
  const answered = useRef(false);
  const challenge = useChallenge(gameId, challengeNo, phase === "playing", asked);
  const save = useSaveProgress();
  const current = phase === "playing" ? challenge.data : undefined;
  const voice = useVoiceAnswer((text) => {
    setAnswer(text);
    timers.current.push(window.setTimeout(() => submit(text), VOICE_AUTO_SUBMIT_MS));
  });

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  useEffect(() => {
    if (current?.speak) speakWord(current.speak);
  }, [current]);

  function submit(text: string) {
    if (!current || result || answered.current || !text.trim()) return; // empty answers are not submitted
    answered.current = true;
    const given = gameId === "spelling-bee" ? joinSpokenLetters(text) : text;
    const isCorrect = isAnswerCorrect(given, current.correctAnswer, current.acceptedAnswers);
    const next = recordAnswer(stats, isCorrect);
    setStats(next);
    setAsked((a) => [...a, current.correctAnswer]);
    setResult({ isCorrect, correctAnswer: current.correctAnswer });
    timers.current.push(
      window.setTimeout(() => {
        answered.current = false;
        setResult(null);
        setAnswer("");
        setHintsShown(0);
        if (isRoundComplete(next)) setPhase("complete");
        else setChallengeNo((n) => n + 1);
      }, RESULT_PAUSE_MS),
    );
  }

  function finish() {
    voice.stop();
    timers.current.forEach((t) => window.clearTimeout(t));
    if (stats.answered > 0) {
      save.mutate(progressBody(gameId, stats)); // errors are not shown (core-product §8)
      toast({ title: "Game Complete!", description: finalScoreText(accuracyPercent(stats)) });
    }
    onExit();
  }

  return (
    <section aria-labelledby="game-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={finish}>
          <ArrowLeft aria-hidden="true" />
          Back to Games
        </Button>
        <h1 id="game-title" className="text-3xl font-bold">
          {game.name}
        </h1>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ["Score", stats.score, "score"],
            ["Streak", stats.streak, "streak"],
            ["Accuracy", `${accuracyPercent(stats)}%`, "accuracy"],
          ] as const
        ).map(([label, value, id]) => (
          <div key={id} className="rounded-xl border-2 border-border bg-card p-3 text-center">
            <dt className="text-base">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`session-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {phase === "complete" ? (
        <SessionComplete
          stats={stats}
          isSaving={save.isPending}
          onContinue={() => {
            setStats(startNextRound(stats));
            setChallengeNo((n) => n + 1);
            setPhase("playing");
          }}
          onFinish={finish}
        />
      ) : challenge.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border-2 border-destructive p-4">
          <p className="text-lg font-semibold">We could not load the next challenge.</p>
          <RetryButton onRetry={() => void challenge.refetch()} />
        </div>
      ) : !current ? (
        <div>
          <p className="sr-only" role="status">
            Loading the next challenge...
          </p>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <ChallengeView
            challenge={current}
            selected={answer}
            onSelect={setAnswer}
            hintsShown={hintsShown}
            onHint={() => setHintsShown((n) => Math.min(n + 1, current.hints.length))}
            onSpeak={current.speak ? () => speakWord(current.speak!) : undefined}
            locked={result !== null}
          />
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit(answer);
            }}
          >
            <Label htmlFor="game-answer">Your answer</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="game-answer"
                className="min-w-0 flex-1"
                value={answer}
                autoComplete="off"
                spellCheck={false}
                disabled={result !== null}
                onChange={(e) => setAnswer(e.target.value)}
              />
              {voice.support === "supported" && (
                <Button type="button" variant="outline" onClick={voice.toggle} aria-pressed={voice.isListening} disabled={result !== null}>
                  {voice.isListening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
                  {voice.isListening ? "Stop Listening" : "Speak Answer"}
                </Button>
              )}
              <Button type="submit" disabled={!answer.trim() || result !== null}>
                <Send aria-hidden="true" />
                Submit Answer
              </Button>
            </div>
            <p className="text-base" role="status">
              {voice.isListening ? `Listening... ${voice.interim}` : ""}
            </p>
            {voice.support === "unsupported" && (
              <p className="text-base text-muted-foreground">Voice answers need speech recognition in your browser. Type your answer instead.</p>
            )}
          </form>
          <div aria-live="polite" data-testid="game-result">
            {result && (
              <div className={result.isCorrect ? "rounded-xl border-2 border-success p-4" : "rounded-xl border-2 border-warning p-4"}>
                <p className="text-2xl font-bold">{result.isCorrect ? "Correct!" : "Good Try!"}</p>
                <p className="text-lg">The answer: {result.correctAnswer}</p>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
