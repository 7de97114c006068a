// The words the spelling checker knows, how each sounds and how common it is, with the indexes
// that find candidates for a misspelling by their consonant sounds (spelling by ear keeps those).
// Built once per process or worker from lexicon.json.
import { consonantSkeleton } from "./phonemes";

export type LexiconData = { words: string; names: string; alikes: string };

export class Lexicon {
  readonly words: string[] = [];
  readonly sounds: string[] = [];
  readonly counts: number[] = [];
  readonly ids = new Map<string, number>();
  readonly names: Set<string>;
  /** Rare words and the common word each is likely a slip for ("wen" -> "when"). */
  readonly alikes: Map<string, string>;
  readonly total: number;
  private bySkeleton = new Map<string, number[]>();

  constructor(data: LexiconData) {
    let total = 0;
    for (const line of data.words.split("\n")) {
      const [word, sound, count] = line.split("\t");
      const id = this.words.length;
      this.words.push(word);
      this.sounds.push(sound);
      const n = Number(count);
      this.counts.push(n);
      total += n;
      this.ids.set(word, id);
    }
    this.total = total;
    this.names = new Set(data.names.split("\n"));
    this.alikes = new Map(data.alikes ? data.alikes.split("\n").map((line) => line.split("\t") as [string, string]) : []);
    for (let id = 0; id < this.words.length; id++) {
      const skeleton = consonantSkeleton(this.sounds[id]);
      add(this.bySkeleton, skeleton, id);
      // a consonant left out or added: indexed under each skeleton with one consonant dropped
      // (common words only, to keep the index small)
      if (this.counts[id] > 0) for (const d of deletions(skeleton)) add(this.bySkeleton, "-" + d, id);
    }
  }

  has(word: string): boolean {
    return this.ids.has(word);
  }

  count(word: string): number {
    const id = this.ids.get(word);
    return id === undefined ? 0 : this.counts[id];
  }

  /**
   * Words whose consonant sounds match `skeleton` (tier 0), are one consonant more or less
   * (tier 1), or one consonant other (tier 2): `visit(id, tier)` for each, a word maybe twice.
   */
  bySound(skeleton: string, visit: (id: number, tier: 0 | 1 | 2) => void): void {
    for (const id of this.bySkeleton.get(skeleton) ?? []) visit(id, 0);
    for (const id of this.bySkeleton.get("-" + skeleton) ?? []) visit(id, 1);
    for (const d of deletions(skeleton)) {
      for (const id of this.bySkeleton.get(d) ?? []) visit(id, 1);
      for (const id of this.bySkeleton.get("-" + d) ?? []) visit(id, 2);
    }
  }
}

function add(map: Map<string, number[]>, key: string, id: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== id) list.push(id);
  } else map.set(key, [id]);
}

function deletions(s: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < s.length; i++) out.add(s.slice(0, i) + s.slice(i + 1));
  return [...out];
}
