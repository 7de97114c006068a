// Reading fonts offered by the accessibility toolbar (core-product §9). OpenDyslexic (SIL OFL)
// and Inter (the "Default") are self-hosted through next/font/local (lib/fonts.ts exposes
// --font-opendyslexic and --font-inter). Comic Sans, Arial and Verdana cannot be shipped under
// their licences: they use the visitor's installed copy, then look-alikes (Comic Neue,
// Liberation Sans, DejaVu Sans) and a plain sans-serif, never a cursive fallback.

export const FONT_IDS = ["opendyslexic", "comic-sans", "arial", "verdana", "default"] as const;
export type FontId = (typeof FONT_IDS)[number];

export type ReadingFont = { id: FontId; label: string; stack: string; description: string };

export const READING_FONTS: readonly ReadingFont[] = [
  {
    id: "opendyslexic",
    label: "OpenDyslexic",
    stack: 'var(--font-opendyslexic), "OpenDyslexic", "Comic Sans MS", "Comic Neue", Verdana, sans-serif',
    description: "Heavy bottoms help letters keep their place.",
  },
  {
    id: "comic-sans",
    label: "Comic Sans",
    stack: '"Comic Sans MS", "Comic Neue", "Chalkboard SE", "Comic Relief", "Trebuchet MS", Verdana, sans-serif',
    description: "Rounded, irregular letter shapes.",
  },
  {
    id: "arial",
    label: "Arial",
    stack: 'Arial, "Liberation Sans", "Helvetica Neue", Helvetica, sans-serif',
    description: "A plain sans-serif.",
  },
  {
    id: "verdana",
    label: "Verdana",
    stack: 'Verdana, "DejaVu Sans", "Bitstream Vera Sans", Geneva, Tahoma, sans-serif',
    description: "Wide letters with generous spacing.",
  },
  {
    id: "default",
    label: "Default",
    stack: 'var(--font-inter), "Inter", ui-sans-serif, system-ui, "Segoe UI", Roboto, Arial, sans-serif',
    description: "SayWrite's usual font (Inter).",
  },
];

export function isFontId(value: unknown): value is FontId {
  return typeof value === "string" && (FONT_IDS as readonly string[]).includes(value);
}

/** Accepts ids and display names in any case ("OpenDyslexic", "Comic Sans", "comic_sans"). */
export function toFontId(value: unknown): FontId | undefined {
  if (typeof value !== "string") return undefined;
  const key = value.trim().toLowerCase().replace(/[\s_]+/g, "-");
  if (isFontId(key)) return key;
  if (key === "comic-sans-ms" || key === "comicsans") return "comic-sans";
  if (key === "open-dyslexic") return "opendyslexic";
  if (key === "inter" || key === "system") return "default";
  return undefined;
}

export function fontStack(id: FontId): string {
  return (READING_FONTS.find((f) => f.id === id) ?? READING_FONTS[READING_FONTS.length - 1]).stack;
}
