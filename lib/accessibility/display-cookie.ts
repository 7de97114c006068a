// The reader's profile in a cookie as well as in localStorage, so the server can draw the first
// paint in the reader's display settings (app/layout.tsx) and nothing is restyled once the app
// has hydrated. Only the fields that differ from the defaults are kept (a reader on the defaults
// sends no cookie at all); the server reads it back through sanitizeProfile, as it reads any
// stored profile. localStorage and the server's copy stay the source of truth: the cookie is
// rewritten each time the profile is applied, so it follows a change made on another device.
import { DEFAULT_PROFILE, PROFILE_FIELDS, sanitizeProfile, type AccessibilityProfile } from "@/lib/accessibility/profile";

export const DISPLAY_COOKIE = "a11y-display";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie's value: the fields that differ from the defaults, or null when none do. */
export function serializeDisplayCookie(profile: AccessibilityProfile): string | null {
  const changed = Object.fromEntries(PROFILE_FIELDS.filter((k) => profile[k] !== DEFAULT_PROFILE[k]).map((k) => [k, profile[k]]));
  return Object.keys(changed).length ? encodeURIComponent(JSON.stringify(changed)) : null;
}

/** The profile a cookie value describes; the defaults when it is missing or unusable. */
export function parseDisplayCookie(value: string | undefined): AccessibilityProfile {
  if (!value) return { ...DEFAULT_PROFILE };
  try {
    return sanitizeProfile(JSON.parse(decodeURIComponent(value))).profile;
  } catch {
    return { ...DEFAULT_PROFILE };
  }
}

/** Writes (or, for the defaults, removes) the cookie in the browser. */
export function writeDisplayCookie(profile: AccessibilityProfile): void {
  const value = serializeDisplayCookie(profile);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${DISPLAY_COOKIE}=${value ?? ""}; Path=/; Max-Age=${value ? ONE_YEAR_S : 0}; SameSite=Lax${secure}`;
}
