import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { BROWSER_COOKIE, parseBrowserId } from "@/lib/share/browser";

// Only a hash of the browser cookie is stored: the rows cannot be turned back into a cookie.

/** The stored key of this browser (hash of its cookie), or null when it has no valid cookie. */
export function browserKeyOf(cookieValue: string | undefined): string | null {
  const id = parseBrowserId(cookieValue);
  return id ? createHash("sha256").update(`saywrite-browser:${id}`).digest("hex") : null;
}

export function browserKeyOfRequest(req: NextRequest): string | null {
  return browserKeyOf(req.cookies.get(BROWSER_COOKIE)?.value);
}

/** Notes that the user signs in or shares from this browser (a visit or sign-up from it is theirs). */
export async function rememberUserBrowser(userId: string, browserKey: string | null): Promise<void> {
  if (!browserKey) return;
  await db.userBrowser.upsert({
    where: { userId_browserKey: { userId, browserKey } },
    create: { userId, browserKey },
    update: { lastSeenAt: new Date() },
  });
}

export async function isUsersBrowser(userId: string, browserKey: string): Promise<boolean> {
  return (await db.userBrowser.count({ where: { userId, browserKey } })) > 0;
}
