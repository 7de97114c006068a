// The recorder's speech-recognition messages: the same words the editor uses (core-product §8),
// kept here because the voice tools may not import the editor's feature folder.
import type { DictationError } from "@/lib/speech/recognition-controller";

export const UNSUPPORTED_TITLE = "Voice recognition is not supported in this browser.";
export const UNSUPPORTED_HINT = "Please use Chrome, Edge, or Safari and make sure you're on HTTPS.";

export function recognitionErrorToast(error: DictationError): { title: string; description: string } {
  if (error.kind === "permission") {
    return {
      title: "Voice recognition error",
      description: "Microphone permission denied. Please allow microphone access to use voice dictation.",
    };
  }
  if (error.kind === "network") return { title: "Voice recognition error", description: "Network error. Please check your internet connection." };
  if (error.kind === "unavailable") return { title: UNSUPPORTED_TITLE, description: UNSUPPORTED_HINT };
  return { title: "Voice recognition error", description: `Speech recognition error: ${error.code}` };
}
