// The one fetch wrapper (core-product §7, §8): cookies included, JSON bodies, and any
// non-ok answer becomes an Error whose message is "{status}: {body text or statusText}".

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

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || "";
    throw new HttpError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
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

/** apiRequest + JSON parse (null for 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, init?: RequestInit): Promise<T> {
  const res = await apiRequest(method, url, data, init);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: GET the path made by joining the query key parts with "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return (await res.text().catch(() => ""), null);
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
