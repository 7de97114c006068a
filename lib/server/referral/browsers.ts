import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { BROWSER_COOKIE, verifyBrowserCookie } from "@/lib/share/browser";

// Only a hash of the browser id is stored: the rows cannot be turned back into a cookie.

/** A browser the server issued its cookie to: its stored key, and when the cookie was issued. */
export type KnownBrowser = { key: string; issuedAt: Date };

/** The stored key of a browser id. */
export function browserKeyOf(id: string): string {
  return createHash("sha256").update(`saywrite-browser:${id}`).digest("hex");
}

/** The browser behind a cookie value, or null when the value is not one the server issued. */
export async function knownBrowserOf(cookieValue: string | undefined): Promise<KnownBrowser | null> {
  const verified = await verifyBrowserCookie(cookieValue, env().NEXTAUTH_SECRET);
  return verified ? { key: browserKeyOf(verified.id), issuedAt: verified.issuedAt } : null;
}

export async function knownBrowserOfRequest(req: NextRequest): Promise<KnownBrowser | null> {
  return knownBrowserOf(req.cookies.get(BROWSER_COOKIE)?.value);
}

/** The stored key of this request's browser, or null when it carries no cookie the server issued. */
export async function browserKeyOfRequest(req: NextRequest): Promise<string | null> {
  return (await knownBrowserOfRequest(req))?.key ?? null;
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
