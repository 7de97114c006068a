// The single error shape of every API answer: { error: { code, message, issues? } }.
export type ApiErrorBody = {
  error: { code: string; message: string; issues?: unknown };
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  static badRequest(message: string, issues?: unknown) {
    return new ApiError(400, "bad_request", message, issues);
  }
  static unauthorized(message = "You need to sign in to do that.") {
    return new ApiError(401, "unauthorized", message);
  }
  static forbidden(message = "This request is not allowed.") {
    return new ApiError(403, "forbidden", message);
  }
  /** Also used for rows that belong to someone else: never reveal that they exist. */
  static notFound(message = "Not found.") {
    return new ApiError(404, "not_found", message);
  }
  static conflict(message: string, issues?: unknown) {
    return new ApiError(409, "conflict", message, issues);
  }
  static tooLarge(message = "That is too large to send in one go.") {
    return new ApiError(413, "too_large", message);
  }
  static unsupportedMediaType(message = "Send the body as JSON (Content-Type: application/json).") {
    return new ApiError(415, "unsupported_media_type", message);
  }
  /** The client went away before the answer (nginx's 499); nobody reads it, but logs show why. */
  static clientClosed() {
    return new ApiError(499, "client_closed", "The request was cancelled.");
  }
  /** A dependency (the database) is unreachable for now: 503 with Retry-After, never a 500. */
  static unavailable(retryAfterSeconds = 5, message = "The service is unavailable for a moment. Please try again shortly.") {
    return new ApiError(503, "service_unavailable", message, undefined, { "Retry-After": String(retryAfterSeconds) });
  }
  static rateLimited(retryAfterSeconds: number) {
    return new ApiError(
      429,
      "rate_limited",
      `Too many requests. Please wait ${waitInWords(retryAfterSeconds)} and try again.`,
      undefined,
      { "Retry-After": String(retryAfterSeconds) },
    );
  }
}

export function errorJson(err: ApiError): Response {
  const body: ApiErrorBody = { error: { code: err.code, message: err.message } };
  if (err.issues !== undefined) body.error.issues = err.issues;
  return noStore(Response.json(body, { status: err.status, headers: err.headers }));
}

/**
 * Answers about a user's data must not be kept by the browser's or any shared cache (a later
 * user of the same computer, a proxy): Cache-Control: no-store unless the handler chose otherwise.
 */
export function noStore(res: Response): Response {
  try {
    if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "no-store");
  } catch {
    // Immutable headers (a proxied fetch response): leave them as they are.
  }
  return res;
}

/** "45 seconds", "15 minutes" (not "900 seconds"): a wait a person can read at a glance. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
