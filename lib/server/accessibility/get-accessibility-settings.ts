import "server-only";
import { db } from "@/lib/server/db";
import { readStoredSettings, type StoredAccessibilitySettings } from "@/lib/server/accessibility/stored-settings";

export async function getAccessibilitySettings(userId: string): Promise<StoredAccessibilitySettings | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { accessibilitySettings: true } });
  return readStoredSettings(user?.accessibilitySettings);
}
