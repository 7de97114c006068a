// Pronunciation scoring rules (voice-tools-and-enterprise §4, §9).

/** Rounded mean of the previous average weighted by the prior count plus the new accuracy. */
export function nextAverage(previousAverage: number, completed: number, accuracy: number): number {
  if (completed <= 0) return Math.round(accuracy);
  return Math.round((previousAverage * completed + accuracy) / (completed + 1));
}

export type AccuracyBand = "excellent" | "good" | "fair" | "poor";

/** Colour bands at 90, 70 and 50. */
export function accuracyBand(accuracy: number): AccuracyBand {
  if (accuracy >= 90) return "excellent";
  if (accuracy >= 70) return "good";
  if (accuracy >= 50) return "fair";
  return "poor";
}

/** Toast verdict at 80 and 60. */
export function accuracyVerdict(accuracy: number): string {
  if (accuracy >= 80) return "Excellent!";
  if (accuracy >= 60) return "Good work!";
  return "Keep practicing!";
}
