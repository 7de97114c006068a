// Picking the next item of a game without repeats (pure): items not yet asked this session come
// first; once the level's pool is used up, the least-asked ones, and never the item just asked.
export type Random = () => number;

/**
 * One item of `items`, avoiding the keys in `asked` (oldest first, so the last is the one just
 * asked). Among the items asked the fewest times, it picks at random, leaving out the last one
 * asked unless it is the only item there is.
 */
export function pickFresh<T>(items: readonly T[], keyOf: (item: T) => string, asked: readonly string[], random: Random): T {
  const times = new Map<string, number>();
  for (const key of asked) times.set(key, (times.get(key) ?? 0) + 1);
  const last = asked.at(-1);
  const notLast = items.filter((item) => keyOf(item) !== last);
  const candidates = notLast.length > 0 ? notLast : items;
  const fewest = Math.min(...candidates.map((item) => times.get(keyOf(item)) ?? 0));
  const fresh = candidates.filter((item) => (times.get(keyOf(item)) ?? 0) === fewest);
  return fresh[Math.floor(random() * fresh.length) % fresh.length];
}
