// Local pronunciation engine: recognisers split and join words freely ("sea shells" for "seashells",
// "l archiduchesse" for "l'archiduchesse"); this lines the heard words up with the target's spelling.

const squash = (w: string) => w.replace(/['\u2019-]/g, "");

/** Joins heard pieces that spell a target word, and splits a heard word that spells two target words. */
export function reconcileCompounds(target: readonly string[], heard: readonly string[]): string[] {
  const spelled = new Map(target.map((t) => [squash(t), t]));
  const joined: string[] = [];
  for (let i = 0; i < heard.length; i++) {
    let taken = 1;
    let word = heard[i];
    if (!spelled.has(squash(heard[i])))
      for (const n of [3, 2]) {
        const hit = i + n <= heard.length ? spelled.get(squash(heard.slice(i, i + n).join(""))) : undefined;
        if (hit) {
          [word, taken] = [hit, n];
          break;
        }
      }
    joined.push(word);
    i += taken - 1;
  }
  const pairs = new Map<string, [string, string]>();
  for (let j = 0; j + 1 < target.length; j++) pairs.set(squash(target[j] + target[j + 1]), [target[j], target[j + 1]]);
  return joined.flatMap((w) => (spelled.has(squash(w)) ? [w] : (pairs.get(squash(w)) ?? [w])));
}
