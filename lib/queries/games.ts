"use client";
import { useCacheOfHooks, useMutation, useQuery } from "@/lib/queries/query-hooks";
import { markStale } from "@/lib/queries/shared-cache";
import { callApi } from "@/lib/api-client";
import { gamesApi } from "@/lib/schemas/endpoints/games";
import type { SaveProgressInput } from "@/lib/schemas/games";
import { askedQuery } from "@/lib/games/asked-query";
import { dashboardKeys, gameKeys } from "@/lib/queries/keys";

// Games (core-product §7): progress list, one challenge per answer (fetched only while a game
// is active), and the progress save at session end (refreshes the progress list).

export { gameKeys } from "@/lib/queries/keys";

export function useGameProgress() {
  return useQuery({ queryKey: gameKeys.progress, queryFn: ({ signal }) => callApi(gamesApi.progress, {}, { signal }) });
}

/**
 * Challenge number `n` of the session; a new `n` fetches a new challenge. `asked` (the correct
 * answers so far this session) goes with the request so the next challenge is not a repeat; it is
 * not part of the key, which would fetch again while the answer to challenge `n` is showing.
 */
export function useChallenge(gameId: string, n: number, enabled: boolean, asked: readonly string[] = []) {
  const query = asked.length ? { asked: askedQuery(asked) } : {};
  return useQuery({
    queryKey: gameKeys.challenge(gameId, n),
    queryFn: ({ signal }) => callApi(gamesApi.challenge, { params: { gameId }, query }, { signal }),
    enabled,
    gcTime: 0,
  });
}

export function useSaveProgress() {
  // the shell's direct copies too (the dashboard reads its figures without React Query)
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (body: SaveProgressInput) =>
      callApi(gamesApi.saveProgress, { params: { gameId: body.gameType }, body }),
    onSuccess: () => Promise.all([markStale(cache, gameKeys.progress), markStale(cache, dashboardKeys.stats)]),
  });
}
