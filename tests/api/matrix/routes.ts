// The endpoints that exist, read from the route files themselves (app/api/**/route.ts): the
// path from the folder names, the methods from the module's exports. Nothing here is listed by
// hand, so a new route or method shows up in the access matrix's coverage check at once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

export type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export type DiscoveredRoute = { key: string; method: string; path: string; file: string; source: string };

const API_DIR = path.join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every endpoint × method, e.g. "PUT /api/documents/[id]", with the file that serves it. */
export function discoverRoutes(): DiscoveredRoute[] {
  return routeFiles(API_DIR)
    .flatMap((file) => {
      const dir = path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep);
      // Route groups "(name)" are not part of the URL.
      const urlPath = "/" + dir.filter((seg) => !/^\(.*\)$/.test(seg)).join("/");
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's require: the module registry the handlers run in
      const mod = require(file) as Record<string, unknown>;
      return HTTP_METHODS.filter((m) => typeof mod[m] === "function").map((method) => ({
        key: `${method} ${urlPath}`,
        method,
        path: urlPath,
        file: path.relative(process.cwd(), file),
        source: readFileSync(file, "utf8"),
      }));
    })
    .sort((x, y) => x.key.localeCompare(y.key));
}

/** The handler exported for `method` by the route file serving `urlPath`. */
export function handlerFor(route: Pick<DiscoveredRoute, "file" | "method">): RouteHandler {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  const mod = require(path.join(process.cwd(), route.file)) as Record<string, RouteHandler>;
  return mod[route.method];
}
