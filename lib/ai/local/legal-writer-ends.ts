// Where the writer ended a sentence in a dictation the engine punctuated: the engine's own words
// (a memo's "2. Facts", a brief's "ARGUMENT", a motion's "Grounds") go only between two sentences
// the writer parted, never at a sentence end the punctuation model guessed, where a heading would
// cut a sentence it got wrong in two ("... from Wednesday. / 2. Analysis / The 9th of December every
// statement ...").

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const lastWords = (text: string): string => (text.toLowerCase().match(WORD) ?? []).slice(-2).join(" ");

/** A sentence end the writer gave: a mark typed or said (". ? !") or a line break. */
const WRITERS_END = /[.?!]["')\]]*(?=\s|$)|\n/g;

/**
 * Whether a sentence of the engine's text ends where the writer ended one in `transcript`: its last
 * two words are the two before one of the writer's ends (a figure the engine wrote for the words
 * said matches none, so no heading goes there).
 */
export function endsWhereTheWriterDid(transcript: string): (sentence: string) => boolean {
  const ends = new Set<string>();
  for (const m of transcript.matchAll(WRITERS_END)) {
    const words = lastWords(transcript.slice(0, m.index));
    if (words) ends.add(words);
  }
  return (sentence) => ends.has(lastWords(sentence));
}
