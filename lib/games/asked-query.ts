// The `asked` query of GET /api/games/{gameId}/challenge, without zod: the games page builds it
// in the browser (lib/queries/games.ts), and zod is not part of any page's first load.
// lib/schemas/games.ts validates it on the server with the same limits.

/** How many earlier answers the client sends back with a challenge request (the latest ones). */
export const MAX_ASKED = 50;
export const ASKED_SEPARATOR = "\n";

/** The `asked` query value for the latest earlier answers (the one the request schema accepts). */
export function askedQuery(answers: readonly string[]): string {
  return answers.slice(-MAX_ASKED).join(ASKED_SEPARATOR);
}
