// GET /api/accessibility/settings - the signed-in user's accessibility profile ({ profile, updatedAt }, both null if never saved)
// PUT /api/accessibility/settings - save the profile (clamped); the newer copy wins, the stored copy is returned
import { withAuth } from "@/lib/server/http";
import { accessibilitySettingsBodySchema, type AccessibilitySettingsResponse } from "@/lib/schemas/accessibility-settings";
import { getAccessibilitySettings } from "@/lib/server/accessibility/get-accessibility-settings";
import { saveAccessibilitySettings } from "@/lib/server/accessibility/save-accessibility-settings";
import { accessibilitySettingsApi } from "@/lib/schemas/endpoints/accessibility-settings";

export const GET = withAuth(accessibilitySettingsApi.get, async ({ user }): Promise<AccessibilitySettingsResponse> => {
  return (await getAccessibilitySettings(user.id)) ?? { profile: null, updatedAt: null };
});

export const PUT = withAuth(
  accessibilitySettingsApi.save,
  async ({ user, body }): Promise<AccessibilitySettingsResponse> => saveAccessibilitySettings(user.id, body),
  { body: accessibilitySettingsBodySchema, maxBodyBytes: 8_000 },
);
