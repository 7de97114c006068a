"use client";
// Setup -> recording -> processing -> results (voice-tools-and-enterprise §4, shared pattern of lecture,
// meeting and legal). The transcript, the setup and any result are mirrored into a local
// draft until New resets everything, so a failure or a reload never loses the words.
import { useCallback, useEffect, useRef, useState } from "react";
import { appendPhrase, type LastPhrase } from "@/lib/voice-tools/text";
import { clearDraft, readDraft, writeDraft, type ToolName } from "@/lib/voice-tools/tool-draft";
import { isPageHydrated } from "@/lib/hooks/use-hydrated";
import { useStillHere } from "@/lib/hooks/use-still-here";
import { useLatest } from "@/lib/hooks/use-latest";

export type Phase = "setup" | "recording" | "processing" | "results";

const ANSWER_EVENT = "saywrite:voice-tool-answer";
type ToolAnswer<S, R> = { tool: ToolName; draft: { setup: S; transcript: string; startedAt: number | null; endedAt: number; result: R } };

export function useToolSession<S extends object, R>(tool: ToolName, initialSetup: S) {
  // Read while rendering only once the page is hydrated (the server, and so the hydration, has
  // no draft); ToolDraftGate mounts the tool again after hydration when there is one.
  const [initial] = useState(() => (isPageHydrated() ? readDraft<S, R>(tool, initialSetup) : null));
  const [setup, setSetupState] = useState<S>(initial?.setup ?? initialSetup);
  const [transcript, setTranscript] = useState(initial?.transcript ?? "");
  // what the recogniser sent, one piece at each pause (the transcript joins them with spaces)
  const [phrases, setPhrases] = useState<string[]>(initial?.phrases ?? []);
  const [startedAt, setStartedAt] = useState<number | null>(initial?.startedAt ?? null);
  const [endedAt, setEndedAt] = useState<number | null>(initial?.endedAt ?? null);
  const [result, setResult] = useState<R | null>(initial?.result ?? null);
  const [phase, setPhase] = useState<Phase>(() => (initial?.result ? "results" : initial?.startedAt ? "recording" : "setup"));
  const [restored] = useState(() => Boolean(initial && (initial.transcript || initial.result)));
  const dirty = useRef(false);
  // Whether the tool is still on screen, and what its draft holds: for an answer that comes after
  // the reader has left (process, below).
  const stillHere = useStillHere();
  const latest = useLatest({ setup, transcript, phrases, startedAt });
  // The words as they are now, with any still waiting for the next render: a chunk heard just
  // before End is in them when the tool reads them (heard()).
  const words = useRef({ transcript: initial?.transcript ?? "", phrases: initial?.phrases ?? [] });
  // the phrase heard last in this session, written again with the next one when only that can decide
  // its last word (appendPhrase); starting and New forget it (setWords)
  const lastPhrase = useRef<LastPhrase | null>(null);
  const setWords = useCallback((transcript: string, phrases: string[], last: LastPhrase | null = null) => {
    words.current = { transcript, phrases };
    lastPhrase.current = last;
    setTranscript(transcript);
    setPhrases(phrases);
  }, []);

  useEffect(() => {
    if (!dirty.current) return;
    if (phase === "setup" && !transcript) return;
    writeDraft(tool, { setup, transcript, phrases, startedAt, endedAt, result });
  }, [tool, phase, setup, transcript, phrases, startedAt, endedAt, result]);

  const setSetup = useCallback((patch: Partial<S>) => {
    dirty.current = true;
    setSetupState((s) => ({ ...s, ...patch }));
  }, []);
  const editTranscript = useCallback((text: string) => {
    dirty.current = true;
    words.current = { ...words.current, transcript: text };
    setTranscript(text);
  }, []);
  const addChunk = useCallback(
    (chunk: string) => {
      dirty.current = true;
      const { transcript: t, phrases: p } = words.current;
      const last = appendPhrase(t, chunk, lastPhrase.current);
      setWords(last.after, chunk.trim() ? [...p, chunk.trim()] : p, last);
    },
    [setWords],
  );
  /** The transcript and its phrases as they are now, before the next render. */
  const heard = useCallback(() => words.current, []);

  /** Starting clears the transcript and the timer. */
  const begin = useCallback(() => {
    dirty.current = true;
    setWords("", []);
    setResult(null);
    setStartedAt(Date.now());
    setEndedAt(null);
    setPhase("recording");
  }, [setWords]);

  /** Runs the AI call; on failure the tool is back to recording with the transcript kept. */
  const process = useCallback(async (run: () => Promise<R>): Promise<R | null> => {
    setPhase("processing");
    const stoppedAt = Date.now();
    try {
      const r = await run();
      if (!stillHere()) {
        // Left (Back, a link) while the AI worked: the answer goes into the draft, so the "ready"
        // toast is true and coming back shows the results instead of asking to process again.
        // the words as heard: those flushed after the last render are in them
        const kept = { ...latest.current, ...words.current, endedAt: stoppedAt, result: r };
        writeDraft(tool, kept);
        // the reader may be back already, on a new screen of the tool that read the draft before this
        window.dispatchEvent(new CustomEvent<ToolAnswer<S, R>>(ANSWER_EVENT, { detail: { tool, draft: kept } }));
        return r;
      }
      dirty.current = true;
      setResult(r);
      setEndedAt(stoppedAt);
      setPhase("results");
      return r;
    } catch {
      setPhase("recording");
      return null;
    }
  }, [tool, stillHere, latest]);

  // The answer to a recording made on an earlier screen of this tool, arriving after the reader
  // came back to it: taken when it is this recording's (same start), and nothing newer is shown.
  useEffect(() => {
    const onAnswer = (e: Event) => {
      const { detail } = e as CustomEvent<ToolAnswer<S, R>>;
      if (detail.tool !== tool || detail.draft.startedAt !== latest.current.startedAt || result) return;
      dirty.current = true;
      setResult(detail.draft.result);
      setEndedAt(detail.draft.endedAt);
      setPhase("results");
    };
    window.addEventListener(ANSWER_EVENT, onAnswer);
    return () => window.removeEventListener(ANSWER_EVENT, onAnswer);
  }, [tool, latest, result]);

  const reset = useCallback(() => {
    dirty.current = false;
    clearDraft(tool);
    setSetupState(initialSetup);
    setWords("", []);
    setStartedAt(null);
    setEndedAt(null);
    setResult(null);
    setPhase("setup");
  }, [tool, initialSetup, setWords]);

  return { phase, setup, setSetup, transcript, phrases, heard, setTranscript: editTranscript, addChunk, startedAt, endedAt, result, setResult, restored, begin, process, reset };
}
