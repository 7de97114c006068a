// Which speech-synthesis voice to read with: a voice installed on the device (localService)
// in the reader's language first. Local voices start at once, work offline, send no text to a
// server, and (unlike Chrome's online voices) send word-boundary events and have no ~15 s limit.

export type VoiceLike = Pick<SpeechSynthesisVoice, "name" | "lang" | "localService" | "default">;

export function pickVoice<V extends VoiceLike>(voices: readonly V[], language = "en-US"): V | null {
  if (voices.length === 0) return null;
  const wanted = language.toLowerCase();
  const base = wanted.split("-")[0];
  const score = (v: V) => {
    const lang = (v.lang ?? "").toLowerCase().replace("_", "-");
    let s = 0;
    if (lang === wanted) s += 4;
    else if (lang.split("-")[0] === base) s += 3;
    else return -1;
    if (v.localService) s += 5;
    if (v.default) s += 1;
    return s;
  };
  let best: V | null = null;
  let bestScore = -1;
  for (const v of voices) {
    const s = score(v);
    if (s > bestScore) [best, bestScore] = [v, s];
  }
  return best;
}
