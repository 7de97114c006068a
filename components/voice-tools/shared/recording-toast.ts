"use client";
import { toast } from "@/lib/toast";

/** The recording-started toast; says to type when the browser cannot recognise speech. */
export function announceRecording(title: string, listening: boolean) {
  toast({
    title,
    description: listening
      ? "Speak clearly. Your words appear as you talk."
      : "This browser cannot recognise speech here: type or paste the transcript instead.",
  });
}

/** Processing needs words first (voice-tools-and-enterprise §5: calls are refused client-side on an empty transcript). */
export function announceEmptyTranscript() {
  toast({ title: "Nothing to process yet", description: "Speak, type or paste the transcript first." });
}
