import { QueryClient } from "@tanstack/react-query";

// The spec's client defaults (core-product §8) in one place: no retries, no refetch on
// focus or interval, data never stale. There is no default queryFn: every query in lib/queries
// names its endpoint's contract (callApi), so its data is typed from lib/schemas/endpoints/.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
