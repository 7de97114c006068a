// The CMU pronouncing dictionary (134,000 English words in ARPAbet), loaded once on first
// use, and a respelling that English readers can follow: "thermometer" -> "thur-MAH-muh-tur".

type Dictionary = Record<string, string>;
let dictionary: Promise<Dictionary> | undefined;

export function loadCmu(): Promise<Dictionary> {
  dictionary ??= import("cmu-pronouncing-dictionary").then((m) => (m as unknown as { dictionary: Dictionary }).dictionary);
  return dictionary;
}

/** ARPAbet phonemes of a word (first pronunciation), or undefined when the word is unknown. */
export function phonemesOf(dict: Dictionary, word: string): string[] | undefined {
  const key = word.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^a-z'.-]/g, "");
  const entry = dict[key] ?? dict[key.replace(/'s$/, "")];
  return entry ? entry.split(" ") : undefined;
}

export const isVowel = (p: string) => /\d$/.test(p);
export const bare = (p: string) => p.replace(/\d$/, "");

const VOWELS: Record<string, string> = {
  AA: "ah", AE: "a", AH: "uh", AO: "aw", AW: "ow", AY: "y", EH: "eh", ER: "ur", EY: "ay", IH: "ih", IY: "ee",
  OW: "oh", OY: "oy", UH: "uu", UW: "oo",
};
const CONSONANTS: Record<string, string> = {
  B: "b", CH: "ch", D: "d", DH: "th", F: "f", G: "g", HH: "h", JH: "j", K: "k", L: "l", M: "m", N: "n", NG: "ng",
  P: "p", R: "r", S: "s", SH: "sh", T: "t", TH: "th", V: "v", W: "w", Y: "y", Z: "z", ZH: "zh",
};
const ONSETS = new Set([
  "P R", "P L", "B R", "B L", "T R", "D R", "K R", "K L", "K W", "G R", "G L", "F R", "F L", "TH R", "S P", "S T", "S K",
  "S M", "S N", "S L", "S W", "SH R", "T W", "D W", "P Y", "B Y", "K Y", "M Y", "F Y", "V Y", "HH Y", "S P R", "S T R",
  "S K R", "S P L", "S K W",
]);

/** Splits phonemes into syllables, giving each following vowel the longest legal onset. */
export function syllables(phonemes: string[]): string[][] {
  const vowelAt = phonemes.map((p, i) => (isVowel(p) ? i : -1)).filter((i) => i >= 0);
  if (vowelAt.length === 0) return [phonemes];
  const out: string[][] = [];
  let start = 0;
  for (let v = 0; v < vowelAt.length; v++) {
    const here = vowelAt[v];
    const next = vowelAt[v + 1];
    if (next === undefined) {
      out.push(phonemes.slice(start));
      break;
    }
    const cluster = phonemes.slice(here + 1, next).map(bare);
    let onset = cluster.length === 0 ? 0 : 1;
    for (let len = Math.min(3, cluster.length); len >= 2; len--) {
      if (ONSETS.has(cluster.slice(cluster.length - len).join(" "))) {
        onset = len;
        break;
      }
    }
    if (cluster.length >= 1 && cluster[cluster.length - 1] === "NG") onset = 0;
    const cut = next - onset;
    out.push(phonemes.slice(start, cut));
    start = cut;
  }
  return out;
}

/**
 * A readable respelling with the stressed syllable in capitals. `british`: drop the "r"
 * that British English does not pronounce after a vowel.
 */
export function respell(phonemes: string[], british = false): string {
  const list = british
    ? phonemes.filter((p, i) => !(bare(p) === "R" && i > 0 && isVowel(phonemes[i - 1]) && !(phonemes[i + 1] && isVowel(phonemes[i + 1]))))
    : phonemes;
  const parts = syllables(list);
  return parts
    .map((syl) => {
      let stressed = false;
      const text = syl
        .map((p, k) => {
          if (!isVowel(p)) return CONSONANTS[p] ?? p.toLowerCase();
          if (p.endsWith("1")) stressed = true;
          const v = bare(p);
          if (british && v === "ER" && p.endsWith("0")) return "uh";
          if (v === "AY") return k === 0 ? "eye" : "y";
          return VOWELS[v] ?? v.toLowerCase();
        })
        .join("");
      // Stress is marked only where there is a choice (two syllables or more).
      return stressed && parts.length > 1 ? text.toUpperCase() : text;
    })
    .join("-");
}

/** Respelling of a phrase: each word respelled, unknown words left as written. */
export function respellText(dict: Dictionary, text: string, british = false): string | undefined {
  const words = text.match(/[A-Za-z'-]+/g) ?? [];
  if (words.length === 0) return undefined;
  let known = 0;
  const parts = words.map((w) => {
    const p = phonemesOf(dict, w);
    if (!p) return w.toLowerCase();
    known++;
    return respell(p, british);
  });
  return known === 0 ? undefined : parts.join(" ");
}
