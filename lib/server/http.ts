import "server-only";
import { NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { ApiError, errorJson, noStore } from "@/lib/server/errors";
import { readTextWithin } from "@/lib/server/read-body";
import { assertSameSite } from "@/lib/server/same-site";
import { isDatabaseUnavailable } from "@/lib/server/db";
import { getSessionUser, type SessionUser } from "@/lib/server/auth";
import { idSchema } from "@/lib/schemas/id";
import type { AnswerOf, ApiRoute, BodySchemaOf, QuerySchemaOf } from "@/lib/api-contract";

export { ApiError } from "@/lib/server/errors";

const DEFAULT_MAX_BODY_BYTES = 1_000_000;
const DATABASE_RETRY_AFTER_SECONDS = 5;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type RawParams = Record<string, string>;

export type HandlerArgs<B, Q, P = RawParams> = {
  req: NextRequest;
  params: P;
  body: B;
  query: Q;
};

export type HandlerOptions<B, Q, P = RawParams> = {
  /** zod schema for the JSON body; without it the body is not read. */
  body?: ZodType<B>;
  /** zod schema for the URL query (an object of strings). */
  query?: ZodType<Q>;
  /**
   * zod schema for the route params (e.g. `idParams`). A param that does not parse cannot name
   * anything, so it answers 404 with `notFound`, like a row that does not exist or is not yours.
   */
  params?: ZodType<P>;
  /** The 404 message for params that do not parse. */
  notFound?: string;
  /** 413 beyond this many bytes of body. */
  maxBodyBytes?: number;
};

type Handler<A> = (args: A) => Promise<Response | unknown> | Response | unknown;

/** A handler bound to an endpoint's contract: it gets the contract's parsed input and must give its answer. */
type RouteHandler<R extends ApiRoute, P, Extra> = (
  args: HandlerArgs<SchemaOutput<BodySchemaOf<R>>, SchemaOutput<QuerySchemaOf<R>>, P> & Extra,
) => MaybePromise<ServerAnswer<AnswerOf<R>> | AnswerResponse<AnswerOf<R>>>;
type MaybePromise<T> = T | Promise<T>;
type SchemaOutput<S> = S extends ZodType ? z.output<S> : undefined;
/** An answer of `null` is sent as 204 No Content (the browser's call then resolves with null). */
type ServerAnswer<A> = [A] extends [null] ? void : A;

declare const answerBrand: unique symbol;
/** A Response whose JSON body is the contract's answer: for another status than 200, or cookies to set. */
export type AnswerResponse<A> = Response & { readonly [answerBrand]: A };

/** Response.json for a contract-bound handler: the body is checked against the contract's answer. */
export function answerJson<A>(answer: A, init?: ResponseInit): AnswerResponse<A> {
  return Response.json(answer, init) as AnswerResponse<A>;
}

/** The options of a contract-bound handler: the contract's own schemas (required when it has them), then as withAuth's. */
export type RouteOptions<R extends ApiRoute, P> = Omit<HandlerOptions<unknown, unknown, P>, "body" | "query"> &
  (BodySchemaOf<R> extends ZodType ? { body: BodySchemaOf<R> } : { body?: never }) &
  (QuerySchemaOf<R> extends ZodType ? { query: QuerySchemaOf<R> } : { query?: never });

type AnyHandler = Handler<never>;
type AnyOptions = HandlerOptions<unknown, unknown, unknown>;

/** (handler, options) or (route, handler, options): the handler and its options either way. */
function handlerAndOptions(args: unknown[]): [AnyHandler, AnyOptions] {
  if (typeof args[0] === "function") return [args[0] as AnyHandler, (args[1] ?? {}) as AnyOptions];
  return [args[1] as AnyHandler, (args[2] ?? {}) as AnyOptions];
}

/** Wraps a public route handler: input validation, same-origin JSON mutations, one error shape. */
export function withPublic<R extends ApiRoute, P = RawParams>(
  route: R,
  handler: RouteHandler<R, P, unknown>,
  ...options: object extends RouteOptions<R, P> ? [RouteOptions<R, P>?] : [RouteOptions<R, P>]
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function withPublic<B = undefined, Q = undefined, P = RawParams>(
  handler: Handler<HandlerArgs<B, Q, P>>,
  options?: HandlerOptions<B, Q, P>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function withPublic(...args: unknown[]) {
  const [handler, options] = handlerAndOptions(args);
  return async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    try {
      const input = await readArgs(req, ctx, options);
      return toResponse(await handler(input as never));
    } catch (err) {
      return handleError(err, req);
    }
  };
}

/** Wraps a signed-in route handler: 401 JSON when signed out, then as withPublic with `user`. */
export function withAuth<R extends ApiRoute, P = RawParams>(
  route: R,
  handler: RouteHandler<R, P, { user: SessionUser }>,
  ...options: object extends RouteOptions<R, P> ? [RouteOptions<R, P>?] : [RouteOptions<R, P>]
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function withAuth<B = undefined, Q = undefined, P = RawParams>(
  handler: Handler<HandlerArgs<B, Q, P> & { user: SessionUser }>,
  options?: HandlerOptions<B, Q, P>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function withAuth(...args: unknown[]) {
  const [handler, options] = handlerAndOptions(args);
  return async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    try {
      const user = await getSessionUser(req);
      if (!user) throw ApiError.unauthorized();
      const input = await readArgs(req, ctx, options);
      return toResponse(await handler({ ...input, user } as never));
    } catch (err) {
      return handleError(err, req);
    }
  };
}

async function readArgs<B, Q, P>(req: NextRequest, ctx: RouteContext, options: HandlerOptions<B, Q, P>) {
  if (MUTATING.has(req.method)) assertJsonMutation(req);
  const params = readParams((await ctx?.params) ?? {}, options);
  const query = options.query
    ? parseOrThrow(options.query, Object.fromEntries(req.nextUrl.searchParams.entries()), "query")
    : (undefined as Q);
  const body = options.body ? await readJsonBody(req, options.body, options.maxBodyBytes) : (undefined as B);
  return { req, params, body, query };
}

function readParams<P>(raw: Record<string, string | string[] | undefined>, options: { params?: ZodType<P>; notFound?: string }): P {
  const params: RawParams = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === "string") params[k] = v;
    else if (Array.isArray(v)) params[k] = v.join("/");
  }
  if (!options.params) return params as P;
  const parsed = options.params.safeParse(params);
  if (!parsed.success) throw ApiError.notFound(options.notFound);
  return parsed.data;
}

/** A body must be JSON, which HTML forms cannot send (cross-site requests are refused first). */
function assertJsonMutation(req: NextRequest) {
  assertSameSite(req);
  const contentType = req.headers.get("content-type");
  const length = Number(req.headers.get("content-length") ?? "0");
  if ((contentType || length > 0) && !isJson(contentType)) throw ApiError.unsupportedMediaType();
}

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const mime = contentType.split(";")[0].trim().toLowerCase();
  return mime === "application/json" || mime.endsWith("+json");
}

async function readJsonBody<B>(req: NextRequest, schema: ZodType<B>, maxBytes = DEFAULT_MAX_BODY_BYTES) {
  if (!isJson(req.headers.get("content-type"))) throw ApiError.unsupportedMediaType();
  const text = await readTextWithin(req, maxBytes);
  let json: unknown;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw ApiError.badRequest("The request body is not valid JSON.");
  }
  if (json === undefined) throw ApiError.badRequest("The request body is empty; send a JSON object.");
  const bad = findBadJson(json);
  if (bad === "nul") {
    throw ApiError.badRequest("The text contains an invisible null character (\\u0000). Please remove it and try again.");
  }
  if (bad === "too_deep") throw ApiError.badRequest("The request body is nested too deeply.");
  return parseOrThrow(schema, json, "body");
}

/** Deeper JSON than any of our payloads needs; refused as bad input instead of walked. */
const MAX_JSON_DEPTH = 64;

/**
 * PostgreSQL cannot store U+0000 in text: refuse it as bad input instead of failing later.
 * Walks with an explicit stack (no recursion), so a deeply nested body cannot overflow it.
 */
function findBadJson(root: unknown): "nul" | "too_deep" | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "nul";
    } else if (value && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) return "too_deep";
      for (const [k, v] of Object.entries(value)) {
        if (k.includes("\u0000")) return "nul";
        stack.push({ value: v, depth: depth + 1 });
      }
    }
  }
  return null;
}

export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: "body" | "query" = "body"): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error, where);
}

function validationError(error: ZodError, where: string) {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message, code: i.code }));
  const first = issues[0];
  const message = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`
    : `Invalid ${where}.`;
  return ApiError.badRequest(message, issues);
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return noStore(result);
  if (result === undefined) return noStore(new Response(null, { status: 204 }));
  return noStore(Response.json(result));
}

function handleError(err: unknown, req: NextRequest): Response {
  if (err instanceof ApiError) return errorJson(err);
  if (err instanceof ZodError) return errorJson(validationError(err, "input"));
  const code = (err as { code?: string })?.code;
  // P2025: the row is gone or not yours; P2003: a row it points at vanished meanwhile.
  if (code === "P2025" || code === "P2003") return errorJson(ApiError.notFound());
  // PostgreSQL's "data exception" class (22xxx: value out of range, bad characters...) is bad input.
  const pgCode = postgresCode(err);
  if (pgCode?.startsWith("22")) return errorJson(ApiError.badRequest("Some of the values sent are not valid."));
  if (isDatabaseUnavailable(err)) {
    console.error(`[api] ${req.method} ${req.nextUrl.pathname}: the database is unavailable`);
    return errorJson(ApiError.unavailable(DATABASE_RETRY_AFTER_SECONDS, "We cannot reach our database right now. Your work is kept on this device; please try again in a moment."));
  }
  // Log the failure without request bodies (they hold users' words).
  console.error(`[api] ${req.method} ${req.nextUrl.pathname} failed:`, err instanceof Error ? err.message : err);
  return errorJson(new ApiError(500, "internal_error", "Something went wrong on our side. Please try again."));
}

function postgresCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown; originalCode?: unknown }; meta?: { code?: unknown } };
  for (const c of [e?.cause?.originalCode, e?.cause?.code, e?.meta?.code, e?.code]) {
    if (typeof c === "string" && /^[0-9A-Z]{5}$/.test(c)) return c;
  }
  return undefined;
}

/** A zod helper shared by route params: a cuid-like id. */
export const idParam = idSchema("Invalid id");

/** Params of an `[id]` route: `withAuth(handler, { params: idParams, notFound: "..." })`. */
export const idParams = z.object({ id: idParam });
