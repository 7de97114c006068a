// Which real recogniser the page talks to. Browsers report results in different shapes, and the
// only safe way to drop a repeated result is to know which shape this one uses: the same words
// twice in a row are a repeat the person said on desktop Chrome, and a re-sent result on Android.
//
// What each family does (the traces in tests/fixtures/speech replay each of these):
// - chrome-desktop, edge: the spec's model. One result list per session that grows; each final
//   result holds only its own words; `resultIndex` is the first result that changed. Edge's
//   service returns capitalised, punctuated text without a leading space.
// - chrome-android: `continuous` is ignored (one utterance per session); inside a session a
//   final can be re-sent at a new index, or re-sent grown (the previous final plus new words),
//   and words still being recognised arrive as finals with confidence 0.
// - safari (WebKit, every browser on iOS): the list holds the finals so far plus one current
//   result; finals are per utterance; after a pause iOS may drop the current hypothesis and start
//   again from scratch without ever finalising it.

export type RecognizerFamily = "chrome-desktop" | "chrome-android" | "edge" | "safari";

export const RECOGNIZER_FAMILIES: readonly RecognizerFamily[] = ["chrome-desktop", "chrome-android", "edge", "safari"];

export type RecognizerQuirks = {
  /**
   * Within one session a new final may repeat, or repeat and extend, the previous final: finals
   * are held while they grow and the utterance is reported once, at its end.
   */
  resendsFinals: boolean;
  /** A final with confidence 0 is still a guess (it is re-sent with a real confidence). */
  zeroConfidenceFinalIsInterim: boolean;
  /** The current hypothesis may be replaced by a new one without being finalised. */
  dropsHypothesisAfterPause: boolean;
};

export const QUIRKS: Readonly<Record<RecognizerFamily, RecognizerQuirks>> = {
  "chrome-desktop": { resendsFinals: false, zeroConfidenceFinalIsInterim: false, dropsHypothesisAfterPause: false },
  edge: { resendsFinals: false, zeroConfidenceFinalIsInterim: false, dropsHypothesisAfterPause: false },
  "chrome-android": { resendsFinals: true, zeroConfidenceFinalIsInterim: true, dropsHypothesisAfterPause: false },
  safari: { resendsFinals: false, zeroConfidenceFinalIsInterim: false, dropsHypothesisAfterPause: true },
};

type NavigatorLike = { userAgent?: string; userAgentData?: { mobile?: boolean; platform?: string } | null };

/**
 * The family from the browser's own description of itself. Every browser on iOS and iPadOS is
 * WebKit underneath (Chrome there says CriOS), so it recognises like Safari.
 */
export function detectRecognizerFamily(nav: NavigatorLike | undefined): RecognizerFamily {
  const ua = nav?.userAgent ?? "";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua) || /\b(CriOS|FxiOS|EdgiOS)\//.test(ua)) return "safari";
  if (/Android/i.test(ua) || nav?.userAgentData?.platform === "Android") return "chrome-android";
  if (/\bEdg(A|iOS)?\//.test(ua)) return "edge";
  if (/Safari\//.test(ua) && !/(Chrome|Chromium)\//.test(ua)) return "safari";
  return "chrome-desktop";
}
