// Local pronunciation engine: ARPAbet -> plain respelling ("thorough" -> "THUR-oh"). Syllables split by
// maximal legal onsets, the stressed syllable in capitals. Plain letters read more easily than IPA.
import { bare, isVowel, pronunciations, type CmuDictionary } from "./cmu-dictionary";
import { englishWords } from "./english-text";

const ONSETS = new Set(
  `P R|P L|B R|B L|T R|D R|K R|K L|G R|G L|F R|F L|TH R|SH R|S P|S T|S K|S M|S N|S L|S W|T W|D W|K W|G W|TH W|
   P Y|B Y|K Y|F Y|M Y|V Y|HH Y|G Y|S P R|S P L|S T R|S K R|S K W|S K Y|S P Y`
    .split("|")
    .map((s) => s.trim()),
);
const isOnset = (cluster: string[]) =>
  cluster.length === 0 || (cluster.length === 1 ? cluster[0] !== "NG" : ONSETS.has(cluster.join(" ")));

const CONSONANTS: Record<string, string> = {
  B: "b", CH: "ch", D: "d", DH: "th", F: "f", G: "g", HH: "h", JH: "j", K: "k", L: "l", M: "m", N: "n",
  NG: "ng", P: "p", R: "r", S: "s", SH: "sh", T: "t", TH: "th", V: "v", W: "w", Y: "y", Z: "z", ZH: "zh",
};
const SHORT = new Set(["AE", "EH", "IH", "UH", "AH"]);

type Syllable = { onset: string[]; vowel: string; stress: number; coda: string[] };

/** Splits phonemes (with stress digits) into syllables. */
export function syllabify(phones: readonly string[]): Syllable[] {
  const vowels = phones.map((p, i) => (isVowel(p) ? i : -1)).filter((i) => i >= 0);
  if (vowels.length === 0) return [{ onset: [...phones].map(bare), vowel: "", stress: 0, coda: [] }];
  const syllables: Syllable[] = vowels.map((v) => ({ onset: [], vowel: bare(phones[v]), stress: Number(phones[v].slice(-1)), coda: [] }));
  syllables[0].onset = phones.slice(0, vowels[0]).map(bare);
  for (let k = 0; k < vowels.length; k++) {
    const next = vowels[k + 1] ?? phones.length;
    const cluster = phones.slice(vowels[k] + 1, next).map(bare);
    if (k === vowels.length - 1) {
      syllables[k].coda = cluster;
      break;
    }
    let split = 0;
    while (!isOnset(cluster.slice(split))) split++;
    syllables[k].coda = cluster.slice(0, split);
    syllables[k + 1].onset = cluster.slice(split);
  }
  // A stressed short vowel closes its syllable with the next consonant: "city" SIT-ee, "banana" buh-NAN-uh.
  for (let k = 0; k < syllables.length - 1; k++) {
    const s = syllables[k];
    if (s.stress > 0 && SHORT.has(s.vowel) && s.coda.length === 0 && syllables[k + 1].onset.length > 0)
      s.coda.push(syllables[k + 1].onset.shift()!);
  }
  return syllables;
}

function vowelSpelling(s: Syllable, british: boolean): { text: string; usesR: boolean } {
  const closed = s.coda.length > 0;
  const beforeR = s.coda[0] === "R";
  switch (s.vowel) {
    case "AA":
      if (beforeR) return { text: british ? "ah" : "ar", usesR: true };
      return { text: closed ? "o" : "ah", usesR: false };
    case "AE":
      return { text: "a", usesR: false };
    case "AH":
      return { text: s.stress > 0 && closed ? "u" : "uh", usesR: false };
    case "AO":
      return beforeR ? { text: "or", usesR: true } : { text: "aw", usesR: false };
    case "AW":
      return { text: "ow", usesR: false };
    case "AY":
      if (s.onset.length === 0) return { text: "eye", usesR: false };
      return { text: closed ? "igh" : "y", usesR: false };
    case "EH":
      if (beforeR) return { text: "air", usesR: true };
      return { text: closed ? "e" : "eh", usesR: false };
    case "ER":
      return { text: british && s.stress === 0 ? "uh" : "ur", usesR: false };
    case "EY":
      return { text: "ay", usesR: false };
    case "IH":
      return { text: closed ? "i" : "ih", usesR: false };
    case "IY":
      return beforeR ? { text: "eer", usesR: true } : { text: "ee", usesR: false };
    case "OW":
      return { text: "oh", usesR: false };
    case "OY":
      return { text: "oy", usesR: false };
    case "UH":
      return beforeR ? { text: "oor", usesR: true } : { text: "uu", usesR: false };
    case "UW":
      return { text: "oo", usesR: false };
    default:
      return { text: "", usesR: false };
  }
}

function consonants(phones: string[]): string {
  let out = "";
  for (let i = 0; i < phones.length; i++) {
    if (phones[i] === "NG" && phones[i + 1] === "K") out += "n"; // "think" -> THINK, not THINGK
    else out += CONSONANTS[phones[i]] ?? phones[i].toLowerCase();
  }
  return out;
}

/** Respells one pronunciation: ["TH","ER1","OW0"] -> "THUR-oh". */
export function respellPhonemes(phones: readonly string[], british = false): string {
  const syllables = syllabify(phones);
  return syllables
    .map((s) => {
      const vowel = vowelSpelling(s, british);
      const coda = vowel.usesR ? s.coda.slice(1) : s.coda;
      const text = consonants(s.onset) + vowel.text + consonants(coda);
      return s.stress === 1 ? text.toUpperCase() : text;
    })
    .join("-");
}

/** Respells English text word by word; words the dictionary lacks are kept as written. */
export function respellEnglish(dict: CmuDictionary, text: string, british = false): string {
  return englishWords(text)
    .map((word) => {
      const [first] = pronunciations(dict, word);
      return first ? respellPhonemes(first, british) : word;
    })
    .join(" ");
}
