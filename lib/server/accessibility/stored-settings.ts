import "server-only";
import { normalizeTimestamp, sanitizeProfile, type AccessibilityProfile } from "@/lib/accessibility/profile";

export type StoredAccessibilitySettings = { profile: AccessibilityProfile; updatedAt: string };

/** user.accessibilitySettings as stored ({ profile, updatedAt }); null when absent or unusable. */
export function readStoredSettings(value: unknown): StoredAccessibilitySettings | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { profile, updatedAt } = value as { profile?: unknown; updatedAt?: unknown };
  const sanitized = sanitizeProfile(profile);
  const time = normalizeTimestamp(updatedAt);
  if (sanitized.recognisedFields === 0 || !time) return null;
  return { profile: sanitized.profile, updatedAt: time };
}
