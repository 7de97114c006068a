"use client";
import { useEffect, useRef, useState } from "react";
import { Mic, RefreshCw, Square, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PracticeResult } from "@/components/training/practice-result";
import { useCompleteModule } from "@/lib/queries/training";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import { useDictation, useDictationSnapshot } from "@/lib/speech/use-dictation";
import { applyVoiceInput, type DictationEntry } from "@/lib/speech/voice-commands";
import type { DictationError } from "@/lib/speech/recognition-controller";
import { MAX_TIME_SPENT_SECONDS, MIN_TRANSCRIPT_CHARS } from "@/lib/training/limits";
import type { TrainingModuleDto } from "@/lib/schemas/training";
import { isTranscriptAccepted, scorePractice, type PracticeScore } from "@/lib/training/scoring";
import { toast } from "@/lib/toast";

function dictationErrorText(error: DictationError): string {
  if (error.kind === "permission") return "Microphone permission denied. Please allow microphone access to use voice dictation.";
  if (error.kind === "network") return "Network error. Please check your internet connection.";
  if (error.kind === "unavailable") return "Speech recognition is not available in this browser right now. You can type the text instead.";
  return `Speech recognition error: ${error.code}`;
}

const FOCUSABLE = 'button:not([disabled]), textarea, input, select, a[href], [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the full-screen session, as in any modal dialog. */
function keepFocusInside(e: React.KeyboardEvent<HTMLElement>) {
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Full-screen dictation practice (voice-tools-and-enterprise §2, §5): dictate the text, see the score, save it. */
export function PracticeSession({ module, onExit }: { module: TrainingModuleDto; onExit: () => void }) {
  const complete = useCompleteModule();
  // Save and Finish pressed twice before `isPending` disables it saved the attempt (its time) twice
  const saveOnce = useSingleFlight();
  const texts = module.practiceTexts.length ? module.practiceTexts : [module.content ?? ""];
  const criteria = module.assessmentCriteria ?? { passingAccuracy: 70, countPunctuation: false, focus: [] };
  const [textIndex, setTextIndex] = useState(0);
  const [transcript, setTranscriptState] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ score: PracticeScore; seconds: number } | null>(null);
  const transcriptRef = useRef("");
  const historyRef = useRef<readonly DictationEntry[]>([]);
  const startedAt = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const dictation = useDictation({
    lang: "en-US",
    onFinal: (text) => {
      const next = applyVoiceInput(transcriptRef.current, text, historyRef.current);
      historyRef.current = next.history;
      setTranscript(next.content);
      if (next.stop) dictation.stop();
    },
    onError: (e) => setError(dictationErrorText(e)),
    onSessionEnd: () => {},
  });
  const snapshot = useDictationSnapshot(dictation.store);
  const isListening = snapshot.state === "listening";

  useEffect(() => {
    startedAt.current = Date.now();
    heading.current?.focus();
  }, []);

  function setTranscript(value: string) {
    transcriptRef.current = value;
    setTranscriptState(value);
  }

  function startListening() {
    setError(null);
    if (!dictation.start()) setError("Voice recognition is not supported in this browser. You can type the text instead.");
  }

  function check() {
    dictation.stop();
    const seconds = Math.min(MAX_TIME_SPENT_SECONDS, Math.max(1, Math.round((Date.now() - startedAt.current) / 1000)));
    setResult({ score: scorePractice(texts[textIndex], transcriptRef.current, criteria.countPunctuation), seconds });
  }

  function retry() {
    setResult(null);
    setTranscript("");
    historyRef.current = [];
  }

  async function save() {
    if (!result) return;
    try {
      await complete.mutateAsync({ moduleId: module.id, score: result.score.accuracy, timeSpent: result.seconds });
    } catch {
      toast({ title: "Could not save your result", description: "Please check your connection and try again.", variant: "destructive" });
      return;
    }
    toast({ title: "Module completed!", description: "Great job! Your progress has been saved." });
    onExit();
  }

  const canCheck = isTranscriptAccepted(transcript, MIN_TRANSCRIPT_CHARS);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="practice-title"
      className="fixed inset-0 z-50 overflow-y-auto bg-background"
      onKeyDown={(e) => {
        if (e.key === "Escape") onExit();
        if (e.key === "Tab") keepFocusInside(e);
      }}
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-5 p-4 md:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="practice-title" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
            {module.title}
          </h2>
          <Button variant="outline" onClick={onExit}>
            <X aria-hidden="true" />
            Exit Practice
          </Button>
        </div>
        {module.content && <p className="text-lg">{module.content}</p>}
        {criteria.focus.length > 0 && <p className="text-base text-muted-foreground">Focus on: {criteria.focus.join(", ")}.</p>}

        <section aria-labelledby="practice-text-title" className="flex flex-col gap-2 rounded-xl border-2 border-border bg-card p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="practice-text-title" className="text-xl font-bold">
              Practice text {texts.length > 1 && `(${textIndex + 1} of ${texts.length})`}
            </h3>
            {texts.length > 1 && !result && (
              <Button
                variant="ghost"
                onClick={() => {
                  setTextIndex((i) => (i + 1) % texts.length);
                  retry();
                }}
              >
                <RefreshCw aria-hidden="true" />
                Another text
              </Button>
            )}
          </div>
          <p className="text-2xl leading-relaxed" data-testid="practice-text">
            {texts[textIndex]}
          </p>
        </section>

        {!result && (
          <>
            <div className="flex flex-wrap items-center gap-3">
              {isListening ? (
                <Button size="lg" variant="destructive" onClick={() => dictation.stop()}>
                  <Square aria-hidden="true" />
                  Stop Dictation
                </Button>
              ) : (
                <Button size="lg" onClick={startListening} disabled={dictation.support === "unsupported"}>
                  <Mic aria-hidden="true" />
                  Start Dictation
                </Button>
              )}
              <p aria-live="polite" className="text-base font-semibold" data-testid="practice-status">
                {isListening ? `Listening... ${snapshot.interim}` : dictation.support === "unsupported" ? "Voice recognition is not supported in this browser: type the text instead." : ""}
              </p>
            </div>
            {error && (
              <p role="alert" className="rounded-lg border-2 border-destructive p-3 text-base font-semibold">
                {error}
              </p>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor="practice-transcript">What we heard (you can correct it)</Label>
              <Textarea
                id="practice-transcript"
                rows={5}
                textClassName="text-xl"
                value={transcript}
                aria-describedby="practice-transcript-hint"
                onChange={(e) => {
                  historyRef.current = [];
                  setTranscript(e.target.value);
                }}
              />
              <p id="practice-transcript-hint" className="text-base text-muted-foreground">
                {canCheck ? "Ready to check when you are." : `Say at least a few words (more than ${MIN_TRANSCRIPT_CHARS} characters) to get a score.`}
              </p>
            </div>
            <Button size="lg" className="self-start" disabled={!canCheck} onClick={check}>
              Check My Dictation
            </Button>
          </>
        )}

        {result && (
          <PracticeResult
            score={result.score}
            seconds={result.seconds}
            passingAccuracy={criteria.passingAccuracy}
            isSaving={complete.isPending}
            onSave={() => void saveOnce(save)}
            onRetry={retry}
          />
        )}
      </div>
    </div>
  );
}
