// The spec's voice error toasts (core-product §8) for a failed voice answer.
import type { DictationError } from "@/lib/speech/recognition-controller";

export function voiceErrorMessage(error: DictationError): { title: string; description: string } | null {
  if (error.code === "aborted" || error.code === "no-speech") return null;
  const title = "Voice recognition error";
  if (error.kind === "permission")
    return { title, description: "Microphone permission denied. Please allow microphone access to use voice dictation." };
  if (error.kind === "network") return { title, description: "Network error. Please check your internet connection." };
  return { title, description: `Speech recognition error: ${error.code}` };
}
