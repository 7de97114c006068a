// Telling browsers apart for Share and Earn, without tracking people: every browser that opens a
// page gets a random first-party cookie (no address, no fingerprint, never sent to anyone else).
// The server keeps only its hash, next to the accounts that signed in or shared from it, so it can
// tell a friend opening a shared link from the sharer opening their own.

export const BROWSER_COOKIE = "saywrite_browser";
export const BROWSER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** A new random browser id (128 bits, base64url). */
export function newBrowserId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The cookie's value when it can be one of ours, else null. */
export function parseBrowserId(value: unknown): string | null {
  return typeof value === "string" && BROWSER_ID_PATTERN.test(value) ? value : null;
}
