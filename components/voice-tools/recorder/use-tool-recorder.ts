"use client";
// The voice tools' recorder: speech recognition through lib/speech (the editor's controller and
// its permission/unsupported rules), each final chunk handed to the tool, and a microphone
// level meter while listening.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { useDictation, useDictationSnapshot } from "@/lib/speech/use-dictation";
import type { DictationError } from "@/lib/speech/recognition-controller";
import { recognitionErrorToast } from "@/lib/voice-tools/recorder-messages";
import { useVocabularyMatcher } from "@/lib/queries/vocabulary";
import { useAudioLevel } from "@/components/voice-tools/recorder/use-audio-level";

type Options = { lang?: string; onChunk: (text: string) => void };

export function useToolRecorder({ lang = "en-US", onChunk }: Options) {
  const [permissionProblem, setPermissionProblem] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const onChunkRef = useRef(onChunk);
  // personal vocabulary: names spelled the user's way, shortcuts expanded
  const vocabulary = useVocabularyMatcher();
  const applyVocabulary = useRef(vocabulary.apply);
  const vocabularyReady = useRef(vocabulary.ready);
  // words heard while the list is still loading wait for it, so "my address" is never written
  // as said just because the person spoke in the first moment
  const heldBack = useRef<string[]>([]);
  useEffect(() => {
    onChunkRef.current = onChunk;
    applyVocabulary.current = vocabulary.apply;
    vocabularyReady.current = vocabulary.ready;
  });
  useEffect(() => {
    if (!vocabulary.ready || heldBack.current.length === 0) return;
    const held = heldBack.current;
    heldBack.current = [];
    for (const text of held) onChunkRef.current(vocabulary.apply(text));
  }, [vocabulary]);

  const onFinal = useCallback((text: string) => {
    if (!vocabularyReady.current) heldBack.current.push(text);
    else onChunkRef.current(applyVocabulary.current(text));
  }, []);
  const onError = useCallback((error: DictationError) => {
    if (error.kind === "permission") setPermissionProblem(true);
    if (error.kind === "unavailable") setUnavailable(true);
    toast({ ...recognitionErrorToast(error), variant: "destructive" });
  }, []);
  const onSessionEnd = useCallback(() => {}, []);

  const dictation = useDictation({ lang, onFinal, onError, onSessionEnd, phrases: vocabulary.phrases });
  const { state } = useDictationSnapshot(dictation.store);
  const listening = state === "listening";
  const level = useAudioLevel(listening);
  const canRecognise = dictation.support === "supported" && !unavailable;

  const { start: startDictation, stop: stopDictation } = dictation;
  /** Starts listening; false when the browser cannot recognise speech (the user types instead). */
  const start = useCallback(() => {
    if (!canRecognise) return false;
    setPermissionProblem(false);
    return startDictation();
  }, [canRecognise, startDictation]);

  /**
   * End: stops listening and resolves once every word heard has been handed to the tool: the
   * recogniser's last words (they may come after the stop) and any still held back for the
   * vocabulary list, which then go on as said rather than be left out of what the tool processes.
   */
  const end = useCallback(async () => {
    await stopDictation();
    const held = heldBack.current;
    heldBack.current = [];
    for (const text of held) onChunkRef.current(applyVocabulary.current(text));
  }, [stopDictation]);

  return {
    support: dictation.support,
    canRecognise,
    store: dictation.store,
    listening,
    level,
    start,
    /**
     * Stops listening (the microphone button, a pause): words held back for the vocabulary list
     * keep waiting for it, so they are still written the person's way.
     */
    stop: stopDictation,
    end,
    permissionProblem,
    dismissPermissionProblem: () => setPermissionProblem(false),
  };
}

export type ToolRecorder = ReturnType<typeof useToolRecorder>;
