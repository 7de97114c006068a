// The games: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { challengeQuerySchema, GameChallenge, GameProgressDto, saveProgressSchema } from "@/lib/schemas/games";

export const gamesApi = {
  progress: defineRoute("GET", "/api/games/progress").takes<{ answer: GameProgressDto[] }>(),
  challenge: defineRoute("GET", "/api/games/[gameId]/challenge").takes<{ query: typeof challengeQuerySchema; answer: GameChallenge }>(),
  saveProgress: defineRoute("POST", "/api/games/[gameId]/progress").takes<{ body: typeof saveProgressSchema; answer: GameProgressDto }>(),
};
