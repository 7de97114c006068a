// Local pronunciation engine: plain names and mouth-position hints for English (ARPAbet) sounds.

/** How a learner would write the sound, shown in quotes: TH -> "th". */
export const SOUND_NAME: Record<string, string> = {
  AA: "ah", AE: "a", AH: "u", AO: "aw", AW: "ow", AY: "eye", EH: "e", ER: "ur", EY: "ay", IH: "i", IY: "ee",
  OW: "oh", OY: "oy", UH: "oo (short)", UW: "oo", B: "b", CH: "ch", D: "d", DH: "th", F: "f", G: "g", HH: "h",
  JH: "j", K: "k", L: "l", M: "m", N: "n", NG: "ng", P: "p", R: "r", S: "s", SH: "sh", T: "t", TH: "th", V: "v",
  W: "w", Y: "y", Z: "z", ZH: "zh",
};

/** What to do with the mouth to make the target sound. */
export const SOUND_HINT: Record<string, string> = {
  TH: "put your tongue lightly between your teeth and blow for 'th'",
  DH: "put your tongue between your teeth and use your voice for the buzzing 'th' (as in 'this')",
  R: "pull your tongue back so the tip touches nothing, and round your lips a little for 'r'",
  L: "touch the tip of your tongue to the ridge behind your top teeth for 'l'",
  V: "rest your top teeth on your bottom lip and buzz for 'v'",
  F: "rest your top teeth on your bottom lip and blow for 'f'",
  W: "round your lips tightly, then open them for 'w'",
  B: "close both lips, then open them with your voice on for 'b'",
  P: "close both lips and let out a small puff of air for 'p'",
  S: "keep your tongue just behind your top teeth and hiss for 's'",
  Z: "hiss like 's' but add your voice, like a buzzing bee, for 'z'",
  SH: "round your lips and push the air out, like 'shh', for 'sh'",
  ZH: "say 'sh' with your voice on for the sound in 'measure'",
  CH: "press your tongue to the roof of your mouth, then release it with a puff for 'ch'",
  JH: "say 'ch' with your voice on for 'j'",
  NG: "lift the back of your tongue and hum through your nose for 'ng'",
  N: "touch the ridge behind your top teeth and hum through your nose for 'n'",
  M: "close your lips and hum for 'm'",
  HH: "breathe out gently before the vowel for 'h'",
  K: "lift the back of your tongue, then release it with a puff for 'k'",
  G: "lift the back of your tongue and use your voice for 'g'",
  T: "tap the ridge behind your top teeth for a crisp 't'",
  D: "tap the ridge behind your top teeth with your voice on for 'd'",
  Y: "start with your tongue high, as in 'yes', for 'y'",
  IY: "smile and hold the long 'ee' (as in 'see')",
  IH: "keep the 'i' short and relaxed (as in 'sit')",
  EH: "open your mouth a little for the short 'e' (as in 'bed')",
  AE: "drop your jaw and spread your lips for the 'a' in 'cat'",
  AA: "open your jaw and relax your tongue for 'ah' (as in 'father')",
  AH: "relax your mouth for the short 'u' (as in 'cup')",
  AO: "round your lips for 'aw' (as in 'saw')",
  UH: "round your lips a little for the short 'oo' (as in 'book')",
  UW: "round your lips tightly for the long 'oo' (as in 'food')",
  ER: "pull your tongue back for 'ur' (as in 'bird')",
  EY: "glide from 'e' to 'ee' for 'ay' (as in 'day')",
  AY: "glide from 'ah' to 'ee' for 'eye' (as in 'my')",
  OW: "glide from 'o' to 'oo' for 'oh' (as in 'go')",
  AW: "glide from 'ah' to 'oo' for 'ow' (as in 'now')",
  OY: "glide from 'aw' to 'ee' for 'oy' (as in 'boy')",
};

/** Sounds learners often find hard; clear ones are praised by name. */
export const HARD_SOUNDS = new Set(["TH", "DH", "R", "L", "V", "W", "ZH", "NG"]);

/** Pairs that differ in one feature (voice, length): a smaller error than an unrelated sound. */
const CLOSE_PAIRS = new Set(
  "IY:IH UW:UH AA:AO AA:AH AH:UH EH:AE EH:EY S:Z T:D P:B K:G F:V TH:DH SH:ZH CH:JH OW:AO ER:AH".split(" "),
);

export function phonemeSubCost(a: string, b: string): number {
  if (a === b) return 0;
  return CLOSE_PAIRS.has(`${a}:${b}`) || CLOSE_PAIRS.has(`${b}:${a}`) ? 0.5 : 1;
}
