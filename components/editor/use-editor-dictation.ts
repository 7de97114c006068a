"use client";
// Dictation into the editor: each final phrase goes through the voice commands and is
// appended (core-product §4, §9), toasts per §8/§9, and the session is recorded when it ends.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { useDictation } from "@/lib/speech/use-dictation";
import type { RecognitionConstructorLike } from "@/lib/speech/recognition-types";
import type { DictationError, DictationSessionSummary } from "@/lib/speech/recognition-controller";
import { applyVoiceInput, retargetHistory, voicePreview, type DictationEntry } from "@/lib/speech/voice-commands";
import { UNSUPPORTED_HINT, UNSUPPORTED_TITLE, VOICE_ERROR_TITLE, dictationErrorMessage } from "@/lib/speech/messages";
import { useStoredChoice } from "@/components/editor/use-stored-choice";
import { MAX_TRANSCRIPTION_CHARS } from "@/lib/schemas/limits";
import type { CreateVoiceSessionInput } from "@/lib/schemas/voice-session";

const LANGUAGE_KEY = "saywrite:dictation-language";

type Options = {
  readContent: () => string;
  /** Replace the content with dictated text. */
  writeContent: (content: string) => void;
  /** After each voice input (auto-enhancement is scheduled from here). */
  onVoiceInput?: () => void;
  recordSession?: (session: CreateVoiceSessionInput) => void;
  documentId: string | null;
  recognitionClass?: RecognitionConstructorLike | null;
  /** The benchmark turns toasts off to time the text update alone. */
  quiet?: boolean;
};

export function useEditorDictation(options: Options) {
  const [lang, setLang] = useStoredChoice(LANGUAGE_KEY, "en-US");
  const [permissionProblem, setPermissionProblem] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const history = useRef<readonly DictationEntry[]>([]);
  const session = useRef({ words: 0, phrases: [] as string[], confidence: [] as number[] });
  const latest = useRef(options);
  const latestLang = useRef(lang);
  const stopRef = useRef<() => void>(() => {});
  useEffect(() => {
    latest.current = options;
    latestLang.current = lang;
  });

  const onFinal = useCallback((text: string, confidence: number) => {
    const o = latest.current;
    const before = o.readContent();
    const result = applyVoiceInput(before, text, history.current);
    history.current = result.history;
    session.current.words += result.words;
    session.current.phrases.push(text);
    session.current.confidence.push(confidence);
    if (result.content !== before) {
      o.writeContent(result.content);
      o.onVoiceInput?.();
    }
    if (result.stop) stopRef.current();
    if (o.quiet) return;
    if (result.notice === "nothing-to-scratch") {
      toast({ title: "Nothing to scratch", description: "The text was edited after you said it, so it was left as it is." });
    } else if (!result.stop || result.words > 0) {
      toast({ title: "Voice captured", description: voicePreview(text) });
    }
  }, []);

  const onError = useCallback((error: DictationError) => {
    if (error.kind === "unavailable") {
      setUnavailable(true);
      toast({ title: UNSUPPORTED_TITLE, description: UNSUPPORTED_HINT, variant: "destructive" });
      return;
    }
    if (error.kind === "permission") setPermissionProblem(true);
    toast({ title: VOICE_ERROR_TITLE, description: dictationErrorMessage(error), variant: "destructive" });
  }, []);

  const onSessionEnd = useCallback(({ durationMs }: DictationSessionSummary) => {
    const s = session.current;
    session.current = { words: 0, phrases: [], confidence: [] };
    const durationSeconds = Math.round(durationMs / 1000);
    if (s.words === 0 && durationSeconds < 1) return;
    const accuracy = s.confidence.length ? s.confidence.reduce((a, b) => a + b, 0) / s.confidence.length : null;
    latest.current.recordSession?.({
      durationSeconds,
      words: s.words,
      language: latestLang.current,
      documentId: latest.current.documentId,
      transcription: s.phrases.join(" ").slice(0, MAX_TRANSCRIPTION_CHARS) || null,
      accuracy,
    });
  }, []);

  const dictation = useDictation({ lang, onFinal, onError, onSessionEnd, recognitionClass: options.recognitionClass });
  useEffect(() => {
    stopRef.current = dictation.stop;
  }, [dictation.stop]);

  const dictationStart = dictation.start;
  const start = useCallback(() => {
    if (dictation.support !== "supported" || unavailable) {
      toast({ title: UNSUPPORTED_TITLE, description: UNSUPPORTED_HINT, variant: "destructive" });
      return;
    }
    setPermissionProblem(false);
    // a recogniser that fails at once has already said so: no 'Listening...' over its error
    if (dictationStart() && dictation.store.get().state === "listening" && !latest.current.quiet) {
      toast({ title: "Listening...", description: "Speak clearly into your microphone" });
    }
  }, [dictation.support, dictation.store, dictationStart, unavailable]);

  /** AI changes and reloads move the text under the history; keep "scratch that" in step. */
  const retarget = useCallback((from: string, to: string) => {
    history.current = retargetHistory(history.current, from, to);
  }, []);

  const dismissPermissionProblem = useCallback(() => setPermissionProblem(false), []);
  const { support, mode, store, stop, installOnDevice } = dictation;
  // one object per change of what it shows, so memoised panels skip the editor's keystrokes
  return useMemo(
    () => ({ support, mode, store, stop, installOnDevice, start, lang, setLang, permissionProblem, dismissPermissionProblem, unavailable, retarget }),
    [support, mode, store, stop, installOnDevice, start, lang, setLang, permissionProblem, dismissPermissionProblem, unavailable, retarget],
  );
}

export type EditorDictation = ReturnType<typeof useEditorDictation>;
