// The accessibility profile (core-product §3, defaults §9): kept in localStorage under
// `accessibility-profile` and, when signed in, in the user's accessibilitySettings. Anything
// read from outside (storage, an imported file, the server) goes through sanitizeProfile:
// out-of-range numbers are clamped and snapped to the slider step, unusable values fall back.
import { normalizeHex } from "@/lib/accessibility/color-contrast";
import { getColorScheme } from "@/lib/accessibility/color-schemes";
import { FONT_IDS, toFontId } from "@/lib/accessibility/fonts";

export const PROFILE_STORAGE_KEY = "accessibility-profile";
/** The storage key of the last applied style (lib/accessibility/document-style.ts), read by the pre-hydration boot script. */
export const STYLE_CACHE_KEY = "accessibility-profile-style";
export const EXPORT_FILE_NAME = "accessibility-settings.json";
export const CONTRAST_MODES = ["normal", "high", "reverse"] as const;
export type ContrastMode = (typeof CONTRAST_MODES)[number];

export type NumericRange = { min: number; max: number; step: number; unit: string };

/** Slider ranges (core-product §5). Spacing is in em so it grows with the text. */
export const PROFILE_RANGES = {
  fontSize: { min: 12, max: 24, step: 1, unit: "px" },
  lineHeight: { min: 1.2, max: 2, step: 0.1, unit: "" },
  letterSpacing: { min: 0, max: 0.2, step: 0.01, unit: "em" },
  wordSpacing: { min: 0, max: 0.4, step: 0.02, unit: "em" },
  readingSpeed: { min: 100, max: 300, step: 25, unit: "wpm" },
} as const satisfies Record<string, NumericRange>;

export type AccessibilityProfile = {
  dyslexiaFriendly: boolean;
  preferredFont: (typeof FONT_IDS)[number];
  fontSize: number;
  lineHeight: number;
  letterSpacing: number;
  wordSpacing: number;
  backgroundColor: string;
  textColor: string;
  highlightColor: string;
  readingSpeed: number;
  enableWordPrediction: boolean;
  enablePhoneticSpelling: boolean;
  enableTextHighlighting: boolean;
  contrastMode: ContrastMode;
};

/** A profile with the time it last changed (ISO 8601): the newer copy wins when syncing. */
export type StoredProfile = { profile: AccessibilityProfile; updatedAt: string | null };

const defaultScheme = getColorScheme("default");

export const DEFAULT_PROFILE: Readonly<AccessibilityProfile> = Object.freeze({
  dyslexiaFriendly: false,
  preferredFont: "default",
  fontSize: 16,
  lineHeight: 1.5,
  letterSpacing: 0,
  wordSpacing: 0,
  backgroundColor: defaultScheme.backgroundColor,
  textColor: defaultScheme.textColor,
  highlightColor: defaultScheme.highlightColor,
  readingSpeed: 200,
  enableWordPrediction: false,
  enablePhoneticSpelling: false,
  enableTextHighlighting: true,
  contrastMode: "normal",
});

export const PROFILE_FIELDS = Object.keys(DEFAULT_PROFILE) as (keyof AccessibilityProfile)[];

/** Clamp into the range and snap to the step (no float noise: 1.2000000000000002 -> 1.2). */
export function clampToRange(value: number, range: Pick<NumericRange, "min" | "max" | "step">): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  const decimals = (String(range.step).split(".")[1] ?? "").length;
  return Math.min(range.max, Number(snapped.toFixed(decimals)));
}

// Lenient readers, one per kind of field: a usable value, or undefined (the caller's base value
// is kept). Plain functions rather than a schema library: this module is in every page's bundle.
type Lenient<T> = (value: unknown) => T | undefined;

const lenientNumber =
  (range: NumericRange): Lenient<number> =>
  (value) => {
    let n: number | undefined;
    if (typeof value === "number") n = value;
    else if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) n = Number(value.trim());
    return n !== undefined && Number.isFinite(n) ? clampToRange(n, range) : undefined;
  };
const lenientBoolean: Lenient<boolean> = (value) =>
  typeof value === "boolean" ? value : value === "true" ? true : value === "false" ? false : undefined;
const lenientColor: Lenient<string> = (value) => (typeof value === "string" ? (normalizeHex(value) ?? undefined) : undefined);
const lenientFont: Lenient<(typeof FONT_IDS)[number]> = (value) => {
  if (typeof value !== "string") return undefined;
  const id = toFontId(value) as string | undefined;
  return (FONT_IDS as readonly string[]).includes(id ?? "") ? (id as (typeof FONT_IDS)[number]) : undefined;
};
const lenientContrast: Lenient<ContrastMode> = (value) => {
  if (typeof value !== "string") return undefined;
  const key = value.trim().toLowerCase();
  const mode = key === "inverted" || key === "invert" ? "reverse" : key;
  return (CONTRAST_MODES as readonly string[]).includes(mode) ? (mode as ContrastMode) : undefined;
};

/** Every field optional; bad values become undefined (so the caller's base value is kept). */
const PROFILE_READERS: { [K in keyof AccessibilityProfile]: Lenient<AccessibilityProfile[K]> } = {
  dyslexiaFriendly: lenientBoolean,
  preferredFont: lenientFont,
  fontSize: lenientNumber(PROFILE_RANGES.fontSize),
  lineHeight: lenientNumber(PROFILE_RANGES.lineHeight),
  letterSpacing: lenientNumber(PROFILE_RANGES.letterSpacing),
  wordSpacing: lenientNumber(PROFILE_RANGES.wordSpacing),
  backgroundColor: lenientColor,
  textColor: lenientColor,
  highlightColor: lenientColor,
  readingSpeed: lenientNumber(PROFILE_RANGES.readingSpeed),
  enableWordPrediction: lenientBoolean,
  enablePhoneticSpelling: lenientBoolean,
  enableTextHighlighting: lenientBoolean,
  contrastMode: lenientContrast,
};

export type SanitizedProfile = { profile: AccessibilityProfile; recognisedFields: number };

/** Valid fields of `input` over `base`; `recognisedFields` counts the usable ones. */
export function sanitizeProfile(input: unknown, base: AccessibilityProfile = DEFAULT_PROFILE): SanitizedProfile {
  if (!isPlainObject(input)) return { profile: { ...base }, recognisedFields: 0 };
  const record = input as Record<string, unknown>;
  const usable = Object.fromEntries(
    Object.entries(PROFILE_READERS)
      .map(([key, read]) => [key, Object.hasOwn(record, key) ? (read as Lenient<unknown>)(record[key]) : undefined])
      .filter(([, v]) => v !== undefined),
  );
  return { profile: { ...base, ...usable } as AccessibilityProfile, recognisedFields: Object.keys(usable).length };
}

/** The localStorage value, or null when it is missing or unusable (logged, then ignored: core-product §8). */
export function parseStoredProfile(raw: string | null | undefined): StoredProfile | null {
  if (!raw) return null;
  try {
    const json: unknown = JSON.parse(raw);
    const { profile, recognisedFields } = sanitizeProfile(json);
    if (recognisedFields === 0) throw new Error("no profile fields");
    return { profile, updatedAt: readTimestamp((json as Record<string, unknown>).updatedAt) };
  } catch (err) {
    console.warn("Ignoring the stored accessibility profile:", err instanceof Error ? err.message : err);
    return null;
  }
}

export function serializeStoredProfile({ profile, updatedAt }: StoredProfile): string {
  return JSON.stringify({ ...profile, updatedAt });
}

export type ImportResult = { ok: true; profile: AccessibilityProfile } | { ok: false; reason: string };

/**
 * An imported settings file: must be JSON holding an object with at least one profile
 * field (else 'Import Failed'); fields that are missing or unusable keep `base`'s value.
 */
export function parseImportedProfile(text: string, base: AccessibilityProfile = DEFAULT_PROFILE): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, reason: "The file is not valid JSON." };
  }
  // Accept our own export and the { profile, updatedAt } shape the server stores.
  const candidate = isPlainObject(json) && isPlainObject(json.profile) ? json.profile : json;
  if (!isPlainObject(candidate)) return { ok: false, reason: "The file does not hold a settings object." };
  const { profile, recognisedFields } = sanitizeProfile(candidate, base);
  if (recognisedFields === 0) return { ok: false, reason: "The file has no accessibility settings in it." };
  return { ok: true, profile };
}

export function exportProfile(profile: AccessibilityProfile): string {
  const ordered = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, profile[k]]));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** The copy changed most recently; a copy without a time loses; on a tie, `a`. */
export function pickNewerProfile(a: StoredProfile | null, b: StoredProfile | null): StoredProfile | null {
  if (!a || !b) return a ?? b;
  return timeOf(b.updatedAt) > timeOf(a.updatedAt) ? b : a;
}

/** BDA style guide in one click: plain sans-serif, larger text, cream paper, wider spacing. */
export const DYSLEXIA_FRIENDLY_PRESET = {
  preferredFont: "verdana",
  fontSize: 18,
  lineHeight: 1.6,
  letterSpacing: 0.05,
  wordSpacing: 0.16,
  backgroundColor: getColorScheme("cream").backgroundColor,
  textColor: getColorScheme("cream").textColor,
  highlightColor: getColorScheme("cream").highlightColor,
} as const satisfies Partial<AccessibilityProfile>;

export function applyDyslexiaFriendlyPreset(profile: AccessibilityProfile): AccessibilityProfile {
  return { ...profile, ...DYSLEXIA_FRIENDLY_PRESET, dyslexiaFriendly: true };
}

/** Switching the preset off restores what was there before (or the defaults for those fields). */
export function removeDyslexiaFriendlyPreset(profile: AccessibilityProfile, before?: AccessibilityProfile | null): AccessibilityProfile {
  const restored = Object.fromEntries(
    Object.keys(DYSLEXIA_FRIENDLY_PRESET).map((k) => {
      const key = k as keyof typeof DYSLEXIA_FRIENDLY_PRESET;
      return [key, (before ?? DEFAULT_PROFILE)[key]];
    }),
  );
  return { ...profile, ...restored, dyslexiaFriendly: false };
}

export function profilesEqual(a: AccessibilityProfile, b: AccessibilityProfile): boolean {
  return PROFILE_FIELDS.every((k) => a[k] === b[k]);
}

/** Speech rate for SpeechSynthesisUtterance (core-product §9: reading speed / 200). */
export function speechRate(readingSpeed: number): number {
  return clampToRange(readingSpeed, PROFILE_RANGES.readingSpeed) / 200;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readTimestamp(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function timeOf(updatedAt: string | null): number {
  const t = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
}

export { readTimestamp as normalizeTimestamp };
