"use client";
// One spoken answer through lib/speech (the shared recognition controller): start, take the
// first final result, stop. Errors use the spec's voice toasts.
import { useCallback } from "react";
import { useDictation, useDictationSnapshot } from "@/lib/speech/use-dictation";
import { voiceErrorMessage } from "@/lib/games/voice-errors";
import { toast } from "@/lib/toast";

export function useVoiceAnswer(onAnswer: (text: string) => void) {
  const dictation = useDictation({
    lang: "en-US",
    onFinal: (text) => {
      const trimmed = text.trim();
      if (!trimmed) return; // empty voice input is ignored
      dictation.stop();
      onAnswer(trimmed);
    },
    onError: (error) => {
      const message = voiceErrorMessage(error);
      if (message) toast({ ...message, variant: "destructive" });
    },
    onSessionEnd: () => {},
  });
  const { state, interim } = useDictationSnapshot(dictation.store);
  const { start, stop } = dictation;
  const toggle = useCallback(() => (state === "listening" ? stop() : void start()), [state, start, stop]);
  return { support: dictation.support, isListening: state === "listening", interim, toggle, stop };
}
