// What every voice screen says about speech recognition (core-product §8), in one place.
import type { DictationError } from "@/lib/speech/recognition-controller";

export const UNSUPPORTED_TITLE = "Voice recognition is not supported in this browser.";
export const UNSUPPORTED_HINT = "Please use Chrome, Edge, or Safari and make sure you're on HTTPS.";
export const VOICE_ERROR_TITLE = "Voice recognition error";

/** A status line's words for the microphone; `starting`: Start was pressed and the recogniser's code is still arriving. */
export function microphoneStatusText(listening: boolean, starting: boolean): string {
  return listening ? "Listening..." : starting ? "Starting the microphone..." : "Microphone is off";
}

/** The sentence shown for a recognition error ("unavailable" uses UNSUPPORTED_TITLE and UNSUPPORTED_HINT). */
export function dictationErrorMessage(error: DictationError): string {
  if (error.kind === "permission") {
    return "Microphone permission denied. Please allow microphone access to use voice dictation.";
  }
  if (error.kind === "network") return "Network error. Please check your internet connection.";
  if (error.kind === "unavailable") return `${UNSUPPORTED_TITLE} ${UNSUPPORTED_HINT}`;
  return `Speech recognition error: ${error.code}`;
}
