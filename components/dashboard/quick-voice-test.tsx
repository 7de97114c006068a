"use client";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Mic, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { plural } from "@/components/dashboard/format";
import { useDashboardStats } from "@/lib/queries/dashboard";
import { getRecognitionConstructor, type RecognitionLike } from "@/lib/speech/recognition-types";
import { countWords } from "@/lib/text/counts";
import { cn } from "@/lib/utils";

type TestState =
  | { status: "idle" }
  | { status: "unsupported" }
  | { status: "listening"; interim: string }
  | { status: "heard"; transcript: string; confidence: number | null }
  | { status: "nothing" }
  | { status: "error"; message: string };

const subscribeNever = () => () => {};

const DEFAULT_CONFIDENCE = 0.95; // core-product §3: confidence defaults to 0.95 when missing

function errorMessage(code: string): string | null {
  if (code === "not-allowed" || code === "service-not-allowed") {
    return "Microphone permission denied. Please allow microphone access to use voice dictation.";
  }
  if (code === "network") return "Network error. Please check your internet connection.";
  if (code === "aborted" || code === "no-speech") return null;
  return `Speech recognition error: ${code}`;
}

/**
 * A one-sentence check that the microphone and the browser's recogniser work. It shows what
 * was heard and the recogniser's own confidence; nothing is saved.
 */
export function QuickVoiceTest({ className }: { className?: string }) {
  const [state, setState] = useState<TestState>({ status: "idle" });
  const recognition = useRef<RecognitionLike | null>(null);
  const stats = useDashboardStats();

  // Read after hydration; the server render assumes support so nothing flashes.
  const isSupported = useSyncExternalStore(
    subscribeNever,
    () => getRecognitionConstructor() !== null,
    () => true,
  );
  const view: TestState = isSupported ? state : { status: "unsupported" };

  useEffect(() => () => recognition.current?.abort(), []);

  function start() {
    const Ctor = getRecognitionConstructor();
    if (!Ctor) return setState({ status: "unsupported" });
    const rec = new Ctor();
    rec.lang = "en-US";
    rec.continuous = false;
    rec.interimResults = true;
    rec.maxAlternatives = 1;
    let final: { transcript: string; confidence: number | null } | null = null;
    let failed = false;
    rec.onresult = (event) => {
      let interim = "";
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const alt = result[0];
        if (result.isFinal) {
          const transcript = `${final?.transcript ?? ""} ${alt.transcript}`.trim();
          final = { transcript, confidence: typeof alt.confidence === "number" && alt.confidence > 0 ? alt.confidence : DEFAULT_CONFIDENCE };
        } else {
          interim += alt.transcript;
        }
      }
      if (final) {
        setState({ status: "heard", ...final });
        // One sentence is enough for a test.
        rec.stop();
      } else setState({ status: "listening", interim });
    };
    rec.onerror = (event) => {
      const message = errorMessage(event.error);
      if (message) {
        failed = true;
        setState({ status: "error", message });
      }
    };
    rec.onend = () => {
      recognition.current = null;
      if (failed) return;
      setState(final && final.transcript ? { status: "heard", ...final } : { status: "nothing" });
    };
    recognition.current = rec;
    setState({ status: "listening", interim: "" });
    try {
      rec.start();
    } catch {
      recognition.current = null;
      setState({ status: "error", message: "Speech recognition could not start. Please try again." });
    }
  }

  function stop() {
    recognition.current?.stop();
  }

  const listening = view.status === "listening";
  const totals = stats.data?.totals;

  return (
    <section aria-labelledby="voice-test-title" className={cn("rounded-xl border-2 border-border bg-card p-5 shadow-sm", className)}>
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
                {view.confidence !== null && <>, confidence {Math.round(view.confidence * 100)}%</>}
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
