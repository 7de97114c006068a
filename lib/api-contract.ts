// One contract per endpoint, shared by its route handler and the browser's call: the method, the
// path (Next's folder notation, "/api/documents/[id]"), and as types only the zod schemas of the
// body and query and the answer. The route handler is checked against it (withAuth(route, ...):
// its schema must be the contract's, its answer must be the contract's answer) and callApi()
// derives what the browser sends and gets from it, so a changed answer breaks `tsc`, not a screen.
// Zod is referenced as types only: a page that calls the API does not load it.
import type { z, ZodType } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an endpoint takes and gives, as types: zod schemas for body and query, the answer's shape. */
export type RouteShape = { body?: ZodType; query?: ZodType; answer: unknown };

export type ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string, S extends RouteShape = RouteShape> = {
  readonly method: M;
  readonly path: P;
  /** Never set: carries the shape for the type checker. */
  readonly shape?: S;
};

/**
 * `defineRoute("PUT", "/api/documents/[id]").takes<{ body: typeof updateDocumentSchema; answer: DocumentDto }>()`
 */
export function defineRoute<const M extends HttpMethod, const P extends string>(method: M, path: P) {
  return {
    takes: <S extends RouteShape>(): ApiRoute<M, P, S> => ({ method, path }),
  };
}

type ShapeOf<R> = R extends ApiRoute<HttpMethod, string, infer S> ? S : never;

/** The names in a path's [brackets]: "/api/documents/[id]/revisions/[revisionId]" -> "id" | "revisionId". */
export type PathParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type BodySchemaOf<R> = ShapeOf<R> extends { body: infer B extends ZodType } ? B : undefined;
export type QuerySchemaOf<R> = ShapeOf<R> extends { query: infer Q extends ZodType } ? Q : undefined;

/** What the browser sends as a route's body (the schema's input). */
export type BodyOf<R> = BodySchemaOf<R> extends ZodType ? z.input<BodySchemaOf<R>> : undefined;

/** The answer of a route, as the browser receives it. */
export type AnswerOf<R> = ShapeOf<R>["answer"];

/** What the browser passes to call a route: its path params, body and query (each only when it has them). */
export type CallInput<R extends ApiRoute> = ([PathParamNames<R["path"]>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<R["path"]>, string> }) &
  (BodySchemaOf<R> extends ZodType ? { body: z.input<BodySchemaOf<R>> } : unknown) &
  (QuerySchemaOf<R> extends ZodType ? { query?: z.input<QuerySchemaOf<R>> } : unknown);

/** The URL of a call: path params filled in (encoded) and the query's defined values appended. */
export function routeUrl(path: string, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
