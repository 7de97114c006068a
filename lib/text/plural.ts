// Counts as people read them: "1 word", "1,234 words", "2.5 minutes".

/** A count with thousands separators and at most one decimal. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** "1 word" / "3 words": the count, then the singular or plural noun. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
