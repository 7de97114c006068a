"use client";
import { useCallback, useEffect, useState } from "react";
import { ArrowRight, Gauge } from "lucide-react";
import { useStillHere } from "@/lib/hooks/use-still-here";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { usePronunciationAnalysis, usePronunciationExercise } from "@/lib/queries/voice-tools";
import type { PronunciationExercise, PronunciationFeedback } from "@/lib/schemas/ai";
import { accuracyVerdict, nextAverage } from "@/lib/voice-tools/pronunciation";
import { appendPhrase, type LastPhrase } from "@/lib/voice-tools/text";
import { readDraft, writeDraft } from "@/lib/voice-tools/tool-draft";
import { isPageHydrated } from "@/lib/hooks/use-hydrated";
import { RecorderPanel } from "@/components/voice-tools/recorder/recorder-panel";
import { useToolRecorder } from "@/components/voice-tools/recorder/use-tool-recorder";
import { ProcessingState, ToolActions } from "@/components/voice-tools/shared/results";
import { useToolBeingReplaced } from "@/components/voice-tools/shared/tool-draft-gate";
import { PracticeOptionsCard, type PracticeOptions } from "@/components/voice-tools/pronunciation/practice-options";
import { PracticeCard } from "@/components/voice-tools/pronunciation/practice-card";
import { FeedbackCard } from "@/components/voice-tools/pronunciation/feedback-card";

type Stats = { average: number; completed: number };
const INITIAL: PracticeOptions = { language: "en-US", difficulty: "beginner", category: "words" };

/** Pronunciation training (voice-tools-and-enterprise §2, §4, §7, §8, §9). */
export function PronunciationTool() {
  // Read once the page is hydrated (see ToolDraftGate: the server has no draft).
  const [draft] = useState(() => (isPageHydrated() ? readDraft<PracticeOptions, Stats>("pronunciation", INITIAL) : null));
  const [options, setOptions] = useState<PracticeOptions>(draft?.setup ?? INITIAL);
  const [stats, setStats] = useState<Stats>(draft?.result ?? { average: 0, completed: 0 });
  const [exercise, setExercise] = useState<PronunciationExercise | null>(null);
  // what was said, with the phrase heard last (appendPhrase); typed or cleared text starts afresh
  const [heard, setHeard] = useState<LastPhrase>(() => ({ before: "", phrase: "", after: draft?.transcript ?? "" }));
  const transcript = heard.after;
  const setTranscript = (text: string) => setHeard({ before: text, phrase: "", after: text });
  const [feedback, setFeedback] = useState<PronunciationFeedback | null>(null);
  const generate = usePronunciationExercise();
  const analyze = usePronunciationAnalysis();
  const recorder = useToolRecorder({ lang: options.language, onChunk: (text) => setHeard((h) => appendPhrase(h.after, text, h)) });

  // Written once something changes: the first render's values are the draft itself or the
  // defaults, and writing the defaults would wipe a draft that ToolDraftGate is about to restore.
  const [first] = useState(() => ({ options, transcript, stats }));
  useEffect(() => {
    if (options === first.options && transcript === first.transcript && stats === first.stats) return;
    writeDraft("pronunciation", { setup: options, transcript, startedAt: null, endedAt: null, result: stats });
  }, [first, options, transcript, stats]);

  const { mutate: generateMutate } = generate;
  const requestExercise = useCallback(
    (o: PracticeOptions) =>
      generateMutate(o, {
        onSuccess: ({ exercises }) => {
          setExercise(exercises[0] ?? null);
          toast({ title: "New exercise ready", description: "Listen, then say it aloud." });
        },
        onError: () => toast({ title: "Exercise generation failed", description: "Could not generate exercise. Please try again.", variant: "destructive" }),
      }),
    [generateMutate],
  );

  // Changing language, difficulty or category clears the exercise and asks for a new one.
  const replaced = useToolBeingReplaced();
  useEffect(() => {
    if (!replaced) requestExercise(options);
  }, [replaced, options, requestExercise]);

  function changeOptions(patch: Partial<PracticeOptions>) {
    recorder.stop();
    setExercise(null);
    setFeedback(null);
    setTranscript("");
    setOptions((o) => ({ ...o, ...patch }));
  }

  function next() {
    recorder.stop();
    setExercise(null);
    setFeedback(null);
    setTranscript("");
    requestExercise(options);
  }

  // Left (Back, a link) while the analysis ran: its score would be announced on the next page
  // though it was never counted here.
  const stillHere = useStillHere();

  async function runAnalysis() {
    recorder.stop();
    const said = transcript.trim();
    if (!exercise || !said) {
      toast({ title: "Nothing to analyze yet", description: "Say the text aloud, or type what you said, first." });
      return;
    }
    try {
      const result = await analyze.mutateAsync({ audioTranscript: said, targetText: exercise.text, language: options.language });
      if (!stillHere()) return;
      setFeedback(result);
      setStats((s) => ({ average: nextAverage(s.average, s.completed, result.accuracy), completed: s.completed + 1 }));
      toast({ title: "Pronunciation analyzed", description: `${accuracyVerdict(result.accuracy)} You scored ${result.accuracy}%.` });
    } catch {
      if (stillHere()) toast({ title: "Analysis failed", description: "Could not analyze pronunciation. Please try again.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PracticeOptionsCard value={options} onChange={changeOptions} />
      <Card className="flex flex-wrap gap-6 p-4" data-testid="practice-stats">
        <p>
          <span className="font-semibold">Average score: </span>
          <span data-testid="average-score">{stats.completed ? `${stats.average}%` : "No exercises yet"}</span>
        </p>
        <p>
          <span className="font-semibold">Exercises completed: </span>
          <span data-testid="exercises-completed">{stats.completed}</span>
        </p>
      </Card>
      <PracticeCard
        exercise={exercise}
        language={options.language}
        loading={generate.isPending}
        failed={generate.isError}
        onRetry={() => requestExercise(options)}
      />
      <Card className="flex flex-col gap-4 p-4">
        <h2 className="text-xl font-bold">Your turn</h2>
        <RecorderPanel recorder={recorder} transcript={transcript} onTranscriptChange={setTranscript} transcriptLabel="What you said (speak, type or edit)" />
        {analyze.isPending && <ProcessingState text="Analyzing your pronunciation..." />}
        <ToolActions
          actions={[
            !feedback &&
              !analyze.isPending && { label: "Analyze", icon: Gauge, size: "lg", onClick: () => void runAnalysis(), disabled: !exercise || !transcript.trim() },
            feedback && { label: "Next Exercise", icon: ArrowRight, size: "lg", onClick: next },
          ]}
        />
      </Card>
      {feedback && <FeedbackCard feedback={feedback} />}
    </div>
  );
}
