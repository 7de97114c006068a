import { callApi, HttpError, messageForPerson } from "@/lib/api-client";
import { defineRoute } from "@/lib/api-contract";
import type { createDocumentSchema } from "@/lib/schemas/documents";
import type { listTemplatesQuerySchema } from "@/lib/schemas/templates";
import { createQueryClient } from "@/lib/query-client";

function mockFetch(status: number, body: string, statusText = "") {
  const fetchMock = jest.fn(async () => new Response(body || null, { status, statusText }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const documents = {
  create: defineRoute("POST", "/api/documents").takes<{ body: typeof createDocumentSchema; answer: { id: string } }>(),
  enhance: defineRoute("POST", "/api/documents/[id]/enhance").takes<{ answer: { content: string } }>(),
  remove: defineRoute("DELETE", "/api/vocabulary/[id]").takes<{ answer: null }>(),
  templates: defineRoute("GET", "/api/templates").takes<{ query: typeof listTemplatesQuerySchema; answer: unknown[] }>(),
};

describe("callApi", () => {
  it("sends credentials and a JSON content type with a body", async () => {
    const fetchMock = mockFetch(200, "{}");
    await callApi(documents.create, { body: { title: "A" } });
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

  it("fills the path's [params] encoded, and sends no content type without a body", async () => {
    const fetchMock = mockFetch(200, '{"content":"Hi."}');
    await expect(callApi(documents.enhance, { params: { id: "a/b c" } })).resolves.toEqual({ content: "Hi." });
    const [url, init] = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)[0];
    expect(url).toBe("/api/documents/a%2Fb%20c/enhance");
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it("appends the query's given values only", async () => {
    const fetchMock = mockFetch(200, "[]");
    await callApi(documents.templates, { query: { category: "business" } });
    await callApi(documents.templates, { query: { category: undefined } });
    const urls = (fetchMock.mock.calls as unknown as Array<[string]>).map((c) => c[0]);
    expect(urls).toEqual(["/api/templates?category=business", "/api/templates"]);
  });

  it("resolves with null for 204 No Content", async () => {
    mockFetch(204, "");
    await expect(callApi(documents.remove, { params: { id: "x" } })).resolves.toBeNull();
  });

  it("turns a non-ok answer into '{status}: {body}'", async () => {
    mockFetch(409, '{"error":{"code":"conflict","message":"Changed elsewhere"}}');
    const err = await callApi(documents.create, { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('409: {"error":{"code":"conflict","message":"Changed elsewhere"}}');
    expect((err as HttpError).serverMessage).toBe("Changed elsewhere");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");
    await expect(callApi(documents.enhance, { params: { id: "x" } })).rejects.toThrow("503: Service Unavailable");
  });
});

describe("messageForPerson", () => {
  it("says our server's own message, and otherwise the fallback: never a status, a gateway's page or the browser's words", () => {
    const ours = new HttpError(409, JSON.stringify({ error: { code: "conflict", message: '"Zoltan" is already in your vocabulary.' } }), "Conflict");
    expect(messageForPerson(ours)).toBe('"Zoltan" is already in your vocabulary.');
    const gateway = new HttpError(502, "<html><body><h1>502 Bad Gateway</h1></body></html>", "Bad Gateway");
    expect(messageForPerson(gateway, "Please try again.")).toBe("Please try again.");
    expect(messageForPerson(new TypeError("Failed to fetch"))).toBe("We could not reach the server. Please try again.");
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
