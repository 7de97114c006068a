// The reader's accessibility settings, kept with their account: each endpoint's contract (lib/api-contract.ts),
// bound by its route handler and called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { AccessibilitySettingsResponse, accessibilitySettingsBodySchema } from "@/lib/schemas/accessibility-settings";

export const accessibilitySettingsApi = {
  get: defineRoute("GET", "/api/accessibility/settings").takes<{ answer: AccessibilitySettingsResponse }>(),
  save: defineRoute("PUT", "/api/accessibility/settings").takes<{ body: typeof accessibilitySettingsBodySchema; answer: AccessibilitySettingsResponse }>(),
};
