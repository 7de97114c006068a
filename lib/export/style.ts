// How an export looks: plain defaults, or the reader's own reading profile
// ("Use my reading settings"): font, size, line and letter spacing, and a cream page for PDF.
import type { AccessibilityProfile } from "@/lib/accessibility/profile";

export type ExportFont = "opendyslexic" | "inter";

export type ExportStyle = {
  /** The font embedded in the PDF. */
  font: ExportFont;
  /** The font name written into the Word file (Word uses the reader's installed copy). */
  wordFont: string;
  /** Body size in points. */
  fontSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Extra space between letters, in em. */
  letterSpacing: number;
  /** Page and text colours (hex); the page colour is used by the PDF. */
  background: string;
  textColor: string;
};

export const PLAIN_EXPORT_STYLE: Readonly<ExportStyle> = Object.freeze({
  font: "inter",
  wordFont: "Arial",
  fontSize: 12,
  lineHeight: 1.4,
  letterSpacing: 0,
  background: "#ffffff",
  textColor: "#000000",
});

export const CREAM = "#fdf6e3";
const WORD_FONTS: Record<AccessibilityProfile["preferredFont"], string> = {
  opendyslexic: "OpenDyslexic",
  "comic-sans": "Comic Sans MS",
  arial: "Arial",
  verdana: "Verdana",
  default: "Arial",
};

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return 1;
  const n = parseInt(m[1], 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/**
 * The reader's profile as an export style. Paper stays light: a white or dark screen
 * scheme prints on cream with dark text; a light tint (blue, green...) is kept.
 */
export function styleFromProfile(profile: AccessibilityProfile): ExportStyle {
  const bg = profile.backgroundColor.toLowerCase();
  const lightTint = luminance(bg) > 0.75 && bg !== "#ffffff" && bg !== "#fff";
  return {
    font: profile.preferredFont === "opendyslexic" ? "opendyslexic" : "inter",
    wordFont: WORD_FONTS[profile.preferredFont] ?? "Arial",
    fontSize: Math.round(profile.fontSize * 0.75 * 2) / 2, // CSS px -> pt
    lineHeight: profile.lineHeight,
    letterSpacing: profile.letterSpacing,
    background: lightTint ? bg : CREAM,
    textColor: lightTint && luminance(profile.textColor) < 0.4 ? profile.textColor : "#1f1f1f",
  };
}
