// English sounds by name ("'th' as in 'think'") and a tip for making each one, with a sharper
// tip for the swaps learners make most ("s" or "f" for "th", "w" for "v", "l" for "r").

export const SOUND_NAMES: Record<string, string> = {
  TH: "'th' as in 'think'", DH: "'th' as in 'this'", S: "'s' as in 'sun'", Z: "'z' as in 'zoo'", F: "'f' as in 'fan'",
  V: "'v' as in 'van'", W: "'w' as in 'wet'", R: "'r' as in 'red'", L: "'l' as in 'leg'", SH: "'sh' as in 'shoe'",
  ZH: "the 's' in 'measure'", CH: "'ch' as in 'chin'", JH: "'j' as in 'jam'", NG: "'ng' as in 'sing'", N: "'n' as in 'net'",
  M: "'m' as in 'man'", HH: "'h' as in 'hat'", P: "'p' as in 'pen'", B: "'b' as in 'bed'", T: "'t' as in 'top'",
  D: "'d' as in 'dog'", K: "'k' as in 'kit'", G: "'g' as in 'go'", Y: "'y' as in 'yes'",
  IY: "the long 'ee' in 'see'", IH: "the short 'i' in 'sit'", EH: "the 'e' in 'bed'", AE: "the 'a' in 'cat'",
  AH: "the 'u' in 'cup'", AA: "the 'o' in 'hot'", AO: "the 'aw' in 'saw'", UH: "the 'oo' in 'book'",
  UW: "the 'oo' in 'food'", ER: "the 'ur' in 'bird'", EY: "the 'ay' in 'day'", AY: "the 'i' in 'time'",
  OW: "the 'o' in 'go'", AW: "the 'ow' in 'now'", OY: "the 'oy' in 'boy'",
};

/** A short name for a sound ("'s'", "long 'ee'"): "the 'th' in 'think'" reads "the " + this + " in 'think'". */
export function shortName(p: string): string {
  return (SOUND_NAMES[p] ?? `'${p.toLowerCase()}'`).replace(/ as in '[^']+'$/, "").replace(/ in '[^']+'$/, "").replace(/^the /, "");
}

const HOW_TO: Record<string, string> = {
  TH: "Put the tip of your tongue between your teeth and blow gently, without using your voice.",
  DH: "Put the tip of your tongue between your teeth and use your voice, so it buzzes.",
  S: "Keep your tongue just behind your top teeth and hiss.",
  Z: "Keep your tongue behind your top teeth and buzz like a bee.",
  F: "Rest your top teeth on your bottom lip and blow.",
  V: "Rest your top teeth on your bottom lip and use your voice, so your lip buzzes.",
  W: "Round your lips tightly, then open them into the vowel.",
  R: "Curl your tongue back a little without touching the roof of your mouth.",
  L: "Touch the ridge behind your top teeth with the tip of your tongue and let the sound out at the sides.",
  SH: "Push your lips forward and let the air rush over your tongue, without voice.",
  ZH: "Push your lips forward and buzz, as in the middle of 'measure'.",
  CH: "Start with your tongue touching the roof of your mouth, then release it with a 'sh'.",
  JH: "Start with your tongue touching the roof of your mouth, then release it with voice, as in 'jam'.",
  NG: "Make the sound at the back of your mouth through your nose, without adding a 'g'.",
  N: "Touch the ridge behind your top teeth and hum through your nose.",
  M: "Close your lips and hum.",
  HH: "Breathe out a little puff of air before the vowel.",
  P: "Close your lips and let them pop open with a puff of air, without voice.",
  B: "Close your lips and let them open with your voice on.",
  T: "Tap the ridge behind your top teeth and release it clearly, without voice.",
  D: "Tap the ridge behind your top teeth with your voice on.",
  K: "Lift the back of your tongue to the roof of your mouth and release it with a puff, without voice.",
  G: "Lift the back of your tongue to the roof of your mouth and release it with your voice on.",
  Y: "Start with your tongue high and forward, as if about to say 'ee'.",
  IY: "Smile wide and hold the sound long.",
  IH: "Keep it short and relaxed, with your mouth only a little open.",
  EH: "Drop your jaw a little more than for 'i', and keep it short.",
  AE: "Drop your jaw wide and spread your lips a little.",
  AH: "Relax your mouth and say a short, open 'uh'.",
  AA: "Drop your jaw wide with your tongue low and back.",
  AO: "Round your lips and drop your jaw, with your tongue low and back.",
  UH: "Round your lips a little and keep it short.",
  UW: "Round your lips tightly and hold the sound long.",
  ER: "Curl your tongue back a little and hold it.",
  EY: "Start with 'e' and glide towards 'ee'.",
  AY: "Start with an open 'ah' and glide towards 'ee'.",
  OW: "Start with 'o' and round your lips as you glide towards 'oo'.",
  AW: "Start with an open 'ah' and round your lips towards 'oo'.",
  OY: "Start with a rounded 'aw' and glide towards 'ee'.",
};

/** Sharper tips for common swaps: "<sound in the word>/<sound said instead>". */
const SWAPS: Record<string, string> = {
  "TH/S": "Your tongue stayed behind your teeth: let the tip show between them and blow.",
  "TH/F": "You used your lip: keep your lips still and blow over the tip of your tongue, between your teeth.",
  "TH/T": "Do not tap: let the tip of your tongue rest between your teeth and let the air flow.",
  "DH/D": "Do not tap: let the tip of your tongue rest between your teeth and buzz.",
  "DH/Z": "Your tongue stayed behind your teeth: let the tip show between them and buzz.",
  "DH/V": "You used your lip: put the tip of your tongue between your teeth instead.",
  "V/B": "Your lips closed: touch your top teeth to your bottom lip instead and buzz.",
  "V/W": "Your lips rounded: touch your top teeth to your bottom lip instead and buzz.",
  "V/F": "Add your voice: your lip should buzz.",
  "W/V": "Your teeth touched your lip: round your lips instead, with no teeth.",
  "F/V": "No voice here: just blow.",
  "R/L": "Your tongue touched the roof of your mouth: curl it back without touching anything.",
  "L/R": "Let the tip of your tongue touch the ridge behind your top teeth.",
  "R/W": "Your lips did the work: curl your tongue back instead, lips relaxed.",
  "IH/IY": "Too long: 'i' is short and relaxed, not a smiling 'ee'.",
  "IY/IH": "Too short: smile and hold the 'ee'.",
  "UH/UW": "Too long: keep this 'oo' short and relaxed.",
  "UW/UH": "Too short: round your lips and hold the 'oo'.",
  "NG/N": "Finish at the back of your mouth: the tongue lifts at the back, not at the front.",
  "SH/S": "Push your lips forward and pull your tongue back a little for 'sh'.",
  "SH/CH": "No stop before it: let the air flow from the start.",
  "CH/SH": "Start with a stop: touch the roof of your mouth first, then release.",
  "Z/S": "Add your voice: it should buzz.",
  "JH/Y": "Start with your tongue touching the roof of your mouth, as in 'jam'.",
  "Y/JH": "No stop: glide from 'ee' into the vowel.",
  "P/B": "No voice: a puff of air as your lips open.",
  "B/P": "Use your voice as your lips open.",
  "K/G": "No voice: a puff of air as your tongue lets go.",
  "G/K": "Use your voice as your tongue lets go.",
  "D/T": "Use your voice: a soft 'd', not a 't'.",
  "T/D": "No voice: a crisp 't'.",
};

/** The tip for one sound of `word`: what to do when it was left out, or said as `said`. */
export function soundTip(word: string, expected: string, said?: string, last = false): string {
  if (said) return `${SWAPS[`${expected}/${said}`] ?? HOW_TO[expected] ?? "Listen again and copy the sound."}`;
  if (last && /^(?:T|D)$/.test(expected) && /ed$/i.test(word)) return `Finish '${word}' with a clear '${expected.toLowerCase()}': the ending shows it happened in the past.`;
  if (last && /^(?:S|Z)$/.test(expected)) return `Finish '${word}' with its '${expected.toLowerCase()}' sound.`;
  return HOW_TO[expected] ?? `Say the ${shortName(expected)} in '${word}'.`;
}
