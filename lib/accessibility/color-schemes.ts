// Colour schemes (core-product §9): seven, the first six offered as buttons, plus Default.
// A scheme sets the profile's backgroundColor/textColor/highlightColor; every other theme
// token (cards, muted text, borders, buttons, focus ring) is derived here so that all text
// keeps WCAG AA contrast on the chosen paper, including the dark High Contrast scheme.
import { ensureContrast, isDark, mixHex, normalizeHex, readableOn } from "@/lib/accessibility/color-contrast";

export const COLOR_SCHEME_IDS = [
  "cream", "blue-tint", "yellow-highlight", "green-paper", "grey-scale", "high-contrast", "default",
] as const;
export type ColorSchemeId = (typeof COLOR_SCHEME_IDS)[number];

export type ColorScheme = {
  id: ColorSchemeId;
  label: string;
  backgroundColor: string;
  textColor: string;
  highlightColor: string;
};

export const COLOR_SCHEMES: readonly ColorScheme[] = [
  { id: "cream", label: "Cream Background", backgroundColor: "#fdf6e3", textColor: "#1f1f1f", highlightColor: "#fde68a" },
  { id: "blue-tint", label: "Blue Tint", backgroundColor: "#e6f0fa", textColor: "#14213d", highlightColor: "#fff59d" },
  { id: "yellow-highlight", label: "Yellow Highlight", backgroundColor: "#fffbe6", textColor: "#1f1f1f", highlightColor: "#ffeb3b" },
  { id: "green-paper", label: "Green Paper", backgroundColor: "#e8f3e0", textColor: "#1b2e1b", highlightColor: "#fff59d" },
  { id: "grey-scale", label: "Grey Scale", backgroundColor: "#eeeeee", textColor: "#1a1a1a", highlightColor: "#cccccc" },
  { id: "high-contrast", label: "High Contrast", backgroundColor: "#000000", textColor: "#ffffff", highlightColor: "#ffff00" },
  // Spec default: white, black, light yellow. Rendered with the app's own palette (see computeDocumentStyle).
  { id: "default", label: "Default", backgroundColor: "#ffffff", textColor: "#000000", highlightColor: "#fff59d" },
];

/** The six scheme buttons (Default is offered separately). */
export const SCHEME_BUTTONS = COLOR_SCHEMES.slice(0, 6);
export const DEFAULT_SCHEME = COLOR_SCHEMES[6];

export function getColorScheme(id: ColorSchemeId): ColorScheme {
  return COLOR_SCHEMES.find((s) => s.id === id)!;
}

/** Which scheme the colours belong to ("custom" for colours imported from a file). */
export function matchColorScheme(colors: { backgroundColor: string; textColor: string }): ColorSchemeId | "custom" {
  const bg = normalizeHex(colors.backgroundColor);
  const fg = normalizeHex(colors.textColor);
  return COLOR_SCHEMES.find((s) => s.backgroundColor === bg && s.textColor === fg)?.id ?? "custom";
}

/** The theme tokens app/globals.css defines (shadcn-style names, without the leading --). */
export const THEME_TOKENS = [
  "background", "foreground", "card", "card-foreground", "muted", "muted-strong", "muted-foreground",
  "primary", "primary-foreground", "secondary", "secondary-foreground", "accent", "accent-foreground",
  "destructive", "destructive-foreground", "warning", "warning-foreground", "success", "success-foreground",
  "border", "input", "ring",
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** Readable tokens for a background/text pair. */
export function deriveThemeTokens(backgroundColor: string, textColor: string): Record<ThemeToken, string> {
  const bg = normalizeHex(backgroundColor) ?? "#ffffff";
  const dark = isDark(bg);
  const fg = ensureContrast(normalizeHex(textColor) ?? readableOn(bg), [bg], 7);
  const card = mixHex(bg, "#ffffff", dark ? 0.07 : 0.5);
  const muted = mixHex(bg, fg, 0.07);
  const surfaces = [bg, card, muted];
  const primary = ensureContrast(dark ? "#93c5fd" : "#1d4ed8", surfaces);
  const destructive = ensureContrast(dark ? "#fca5a5" : "#b42318", [bg, card]);
  const success = ensureContrast(dark ? "#86efac" : "#166534", [bg, card]);
  return {
    background: bg,
    foreground: fg,
    card,
    "card-foreground": fg,
    muted,
    "muted-strong": ensureContrast(mixHex(bg, fg, 0.35), [bg], 3),
    "muted-foreground": ensureContrast(mixHex(fg, bg, 0.25), surfaces),
    primary,
    "primary-foreground": readableOn(primary),
    secondary: mixHex(bg, fg, 0.12),
    "secondary-foreground": fg,
    accent: mixHex(bg, primary, 0.12),
    "accent-foreground": fg,
    destructive,
    "destructive-foreground": readableOn(destructive),
    warning: "#fde68a",
    "warning-foreground": "#3f2d00",
    success,
    "success-foreground": readableOn(success),
    border: mixHex(bg, fg, 0.3),
    input: ensureContrast(mixHex(bg, fg, 0.55), [bg], 3),
    ring: ensureContrast(dark ? "#fbbf24" : "#c2410c", [bg, card], 3),
  };
}

/** Text colour for words on the highlight colour. */
export function highlightTextColor(highlightColor: string): string {
  return readableOn(normalizeHex(highlightColor) ?? "#fff59d");
}
