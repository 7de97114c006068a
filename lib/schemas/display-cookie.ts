import { z } from "zod";
import { DISPLAY_COOKIE_MAX_CHARS, displayProfile, type DISPLAY_FIELDS } from "@/lib/accessibility/display-cookie";
import { FONT_IDS } from "@/lib/accessibility/fonts";
import { CONTRAST_MODES, DEFAULT_PROFILE, PROFILE_RANGES, type AccessibilityProfile } from "@/lib/accessibility/profile";

// The a11y-display cookie, as the root layout reads it (already URI-decoded by Next) to draw the
// first paint in the reader's settings (lib/accessibility/display-cookie.ts writes it). It comes
// from the browser, so anything else (another field, a value out of range or off its step, too
// long, not JSON) fails, and the page is drawn in the defaults: no error, no partial settings.
const inRange = ({ min, max }: { min: number; max: number }) => z.number().min(min).max(max).optional();
const colour = z.string().regex(/^#[0-9a-f]{6}$/).optional();

const displayFieldsSchema = z.strictObject({
  preferredFont: z.enum(FONT_IDS).optional(),
  fontSize: inRange(PROFILE_RANGES.fontSize),
  lineHeight: inRange(PROFILE_RANGES.lineHeight),
  letterSpacing: inRange(PROFILE_RANGES.letterSpacing),
  wordSpacing: inRange(PROFILE_RANGES.wordSpacing),
  backgroundColor: colour,
  textColor: colour,
  highlightColor: colour,
  contrastMode: z.enum(CONTRAST_MODES).optional(),
  dyslexiaFriendly: z.boolean().optional(),
} satisfies Record<(typeof DISPLAY_FIELDS)[number], z.ZodType>);

export const displayCookieSchema = z
  .string()
  .max(DISPLAY_COOKIE_MAX_CHARS)
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The display cookie is not JSON." });
      return z.NEVER;
    }
  })
  .pipe(displayFieldsSchema)
  .transform((fields, ctx) => {
    // the same rule as the browser's (on a slider's step, as the app writes it), so both start from the same look
    const profile = displayProfile(fields);
    if (!profile) ctx.addIssue({ code: "custom", message: "The display cookie holds no settings the app writes." });
    return profile ?? z.NEVER;
  });

/** The profile to draw the page in: the cookie's display settings over the defaults, or the defaults. */
export function profileFromDisplayCookie(value: string | undefined): AccessibilityProfile {
  const parsed = value === undefined ? null : displayCookieSchema.safeParse(value);
  return parsed?.success ? parsed.data : { ...DEFAULT_PROFILE };
}
