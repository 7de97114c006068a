// wink-nlp with its small English model: a fast part-of-speech tagger (about 4 ms per
// 1,000 words). Loaded once per process, on first use.
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

type Wink = ReturnType<typeof winkNLP>;
let nlp: Wink | undefined;

export function wink(): Wink {
  nlp ??= winkNLP(model, ["pos"]);
  return nlp;
}

let withEntities: Wink | undefined;

/** The same model with its date and time finder too ("sunday", "next week", "every morning"), on first use. */
export function winkEntities(): Wink {
  withEntities ??= winkNLP(model, ["ner"]);
  return withEntities;
}

export type TaggedToken = { value: string; start: number; end: number; pos: string };

/** Tokens of `text` with their character offsets and universal part-of-speech tags. */
export function tagText(text: string): TaggedToken[] {
  const n = wink();
  const doc = n.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(n.its.value) as string[];
  const spaces = tokens.out(n.its.precedingSpaces) as string[];
  const pos = tokens.out(n.its.pos) as string[];
  const out: TaggedToken[] = new Array(values.length);
  let offset = 0;
  for (let i = 0; i < values.length; i++) {
    offset += spaces[i].length;
    out[i] = { value: values[i], start: offset, end: offset + values[i].length, pos: pos[i] };
    offset += values[i].length;
  }
  return out;
}

/**
 * Tags a list of words (one tag list per word). The words are joined with single spaces in
 * lower case, so the tags never depend on the casing or punctuation of the input: that is
 * what keeps the punctuation engine idempotent.
 */
export function tagWords(lowerWords: string[]): string[][] {
  const text = lowerWords.join(" ");
  const tokens = tagText(text);
  const tags: string[][] = lowerWords.map(() => []);
  let w = 0;
  let wordStart = 0;
  let wordEnd = lowerWords.length ? lowerWords[0].length : 0;
  for (const t of tokens) {
    while (w < lowerWords.length && t.start >= wordEnd) {
      wordStart = wordEnd + 1;
      w++;
      wordEnd = w < lowerWords.length ? wordStart + lowerWords[w].length : wordStart;
    }
    if (w >= lowerWords.length) break;
    if (t.pos !== "PUNCT" || tags[w].length === 0) tags[w].push(t.pos);
  }
  for (const t of tags) if (t.length === 0) t.push("X");
  return tags;
}
