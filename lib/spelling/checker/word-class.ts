// Word classes for the real-word check: each word's commonest part of speech in the Brown Corpus
// (a coarse form of its tag: "N", "VB", "VBD", "MD", "POSS" ...), so a pair of words never seen
// together still says something: after "will" (MD) a verb's base form ("begin") is common and an
// "-ing" form ("being") is not. Only words whose class differs from what their ending suggests
// are stored (build-lexicon.ts); the rest are read from the ending, at build time and here alike.

/** A Brown tag ("nns-tl", "pps+bez", "fw-jj") -> its coarse class ("NS", "SUBJ+BEP", "ADJ"). */
export function coarseTag(tag: string): string {
  const parts = tag.toLowerCase().replace(/^fw-/, "").replace(/-(?:tl|hl|nc)\b/g, "").split("+");
  return parts.map((p) => COARSE[p.replace(/\*$/, "")] ?? "X").join("+");
}

const COARSE: Record<string, string> = {
  nn: "N", nr: "N", nns: "NS", nrs: "NS", np: "NP", nps: "NP",
  "nn$": "POSN", "nns$": "POSN", "np$": "POSN", "nps$": "POSN", "nr$": "POSN",
  vb: "VB", vbd: "VBD", vbn: "VBN", vbg: "VBG", vbz: "VBZ",
  be: "BE", bem: "BEP", ber: "BEP", bez: "BEP", bed: "BED", bedz: "BED", beg: "BEG", ben: "BEN",
  hv: "HV", hvz: "HV", hvd: "HVD", hvg: "HV", hvn: "HV", do: "DO", doz: "DO", dod: "DO",
  md: "MD", to: "TO", in: "IN", cc: "CC", cs: "CS", at: "AT",
  dt: "DET", dti: "DET", dts: "DET", dtx: "DET", abn: "DET", abx: "DET", ap: "DET", abl: "DET",
  "pp$": "POSS", "pp$$": "POSS", "wp$": "POSS", pps: "SUBJ", ppss: "SUBJ", ppo: "OBJ", wpo: "OBJ",
  ppl: "REFL", ppls: "REFL", pn: "PN", "pn$": "PN",
  jj: "ADJ", jjr: "ADJ", jjs: "ADJ", jjt: "ADJ", rb: "ADV", rbr: "ADV", rbt: "ADV", rn: "ADV",
  ql: "ADV", qlp: "ADV", wql: "ADV", rp: "RP", "": "NOT", cd: "NUM", od: "NUM",
  wdt: "WH", wps: "WH", wrb: "WH", ex: "EX", uh: "UH",
};

/** The class a word's ending suggests, for a word the table does not list. */
export function classByEnding(word: string): string {
  if (/ing$/.test(word)) return "VBG";
  if (/ed$/.test(word)) return "VBN";
  if (/ly$/.test(word)) return "ADV";
  if (/[^s']s$/.test(word)) return "NS";
  return "N";
}

/** Class -> the words of that class, space-separated (only words their ending would misread). */
export type WordClassTable = Record<string, string>;

export class WordClasses {
  private byWord = new Map<string, string>();
  constructor(table: WordClassTable) {
    for (const [cls, words] of Object.entries(table)) for (const w of words.split(" ")) if (w) this.byWord.set(w, cls);
  }
  of(word: string): string {
    return this.byWord.get(word) ?? classByEnding(word);
  }
}

// The clause so far, as the check reads it: the last class of the verb group since the clause
// began (a modal, "to", a verb or a form of be, have or do; "-" for none yet) and the last
// noun-like class after it ("VBD+N": "everyone came to the party ___"; "-+N": "the manager ___").
// A conjunction, a wh-word or a sentence edge begins a clause; so does a comma (the caller).
// Counted over tagged English (context-data.ts) it says which classes a clause in that state
// goes on with: after a finished clause a preposition, not a second verb; after a singular
// subject and no verb, a past tense, not a verb's base form.
export const CLAUSE_START = "-";
const VERB_GROUP = new Set(["VB", "VBD", "VBN", "VBG", "VBZ", "BE", "BEP", "BED", "BEG", "BEN", "HV", "HVD", "DO", "MD", "TO"]);
const NOUN_LIKE = new Set(["N", "NS", "NP", "SUBJ", "OBJ", "PN", "REFL"]);
const CLAUSE_BREAK = new Set(["CC", "CS", "WH"]);

/** The clause state after a word of class `cls` ("SUBJ+BEP" for "it's": a subject, then its verb). */
export function clauseStep(state: string, cls: string): string {
  if (CLAUSE_BREAK.has(cls)) return CLAUSE_START;
  const parts = cls.split("+");
  const last = parts[parts.length - 1];
  if (VERB_GROUP.has(last)) return last;
  if (NOUN_LIKE.has(parts[0])) return `${state.split("+")[0]}+${parts[0]}`;
  return state;
}
