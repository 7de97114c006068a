import "server-only";
import type { AccessibilityProfile } from "@/lib/accessibility/profile";
import { db } from "@/lib/server/db";
import { readStoredSettings, type StoredAccessibilitySettings } from "@/lib/server/accessibility/stored-settings";

/**
 * Stores the profile unless the copy already saved is newer (another device changed it
 * since): the newer copy wins, and the answer is always the copy now stored. A clock
 * running ahead cannot pin a profile: times in the future are brought back to now.
 */
export async function saveAccessibilitySettings(
  userId: string,
  input: { profile: AccessibilityProfile; updatedAt: string },
  now = new Date(),
): Promise<StoredAccessibilitySettings> {
  const updatedAt = new Date(Math.min(Date.parse(input.updatedAt), now.getTime())).toISOString();
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { accessibilitySettings: true } });
    const current = readStoredSettings(user.accessibilitySettings);
    if (current && Date.parse(current.updatedAt) > Date.parse(updatedAt)) return current;
    const next = { profile: input.profile, updatedAt };
    await tx.user.update({ where: { id: userId }, data: { accessibilitySettings: next } });
    return next;
  });
}
