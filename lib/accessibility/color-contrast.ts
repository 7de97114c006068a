// Colour maths for deriving readable theme tokens from a background and text colour
// (WCAG 2.x relative luminance and contrast ratio).

export type Rgb = [number, number, number];

const HEX_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_RE.test(value.trim());
}

/** "#ABC" -> "#aabbcc"; undefined for anything that is not a hex colour. */
export function normalizeHex(value: unknown): string | undefined {
  if (!isHexColor(value)) return undefined;
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
}

export function hexToRgb(hex: string): Rgb {
  const h = normalizeHex(hex) ?? "#000000";
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`;
}

/** `amount` of `b` mixed into `a` (0 = a, 1 = b), like color-mix(in srgb, ...). */
export function mixHex(a: string, b: string, amount: number): string {
  const [ra, ga, ba] = hexToRgb(a);
  const [rb, gb, bb] = hexToRgb(b);
  return rgbToHex([ra + (rb - ra) * amount, ga + (gb - ga) * amount, ba + (bb - ba) * amount]);
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function isDark(hex: string): boolean {
  return relativeLuminance(hex) < 0.18;
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}

/**
 * The first candidate with at least `min` contrast against every background; otherwise the
 * candidates are pushed towards black/white until they pass.
 */
export function ensureContrast(candidate: string, backgrounds: string[], min = 4.5): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  if (passes(candidate)) return candidate;
  const target = isDark(backgrounds[0]) ? "#ffffff" : "#000000";
  for (let step = 1; step <= 10; step++) {
    const mixed = mixHex(candidate, target, step / 10);
    if (passes(mixed)) return mixed;
  }
  return target;
}
