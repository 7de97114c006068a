// The one fetch wrapper (core-product §7, §8): cookies included, JSON bodies, and any
// non-ok answer becomes an Error whose message is "{status}: {body text or statusText}".
// lib/queries calls the API with callApi(route, input): the route's contract (lib/schemas/endpoints/)
// types what is sent and what comes back.
import { routeUrl, type AnswerOf, type ApiRoute, type CallInput } from "@/lib/api-contract";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
  }

  /** The `error.message` of our JSON error shape, when the body has one. */
  get serverMessage(): string | undefined {
    try {
      return (JSON.parse(this.bodyText) as { error?: { message?: string } }).error?.message;
    } catch {
      return undefined;
    }
  }

  /** The parsed JSON body (e.g. the server copy that comes with a 409). */
  json<T = unknown>(): T | undefined {
    try {
      return JSON.parse(this.bodyText) as T;
    } catch {
      return undefined;
    }
  }
}

/**
 * What to tell a person about a failed call: our server's own message when it sent one, else
 * `fallback`. Never the status code, a gateway's HTML page or the browser's "Failed to fetch".
 */
export function messageForPerson(err: unknown, fallback = "We could not reach the server. Please try again."): string {
  return (err instanceof HttpError && err.serverMessage) || fallback;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || "";
    throw new HttpError(res.status, text, res.statusText);
  }
}

async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    headers: data !== undefined ? { "Content-Type": "application/json", ...init?.headers } : init?.headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** The arguments after the route: the input may be left out when the route takes none. */
export type CallArgs<R extends ApiRoute> = object extends CallInput<R>
  ? [input?: CallInput<R>, init?: RequestInit]
  : [input: CallInput<R>, init?: RequestInit];

/** Calls one endpoint by its contract; resolves with its answer (null for 204), rejects with HttpError. */
export async function callApi<R extends ApiRoute>(route: R, ...[input, init]: CallArgs<R>): Promise<AnswerOf<R>> {
  const res = await apiRequest(route.method, callUrl(route, input), callBody(input), init);
  if (res.status === 204) return null as AnswerOf<R>;
  return (await res.json()) as AnswerOf<R>;
}

type LooseInput = { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };

function callUrl(route: ApiRoute, input: unknown): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return routeUrl(route.path, params, query);
}

function callBody(input: unknown): unknown {
  return ((input ?? {}) as LooseInput).body;
}
