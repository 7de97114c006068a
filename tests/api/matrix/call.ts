// Calling a matrix endpoint in-process (the route handler itself, like tests/api/support.ts),
// and the checks every error answer must pass.
import { callRoute, type CallOptions } from "../support";
import { ENDPOINTS, splitKey, urlOf } from "./endpoints";
import { discoverRoutes, handlerFor, type DiscoveredRoute } from "./routes";
import type { World } from "./world";

export type Call = Omit<CallOptions, "method" | "url" | "params"> & {
  params?: Record<string, string | string[]>;
  query?: string;
};

let routes: Map<string, DiscoveredRoute> | undefined;

export function routeByKey(): Map<string, DiscoveredRoute> {
  routes ??= new Map(discoverRoutes().map((r) => [r.key, r]));
  return routes;
}

/** Keys present both in the route files and in the table (the coverage test reports the rest). */
export function coveredKeys(filter: (key: string) => boolean = () => true): string[] {
  return [...routeByKey().keys()].filter((k) => k in ENDPOINTS && filter(k));
}

/** Calls the endpoint `key` with the table's params/query/body for world `w`, overridable per call. */
export function callEndpoint(key: string, w: World, call: Call = {}): Promise<Response> {
  const route = routeByKey().get(key);
  if (!route) throw new Error(`No route file serves ${key}`);
  const entry = ENDPOINTS[key];
  const { method, path } = splitKey(key);
  const params = call.params ?? entry.params?.(w) ?? {};
  const hasBody = "body" in call || "rawBody" in call;
  const body = hasBody ? call.body : entry.body?.(w);
  return callRoute(handlerFor(route), {
    ...call,
    method,
    url: urlOf(path, params, call.query ?? entry.query ?? ""),
    params,
    body,
  });
}

const STACK_OR_SQL = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\/app\/api\/|\.tsx?:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE\s+"|DELETE FROM)\b/,
  /prisma|PrismaClient|postgres|violates|relation "/i,
];

/** A 4xx/5xx answer is JSON { error: { code, message, issues? } } with no stack trace or SQL in it. */
export async function expectStandardError(res: Response, context: string): Promise<{ code: string; message: string }> {
  const text = await res.text();
  for (const pattern of STACK_OR_SQL) {
    if (pattern.test(text)) throw new Error(`${context}: the body leaks internals (${pattern}): ${text.slice(0, 300)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${context}: ${res.status} is not JSON: ${text.slice(0, 200)}`);
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } })?.error;
  if (typeof error?.code !== "string" || typeof error?.message !== "string" || !error.message) {
    throw new Error(`${context}: ${res.status} is not the standard error shape: ${text.slice(0, 200)}`);
  }
  const keys = Object.keys(parsed as object);
  if (keys.length !== 1) throw new Error(`${context}: the error body has extra keys ${keys.join(", ")}`);
  return { code: error.code, message: error.message };
}
