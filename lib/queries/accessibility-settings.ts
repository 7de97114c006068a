// Server copy of the profile (GET/PUT /api/accessibility/settings) for signed-in readers.
import { normalizeTimestamp, sanitizeProfile, type StoredProfile } from "@/lib/accessibility/profile";
import { callApi, HttpError } from "@/lib/api-client";
import { accessibilitySettingsApi } from "@/lib/schemas/endpoints/accessibility-settings";

export type RemoteResult = { signedIn: false } | { signedIn: true; stored: StoredProfile | null };

/** The answer as stored on this device (a profile saved by an older version is sanitised again). */
function readRemote(json: { profile: unknown; updatedAt: unknown } | null): StoredProfile | null {
  if (typeof json !== "object" || json === null) return null;
  const sanitized = sanitizeProfile(json.profile);
  const time = normalizeTimestamp(json.updatedAt);
  return sanitized.recognisedFields > 0 && time ? { profile: sanitized.profile, updatedAt: time } : null;
}

const isSignedOut = (err: unknown) => err instanceof HttpError && err.status === 401;

/** null when the server could not be reached (keep working from localStorage). */
export async function fetchRemoteProfile(): Promise<RemoteResult | null> {
  try {
    return { signedIn: true, stored: readRemote(await callApi(accessibilitySettingsApi.get, {}, { cache: "no-store" })) };
  } catch (err) {
    return isSignedOut(err) ? { signedIn: false } : null;
  }
}

/** The copy the server keeps after the save (its own when newer), or a reason it did not save. */
export async function pushRemoteProfile(
  stored: StoredProfile,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<StoredProfile | "signed-out" | null> {
  // the server keeps only a copy stamped with the time it changed
  if (!stored.updatedAt) return null;
  try {
    return readRemote(await callApi(accessibilitySettingsApi.save, { body: { ...stored, updatedAt: stored.updatedAt } }, { keepalive }));
  } catch (err) {
    return isSignedOut(err) ? "signed-out" : null;
  }
}
