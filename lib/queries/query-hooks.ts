"use client";
// React Query's hooks, bound to the signed-in shell's cache (shared-cache.ts). The shell itself
// does not load React Query: its client is made here, the first time a screen's hook asks, so only
// the screens that use these hooks download the library. A QueryClientProvider above (tests) wins.
import { useContext } from "react";
import {
  QueryClientContext,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
  type QueryClient,
} from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { acceptData, useSharedCache, type SharedCache } from "@/lib/queries/shared-cache";

function clientOf(cache: SharedCache): QueryClient {
  if (cache.client) return cache.client;
  const client = createQueryClient();
  cache.client = client;
  if (typeof window !== "undefined") {
    // what QueryClientProvider did on mount: paused mutations go on when the browser is back online
    client.mount();
    // a list the editor reads without React Query follows what these screens read or change
    client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") acceptData(cache, event.query.queryKey, event.query.state.data);
    });
  }
  return client;
}

export function useQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  const cache = useSharedCache();
  if (provided) return provided;
  if (!cache) throw new Error("The query hooks need the signed-in shell (AppProviders) above them.");
  return clientOf(cache);
}

export const useQuery = ((options: Parameters<typeof useQueryWith>[0]) => useQueryWith(options, useQueryClient())) as typeof useQueryWith;

export const useMutation = ((options: Parameters<typeof useMutationWith>[0]) =>
  useMutationWith(options, useQueryClient())) as typeof useMutationWith;

/** The shell's cache as these hooks see it: their client (a provided one in tests) and the direct copies. */
export function useCacheOfHooks(): SharedCache {
  const client = useQueryClient();
  const cache = useSharedCache();
  return { client, direct: cache?.direct ?? new Map() };
}
