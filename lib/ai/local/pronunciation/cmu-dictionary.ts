// Local pronunciation engine: the CMU pronouncing dictionary (135k English words in ARPAbet),
// loaded lazily once (it is a 4.7 MB module) and shared by respelling and analysis.

export type CmuDictionary = Readonly<Record<string, string>>;

let dictionary: CmuDictionary | undefined;
let loading: Promise<CmuDictionary> | undefined;

/** Loads the dictionary on first use; later calls resolve at once with the same object. */
export function loadCmuDictionary(): Promise<CmuDictionary> {
  if (dictionary) return Promise.resolve(dictionary);
  loading ??= import("cmu-pronouncing-dictionary").then(
    (module) => (dictionary = module.dictionary),
    (error: unknown) => {
      loading = undefined; // let the next call try again
      throw error;
    },
  );
  return loading;
}

/** True once the dictionary is in memory (for timing and warm-up checks). */
export function isCmuDictionaryLoaded(): boolean {
  return dictionary !== undefined;
}

const VOICELESS_END = new Set(["P", "T", "K", "F", "TH"]);
const SIBILANT_END = new Set(["S", "Z", "SH", "ZH", "CH", "JH"]);

/**
 * Every listed pronunciation of a word as phoneme arrays with stress digits ("THINK" -> [["TH","IH1","NG","K"]]).
 * Unlisted possessives and plurals are built from the base word; other unknown words give [].
 */
export function pronunciations(dict: CmuDictionary, word: string): string[][] {
  const w = word.toLowerCase();
  const found: string[][] = [];
  const first = dict[w];
  if (first) {
    found.push(first.split(" "));
    for (let n = 2; n <= 4; n++) {
      const more = dict[`${w}(${n})`];
      if (!more) break;
      found.push(more.split(" "));
    }
    return found;
  }
  const possessive = /^(.+?)'?s'?$/.exec(w);
  if (possessive && possessive[1] !== w) {
    const base = dict[possessive[1]];
    if (base) {
      const phones = base.split(" ");
      const last = phones[phones.length - 1].replace(/\d/, "");
      if (SIBILANT_END.has(last)) return [[...phones, "IH0", "Z"]];
      return [[...phones, VOICELESS_END.has(last) ? "S" : "Z"]];
    }
  }
  return [];
}

/** Strips the stress digit: "IH1" -> "IH". */
export const bare = (phone: string): string => phone.replace(/\d/, "");

export const isVowel = (phone: string): boolean => /\d/.test(phone);
