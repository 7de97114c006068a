// Turns a profile into CSS custom properties and data attributes on <html>; app/accessibility.css
// and the theme in app/globals.css read them, so every screen follows the profile at once.
import { deriveThemeTokens, highlightTextColor, matchColorScheme, THEME_TOKENS } from "@/lib/accessibility/color-schemes";
import { isDark } from "@/lib/accessibility/color-contrast";
import { fontStack } from "@/lib/accessibility/fonts";
import { DEFAULT_PROFILE, type AccessibilityProfile } from "@/lib/accessibility/profile";

export type DocumentStyle = {
  /** Custom properties to set; null means remove (fall back to app/globals.css). */
  vars: Record<string, string | null>;
  /** data-* attributes (name without "data-"). */
  attributes: Record<string, string>;
};

export { STYLE_CACHE_KEY } from "@/lib/accessibility/profile";
// With the styling code, which loads after the page: not in any page's first load.
export { writeDisplayCookie } from "@/lib/accessibility/display-cookie";

export function computeDocumentStyle(profile: AccessibilityProfile): DocumentStyle {
  const scheme = matchColorScheme(profile);
  const isDefaultScheme = scheme === "default";
  const tokens = isDefaultScheme ? null : deriveThemeTokens(profile.backgroundColor, profile.textColor);

  const vars: Record<string, string | null> = {
    "--a11y-font-family": fontStack(profile.preferredFont),
    "--a11y-font-size": `${profile.fontSize}px`,
    // Scales rem-based interface sizes with the chosen text size (16px = 100%).
    "--a11y-font-scale": String(profile.fontSize / 16),
    "--a11y-line-height": String(profile.lineHeight),
    "--a11y-letter-spacing": `${profile.letterSpacing}em`,
    "--a11y-word-spacing": `${profile.wordSpacing}em`,
    // The Default scheme keeps the app's own calm palette (off-white paper, near-black ink).
    "--a11y-bg": tokens ? tokens.background : "var(--background)",
    "--a11y-fg": tokens ? tokens.foreground : "var(--foreground)",
    "--a11y-highlight": profile.highlightColor,
    "--a11y-highlight-fg": highlightTextColor(profile.highlightColor),
  };
  for (const token of THEME_TOKENS) vars[`--${token}`] = tokens ? tokens[token] : null;

  // Which text settings differ from the defaults: accessibility.css then enforces them on
  // every element, over component utilities such as `leading-tight` or `tracking-wide`.
  const custom = [
    profile.fontSize > DEFAULT_PROFILE.fontSize && "larger-text",
    profile.lineHeight !== DEFAULT_PROFILE.lineHeight && "line-height",
    profile.letterSpacing !== DEFAULT_PROFILE.letterSpacing && "letter-spacing",
    profile.wordSpacing !== DEFAULT_PROFILE.wordSpacing && "word-spacing",
    profile.preferredFont !== DEFAULT_PROFILE.preferredFont && "font",
  ].filter(Boolean);

  return {
    vars,
    attributes: {
      contrast: profile.contrastMode,
      "a11y-scheme": scheme,
      "a11y-theme": tokens && isDark(tokens.background) ? "dark" : "light",
      "a11y-font": profile.preferredFont,
      "a11y-custom": custom.join(" "),
      "dyslexia-friendly": String(profile.dyslexiaFriendly),
      "text-highlighting": String(profile.enableTextHighlighting),
    },
  };
}

/**
 * Writes only what differs from what <html> already holds: the server drew the first paint in the
 * reader's settings (htmlStyleProps), and rewriting the same values would restyle the whole page.
 */
export function applyDocumentStyle(style: DocumentStyle, root: HTMLElement): void {
  for (const [name, value] of Object.entries(style.vars)) {
    const current = root.style.getPropertyValue(name);
    if (value === null) {
      if (current) root.style.removeProperty(name);
    } else if (current !== value) root.style.setProperty(name, value);
  }
  for (const [name, value] of Object.entries(style.attributes)) {
    if (root.getAttribute(`data-${name}`) !== value) root.setAttribute(`data-${name}`, value);
  }
}

/** The style as props for the server-rendered <html>: the variables as its style, the data-* attributes. */
export function htmlStyleProps(style: DocumentStyle): { style: Record<string, string> } & Record<`data-${string}`, string> {
  const vars = Object.fromEntries(Object.entries(style.vars).filter((entry): entry is [string, string] => entry[1] !== null));
  const attributes = Object.fromEntries(Object.entries(style.attributes).map(([name, value]) => [`data-${name}`, value]));
  return { style: vars, ...attributes };
}

export function applyProfileToDocument(profile: AccessibilityProfile, root: HTMLElement = document.documentElement): DocumentStyle {
  const style = computeDocumentStyle(profile);
  applyDocumentStyle(style, root);
  return style;
}
