import "server-only";
import type { AccessibilityProfile } from "@/lib/accessibility/profile";
import { db } from "@/lib/server/db";
import { readStoredSettings, type StoredAccessibilitySettings } from "@/lib/server/accessibility/stored-settings";

/**
 * Stores the profile unless the copy already saved is newer (another device changed it
 * since): the newer copy wins, and the answer is always the copy now stored. A clock
 * running ahead cannot pin a profile: times in the future are brought back to now.
 * The comparison and the write are one conditional UPDATE, so two devices saving at the same
 * moment cannot both read the old copy and let the older profile land last.
 */
export async function saveAccessibilitySettings(
  userId: string,
  input: { profile: AccessibilityProfile; updatedAt: string },
  now = new Date(),
): Promise<StoredAccessibilitySettings> {
  const updatedAt = new Date(Math.min(Date.parse(input.updatedAt), now.getTime())).toISOString();
  const next = { profile: input.profile, updatedAt };
  // Stored times are toISOString() output, which sorts as text; anything else is not a usable copy.
  const written = await db.$executeRaw`
    UPDATE "users"
    SET "accessibility_settings" = ${JSON.stringify(next)}::jsonb, "updated_at" = now()
    WHERE "id" = ${userId}
      AND (
        "accessibility_settings" IS NULL
        OR jsonb_typeof("accessibility_settings" -> 'updatedAt') IS DISTINCT FROM 'string'
        OR ("accessibility_settings" ->> 'updatedAt') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{3}Z$'
        OR ("accessibility_settings" ->> 'updatedAt') <= ${updatedAt}
      )`;
  if (written === 1) return next;
  // Not written: the user is gone (404), or a newer copy is stored, which is the answer.
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { accessibilitySettings: true } });
  return readStoredSettings(user.accessibilitySettings) ?? next;
}
