"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { Mic, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { plural } from "@/lib/text/plural";
import { useDashboardStats } from "@/lib/queries/dashboard";
import type { DictationError } from "@/lib/speech/recognition-controller";
import { dictationErrorMessage } from "@/lib/speech/messages";
import { useDictation, useDictationSnapshot } from "@/lib/speech/use-dictation";
import { countWords } from "@/lib/text/counts";
import { cn } from "@/lib/utils";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";

type Heard = { transcript: string; confidence: number };
type Outcome = { status: "idle" } | ({ status: "heard" } & Heard) | { status: "nothing" } | { status: "error"; message: string };
type TestState = Outcome | { status: "unsupported" } | { status: "listening"; interim: string };

/**
 * A one-sentence check that the microphone and the browser's recogniser work. It shows what
 * was heard and the recogniser's own confidence; nothing is saved. The recogniser is driven by
 * lib/speech (the same controller and error rules as the editor); the test stops after the
 * first sentence.
 */
export function QuickVoiceTest({ className }: { className?: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const heard = useRef<Heard | null>(null);
  const failed = useRef(false);
  const stopRef = useRef<() => void>(() => {});
  const stats = useDashboardStats();

  const onFinal = useCallback((text: string, confidence: number) => {
    const transcript = `${heard.current?.transcript ?? ""} ${text}`.trim();
    heard.current = { transcript, confidence };
    setOutcome({ status: "heard", ...heard.current });
    // One sentence is enough for a test.
    stopRef.current();
  }, []);
  const onError = useCallback((error: DictationError) => {
    failed.current = true;
    setOutcome({ status: "error", message: dictationErrorMessage(error) });
  }, []);
  const onSessionEnd = useCallback(() => {
    if (!failed.current && !heard.current) setOutcome({ status: "nothing" });
  }, []);

  const dictation = useDictation({ lang: "en-US", onFinal, onError, onSessionEnd, detectMode: false });
  useEffect(() => {
    stopRef.current = dictation.stop;
  }, [dictation.stop]);
  const { state, interim } = useDictationSnapshot(dictation.store);

  const view: TestState =
    dictation.support === "unsupported"
      ? { status: "unsupported" }
      : state === "listening"
        ? { status: "listening", interim }
        : outcome;

  function start() {
    heard.current = null;
    failed.current = false;
    setOutcome({ status: "idle" });
    dictation.start();
  }

  function stop() {
    dictation.stop();
  }

  const listening = view.status === "listening";
  const totals = stats.data?.totals;

  return (
    <section aria-labelledby="voice-test-title" className={cn(`rounded-xl border-2 border-border bg-card p-5 shadow-sm ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_24rem]`, className)}>
      <SectionHeading id="voice-test-title">Quick Voice Test</SectionHeading>
      <div className="flex flex-col gap-4">
        <p className="text-base">Say one sentence to check that your microphone and voice typing work. Nothing is saved.</p>

        <div aria-live="polite" className="min-h-12 rounded-lg bg-muted p-3 text-base" data-testid="voice-test-status">
          {view.status === "idle" && <p>Press Start voice test, then speak.</p>}
          {view.status === "unsupported" && (
            <>
              <p className="font-semibold">Voice recognition is not supported in this browser.</p>
              <p>Please use Chrome, Edge, or Safari and make sure you&apos;re on HTTPS.</p>
            </>
          )}
          {view.status === "listening" && (
            <p>
              <span className="font-semibold">Listening...</span> {view.interim || "Speak clearly into your microphone."}
            </p>
          )}
          {view.status === "heard" && (
            <>
              <p>
                <span className="font-semibold">We heard:</span> {view.transcript}
              </p>
              <p>
                {plural(countWords(view.transcript), "word", "words")}
                , confidence {Math.round(view.confidence * 100)}%
              </p>
            </>
          )}
          {view.status === "nothing" && <p>We did not hear anything. Check your microphone and try again.</p>}
          {view.status === "error" && <p className="font-semibold text-destructive">{view.message}</p>}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          {listening ? (
            <Button variant="destructive" onClick={stop}>
              <Square aria-hidden="true" />
              Stop test
            </Button>
          ) : (
            <Button onClick={start} disabled={view.status === "unsupported"}>
              <Mic aria-hidden="true" />
              {view.status === "idle" || view.status === "unsupported" ? "Start voice test" : "Test again"}
            </Button>
          )}
          {totals && (
            <p className="text-base text-muted-foreground">
              So far you have dictated for {plural(totals.dictationMinutes, "minute", "minutes")} in{" "}
              {plural(totals.dictationSessions, "session", "sessions")}.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
