/** Lower-case word counts, ignoring punctuation and capitals: "never lose a word" compares these, not sets. */
export function wordMultiset(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().match(/[a-z0-9']+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}
