// Number formatting for the dashboard figures.
export function formatCount(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
