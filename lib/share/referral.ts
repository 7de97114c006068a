// Referral codes and links (core-product §2, §9; voice-tools-and-enterprise §2 Sharing hub).
// A code is generated once per user and stored; the link is the product's address plus ?ref=.

/** No 0/O, 1/I/L: easy to read aloud and to copy by hand. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_PREFIX = "SW-";
export const REFERRAL_CODE_PATTERN = /^SW-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
/** Cookie that keeps a visitor's ?ref= code until they sign up (30 days). */
export const REFERRAL_COOKIE = "saywrite_ref";
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** A new random code like "SW-7KQ2MX" from the given random bytes source. */
export function generateReferralCode(randomBytes: (n: number) => Uint8Array = defaultRandomBytes): string {
  const bytes = randomBytes(6);
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[bytes[i] % ALPHABET.length];
  return REFERRAL_CODE_PREFIX + code;
}

function defaultRandomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A typed or linked code in its stored form, or null when it cannot be one of ours. */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The product's address plus ?ref=code, e.g. https://saywrite.example/?ref=SW-7KQ2MX */
export function referralLink(origin: string, code: string): string {
  const url = new URL("/", origin);
  url.searchParams.set("ref", code);
  return url.toString();
}
