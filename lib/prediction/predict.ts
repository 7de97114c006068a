// Word prediction while typing: completions of the word being typed and the words likely to come
// next, the person's own words first (their documents and vocabulary), then general English
// (word counts and the commonest followers of common words, from the Brown Corpus). Pure.

export type GeneralModel = {
  /** Word -> how often it occurs in general English. */
  counts: Readonly<Record<string, number>>;
  /** Common word -> the words that most often follow it, commonest first. */
  next: Readonly<Record<string, readonly string[]>>;
};

export type PersonalModel = {
  counts: Map<string, number>;
  next: Map<string, Map<string, number>>;
  /** How the person writes each word (capitals kept for names): lower case -> as written. */
  spelled: Map<string, string>;
};

export type Prediction = { word: string; kind: "completion" | "next" };

const WORD_RE = /\p{L}+(?:['\u2019]\p{L}+)*/gu;
/** A sentence break between two words: the next word starts a sentence, not a pair. */
const BREAK_RE = /[.!?;:\n]/;

/** Word and pair counts from the person's own documents and vocabulary words. */
export function personalModel(texts: readonly string[], vocabulary: readonly string[] = []): PersonalModel {
  const model: PersonalModel = { counts: new Map(), next: new Map(), spelled: new Map() };
  const count = (written: string, weight: number) => {
    const w = written.toLowerCase().replace(/\u2019/g, "'");
    model.counts.set(w, (model.counts.get(w) ?? 0) + weight);
    // a name keeps its capital; a word written both ways is offered in lower case
    const before = model.spelled.get(w);
    model.spelled.set(w, before === undefined || before === written ? written : w);
    return w;
  };
  for (const text of texts) {
    let prev: string | null = null;
    let last = 0;
    for (const m of text.matchAll(WORD_RE)) {
      const w = count(m[0], 1);
      if (prev && !BREAK_RE.test(text.slice(last, m.index))) {
        const followers = model.next.get(prev) ?? new Map<string, number>();
        followers.set(w, (followers.get(w) ?? 0) + 1);
        model.next.set(prev, followers);
      }
      prev = w;
      last = m.index + m[0].length;
    }
  }
  for (const phrase of vocabulary) for (const m of phrase.matchAll(WORD_RE)) count(m[0], 3);
  return model;
}

/** What the text before the caret asks for: the word being typed, and the word before it. */
export function typingContext(before: string): { prefix: string; previous: string | null } {
  const tail = /(\p{L}+(?:['\u2019]\p{L}*)*)$/u.exec(before);
  const prefix = tail ? tail[1] : "";
  const rest = before.slice(0, before.length - prefix.length);
  const prev = /(\p{L}+(?:['\u2019]\p{L}+)*)[^\p{L}]*$/u.exec(rest);
  const between = prev ? rest.slice(prev.index + prev[1].length) : "";
  return { prefix, previous: prev && !BREAK_RE.test(between) ? prev[1].toLowerCase().replace(/\u2019/g, "'") : null };
}

/** Copies a capital at the start of what was typed onto a suggestion ("Def" -> "Definitely"). */
function likeTyped(typed: string, word: string): string {
  return typed && /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * Words that sound like the letters typed so far, worked out by the spelling checker's sound
 * matching ("enuf" -> "enough", "becos" -> "because"): `typed` says which letters they are for.
 */
export type SoundAlikes = { typed: string; words: readonly string[] };

/**
 * Up to `limit` predictions for the text before the caret: completions while a word is being
 * typed (at least one letter), the likely next words after a space. Letters that begin no word
 * of general English ("enuf") are most likely spelled by sound: the words they sound like
 * (`sounds`, for those letters) come first; otherwise after the completions.
 */
export function predict(before: string, personal: PersonalModel, general: GeneralModel, limit = 5, sounds?: SoundAlikes): Prediction[] {
  const { prefix, previous } = typingContext(before);
  const out: string[] = [];
  const add = (w: string) => {
    if (out.length < limit && !out.includes(w)) out.push(w);
  };
  const spelled = (w: string) => personal.spelled.get(w) ?? w;
  if (prefix) {
    const p = prefix.toLowerCase();
    const fits = (w: string) => w.length > p.length && w.startsWith(p);
    // the person's words after the previous word, their words, then general English
    const byCount = (entries: Iterable<[string, number]>) => [...entries].filter(([w]) => fits(w)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    if (previous) for (const [w] of byCount(personal.next.get(previous) ?? [])) add(spelled(w));
    for (const [w] of byCount(personal.counts)) add(spelled(w));
    const completions = byCount(Object.entries(general.counts)).map(([w]) => w);
    const alike = sounds && sounds.typed.toLowerCase() === p ? sounds.words.map(spelled) : [];
    for (const w of completions.length ? [...completions, ...alike] : alike) add(w);
    return out.map((w) => ({ word: likeTyped(prefix, w), kind: "completion" as const }));
  }
  if (previous) {
    for (const [w] of [...(personal.next.get(previous) ?? [])].sort((a, b) => b[1] - a[1])) add(spelled(w));
    for (const w of general.next[previous] ?? []) add(w);
  }
  const startOfSentence = !previous;
  return out.map((w) => ({ word: startOfSentence ? likeTyped("A", w) : w, kind: "next" as const }));
}
