// Server copy of the profile (GET/PUT /api/accessibility/settings) for signed-in readers.
import { normalizeTimestamp, sanitizeProfile, type StoredProfile } from "@/lib/accessibility/profile";

export const SETTINGS_URL = "/api/accessibility/settings";

export type RemoteResult = { signedIn: false } | { signedIn: true; stored: StoredProfile | null };

function readRemote(json: unknown): StoredProfile | null {
  if (typeof json !== "object" || json === null) return null;
  const { profile, updatedAt } = json as { profile?: unknown; updatedAt?: unknown };
  const sanitized = sanitizeProfile(profile);
  const time = normalizeTimestamp(updatedAt);
  return sanitized.recognisedFields > 0 && time ? { profile: sanitized.profile, updatedAt: time } : null;
}

/** null when the server could not be reached (keep working from localStorage). */
export async function fetchRemoteProfile(): Promise<RemoteResult | null> {
  try {
    const res = await fetch(SETTINGS_URL, { credentials: "include", cache: "no-store" });
    // Read the refusal's body too: an unread body keeps the request open in the browser.
    if (res.status === 401) return (await res.text(), { signedIn: false });
    if (!res.ok) return (await res.text(), null);
    return { signedIn: true, stored: readRemote(await res.json()) };
  } catch {
    return null;
  }
}

/** The copy the server keeps after the save (its own when newer), or a reason it did not save. */
export async function pushRemoteProfile(
  stored: StoredProfile,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<StoredProfile | "signed-out" | null> {
  try {
    const res = await fetch(SETTINGS_URL, {
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(stored),
      keepalive,
    });
    if (res.status === 401) return (await res.text(), "signed-out");
    if (!res.ok) return (await res.text(), null);
    return readRemote(await res.json());
  } catch {
    return null;
  }
}
