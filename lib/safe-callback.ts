/**
 * Where to go after sign-in. Only same-site paths are allowed (an open redirect would let a
 * phishing link bounce users to another site). Accepts a path or an absolute URL on `origin`.
 */
export function safeCallbackPath(raw: string | null | undefined, origin?: string): string {
  if (!raw) return "/dashboard";
  let value = raw;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (origin && url.origin !== origin) return "/dashboard";
      if (!origin) return "/dashboard";
      value = url.pathname + url.search + url.hash;
    } catch {
      return "/dashboard";
    }
  }
  // Browsers drop tabs and newlines and read a backslash as "/", so "/\t/evil.example" would
  // leave the site: refuse control characters and backslashes outright.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/dashboard";
  if (!value.startsWith("/") || value.startsWith("//")) return "/dashboard";
  try {
    if (new URL(value, "http://saywrite.invalid").origin !== "http://saywrite.invalid") return "/dashboard";
  } catch {
    return "/dashboard";
  }
  if (value.startsWith("/api/") || value.startsWith("/signin") || value.startsWith("/signup")) return "/dashboard";
  return value;
}
