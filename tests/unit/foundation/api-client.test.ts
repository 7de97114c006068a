import { apiJson, apiRequest, getQueryFn, HttpError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = jest.fn(async () => new Response(body || null, { status, statusText }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends credentials and a JSON content type with a body", async () => {
    const fetchMock = mockFetch(200, "{}");
    await apiRequest("POST", "/api/documents", { title: "A" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/documents",
      expect.objectContaining({
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "A" }),
      }),
    );
  });

  it("sends no content type without a body", async () => {
    const fetchMock = mockFetch(200, "{}");
    await apiRequest("POST", "/api/documents/1/enhance");
    const init = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)[0][1];
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it("turns a non-ok answer into '{status}: {body}'", async () => {
    mockFetch(409, '{"error":{"code":"conflict","message":"Changed elsewhere"}}');
    const err = await apiRequest("PUT", "/x", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('409: {"error":{"code":"conflict","message":"Changed elsewhere"}}');
    expect((err as HttpError).serverMessage).toBe("Changed elsewhere");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");
    await expect(apiJson("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("joins the query key with slashes", async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    const fn = getQueryFn({ on401: "throw" });
    await expect(fn({ queryKey: ["/api/documents", "abc"] })).resolves.toEqual({ ok: true });
    expect((fetchMock.mock.calls as unknown as Array<[string]>)[0][0]).toBe("/api/documents/abc");
  });

  it("returns null on 401 only when asked to", async () => {
    mockFetch(401, '{"error":{}}');
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/auth/user"] })).resolves.toBeNull();
    mockFetch(401, "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/auth/user"] })).rejects.toThrow("401: Unauthorized");
  });
});

describe("query client defaults (core-product §8)", () => {
  it("never retries, never refetches on focus, never goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
