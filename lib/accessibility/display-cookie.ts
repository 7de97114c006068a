// The reader's display settings in a cookie as well as in localStorage, so the server can draw the
// first paint in them (app/layout.tsx) and nothing is restyled once the app has hydrated. Only the
// display fields (DISPLAY_FIELDS), and only those that differ from the defaults, are kept: a reader
// on the defaults sends no cookie at all, and nothing else of the profile ever leaves in a request.
// The server checks it with zod (lib/schemas/display-cookie.ts) and the browser with the same rule
// (displayProfile): a value that is not exactly what writeDisplayCookie writes is ignored whole.
// The cookie is rewritten each time the profile is applied, so it holds the last applied settings:
// a browser with no saved copy starts from it (profile-store.ts) rather than from the defaults.
import { DEFAULT_PROFILE, sanitizeProfile, type AccessibilityProfile } from "@/lib/accessibility/profile";

export const DISPLAY_COOKIE = "a11y-display";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Longer than any value writeDisplayCookie writes (every field away from its default), decoded. */
export const DISPLAY_COOKIE_MAX_CHARS = 400;

/** What the server draws <html> from (document-style.ts), and the preset switch that set it. */
export const DISPLAY_FIELDS = [
  "preferredFont",
  "fontSize",
  "lineHeight",
  "letterSpacing",
  "wordSpacing",
  "backgroundColor",
  "textColor",
  "highlightColor",
  "contrastMode",
  "dyslexiaFriendly",
] as const satisfies readonly (keyof AccessibilityProfile)[];

export type DisplaySettings = Partial<Pick<AccessibilityProfile, (typeof DISPLAY_FIELDS)[number]>>;

/** The display fields of `profile` that differ from the defaults. */
export function displaySettings(profile: AccessibilityProfile): DisplaySettings {
  return Object.fromEntries(DISPLAY_FIELDS.filter((k) => profile[k] !== DEFAULT_PROFILE[k]).map((k) => [k, profile[k]]));
}

/**
 * The profile that display settings read from a cookie describe (over the defaults), or null
 * unless every key is a display field and every value one the profile keeps as it is (in range,
 * on the slider's step, a lower-case #rrggbb colour): the rule the server's zod schema ends with.
 */
export function displayProfile(settings: unknown): AccessibilityProfile | null {
  if (!settings || typeof settings !== "object" || Array.isArray(settings)) return null;
  const entries = Object.entries(settings);
  const { profile } = sanitizeProfile(settings);
  const exact = entries.every(([k, v]) => (DISPLAY_FIELDS as readonly string[]).includes(k) && profile[k as keyof AccessibilityProfile] === v);
  return entries.length && exact ? profile : null;
}

/** The cookie's value: the display settings, or null on the defaults. */
export function serializeDisplayCookie(profile: AccessibilityProfile): string | null {
  const settings = displaySettings(profile);
  return Object.keys(settings).length ? encodeURIComponent(JSON.stringify(settings)) : null;
}

/** The profile this browser's cookie describes, or null when there is none or it is unusable. */
export function readDisplayCookieInBrowser(): AccessibilityProfile | null {
  const prefix = `${DISPLAY_COOKIE}=`;
  const raw = document.cookie.split("; ").find((c) => c.startsWith(prefix))?.slice(prefix.length);
  if (!raw) return null;
  try {
    const json = decodeURIComponent(raw);
    return json.length <= DISPLAY_COOKIE_MAX_CHARS ? displayProfile(JSON.parse(json)) : null;
  } catch {
    return null;
  }
}

/** Writes (or, for the defaults, removes) the cookie in the browser. */
export function writeDisplayCookie(profile: AccessibilityProfile): void {
  const value = serializeDisplayCookie(profile);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${DISPLAY_COOKIE}=${value ?? ""}; Path=/; Max-Age=${value ? ONE_YEAR_S : 0}; SameSite=Lax${secure}`;
}
