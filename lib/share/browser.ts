// Telling browsers apart for Share and Earn, without tracking people: every browser that opens a
// page gets a random first-party cookie (no address, no fingerprint, never sent to anyone else).
// The server keeps only its hash, next to the accounts that signed in or shared from it, so it can
// tell a friend opening a shared link from the sharer opening their own.
//
// The cookie is the server's own: "<id>.<issued>.<signature>", where the signature is an HMAC
// (SHA-256, keyed with the auth secret) of the id and the second it was issued. A made-up value,
// or one with its time changed, does not verify, so it names no browser at all. Web Crypto only:
// the route gate (proxy.ts) issues it and route handlers verify it.

export const BROWSER_COOKIE = "saywrite_browser";
export const BROWSER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22,64})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export type VerifiedBrowser = { id: string; issuedAt: Date };

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A new random browser id (128 bits, base64url). */
export function newBrowserId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The id's form (not proof that we issued it: see verifyBrowserCookie). */
export function parseBrowserId(value: unknown): string | null {
  return typeof value === "string" && BROWSER_ID_PATTERN.test(value) ? value : null;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(`saywrite-browser-cookie:${secret}`);
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function signature(id: string, issued: string, secret: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${id}.${issued}`));
  return base64url(new Uint8Array(mac));
}

/** A cookie value for a new browser, issued at `now`. */
export async function issueBrowserCookie(secret: string, now = Date.now(), id = newBrowserId()): Promise<string> {
  const issued = Math.floor(now / 1000).toString(36);
  return `${id}.${issued}.${await signature(id, issued, secret)}`;
}

/** The browser a cookie names, when we issued it (its signature holds), else null. */
export async function verifyBrowserCookie(value: unknown, secret: string | undefined): Promise<VerifiedBrowser | null> {
  if (!secret || typeof value !== "string") return null;
  const parts = COOKIE_PATTERN.exec(value);
  if (!parts) return null;
  const [, id, issued, given] = parts;
  const expected = await signature(id, issued, secret);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0 ? { id, issuedAt: new Date(parseInt(issued, 36) * 1000) } : null;
}
