import { z } from "zod";
import { sanitizeProfile, type AccessibilityProfile } from "@/lib/accessibility/profile";

// PUT /api/accessibility/settings: the whole profile with the time it changed. Values are
// clamped into the allowed ranges (a stale or hand-edited client cannot store a broken profile).
export const accessibilitySettingsBodySchema = z.object({
  profile: z
    .record(z.string(), z.unknown())
    .transform((value, ctx) => {
      const { profile, recognisedFields } = sanitizeProfile(value);
      if (recognisedFields === 0) {
        ctx.addIssue({ code: "custom", message: "The profile has no accessibility settings in it." });
        return z.NEVER;
      }
      return profile;
    }),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type AccessibilitySettingsBody = z.infer<typeof accessibilitySettingsBodySchema>;

/** What GET and PUT answer; both null when the user has never saved a profile. */
export type AccessibilitySettingsResponse =
  | { profile: AccessibilityProfile; updatedAt: string }
  | { profile: null; updatedAt: null };
