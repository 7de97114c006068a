import { BROWSER_COOKIE, issueBrowserCookie } from "@/lib/share/browser";

/** A browser's cookie as the server issues it, `ageSeconds` ago (by default old enough for its visits to count). */
export async function browserCookie(ageSeconds = 60): Promise<string> {
  return `${BROWSER_COOKIE}=${await issueBrowserCookie(process.env.NEXTAUTH_SECRET!, Date.now() - ageSeconds * 1000)}`;
}
