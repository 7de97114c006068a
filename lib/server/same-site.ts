import "server-only";
import { ApiError } from "@/lib/server/errors";

/**
 * Cross-site request forgery guard for every mutation (the handler wrapper and next-auth's
 * route): browsers send Origin (and Sec-Fetch-Site) on cross-origin requests, so refuse those.
 * A request without either (curl, a server) is not a browser riding on someone's cookie.
 */
export function assertSameSite(req: Request) {
  const origin = req.headers.get("origin");
  if (origin === "null") throw crossSite();
  if (origin) {
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost !== host) throw crossSite();
  }
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw crossSite();
}

function crossSite() {
  return ApiError.forbidden("Cross-site requests are not allowed.");
}
