// Picking a speech-synthesis voice for a practice language (voice-tools-and-enterprise §1: "speech playback
// of target text uses the browser's speech synthesis in the chosen language when available").

type VoiceLike = { lang: string; default?: boolean; localService?: boolean };

/** The best voice for a BCP 47 code: exact region first, then the same base language; null if none. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], code: string): V | null {
  const want = code.toLowerCase().replace("_", "-");
  const base = want.split("-")[0];
  const norm = (v: V) => v.lang.toLowerCase().replace("_", "-");
  const exact = voices.filter((v) => norm(v) === want);
  const same = exact.length ? exact : voices.filter((v) => norm(v).split("-")[0] === base);
  if (!same.length) return null;
  return same.find((v) => v.localService) ?? same.find((v) => v.default) ?? same[0];
}
