// Counts as people read them: "1 word", "1,234 words", "2.5 minutes".

/**
 * A count with thousands separators and at most one decimal, exactly as
 * `n.toLocaleString("en-US", { maximumFractionDigits: 1 })` writes it, without Intl: a
 * toLocaleString call with options builds a new number formatter each time, and the first one
 * loads the locale's data (64-90 ms of a slow phone's main thread on the dashboard and editor).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return n.toLocaleString("en-US", { maximumFractionDigits: 1 });
  // Intl rounds the shortest decimal that names the number (542.05, not the binary
  // 542.0499...), half away from zero: so round that string, not the number.
  const negative = n < 0 || Object.is(n, -0);
  const text = Math.abs(n).toString();
  let whole = 0;
  let tenth = 0;
  if (!text.includes("e")) {
    const [intPart, frac = ""] = text.split(".");
    whole = Number(intPart);
    tenth = Number(frac[0] ?? "0");
    if (Number(frac[1] ?? "0") >= 5) tenth++;
    if (tenth === 10) {
      whole++;
      tenth = 0;
    }
  } // else below 1e-6: rounds to 0
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${negative ? "-" : ""}${grouped}${tenth ? "." + tenth : ""}`;
}

/** "1 word" / "3 words": the count, then the singular or plural noun. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
