import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

// The spec's client defaults (core-product §8) in one place: no retries, no refetch on
// focus or interval, data never stale, and a 401 is an error unless a query opts into
// `getQueryFn({ on401: "returnNull" })`.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
