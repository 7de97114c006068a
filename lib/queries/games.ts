"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { GameChallenge, GameProgressDto, SaveProgressInput } from "@/lib/schemas/games";
import { askedQuery } from "@/lib/games/asked-query";
import { dashboardKeys, gameKeys } from "@/lib/queries/keys";

// Games (core-product §7): progress list, one challenge per answer (fetched only while a game
// is active), and the progress save at session end (refreshes the progress list).

export { gameKeys } from "@/lib/queries/keys";

export function useGameProgress() {
  return useQuery<GameProgressDto[]>({ queryKey: gameKeys.progress });
}

/**
 * Challenge number `n` of the session; a new `n` fetches a new challenge. `asked` (the correct
 * answers so far this session) goes with the request so the next challenge is not a repeat; it is
 * not part of the key, which would fetch again while the answer to challenge `n` is showing.
 */
export function useChallenge(gameId: string, n: number, enabled: boolean, asked: readonly string[] = []) {
  const query = asked.length ? `?${new URLSearchParams({ asked: askedQuery(asked) })}` : "";
  return useQuery<GameChallenge>({
    queryKey: gameKeys.challenge(gameId, n),
    queryFn: ({ signal }) => apiJson<GameChallenge>("GET", `/api/games/${encodeURIComponent(gameId)}/challenge${query}`, undefined, { signal }),
    enabled,
    gcTime: 0,
  });
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProgressInput) =>
      apiJson<GameProgressDto>("POST", `/api/games/${encodeURIComponent(body.gameType)}/progress`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.progress }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      ]),
  });
}
