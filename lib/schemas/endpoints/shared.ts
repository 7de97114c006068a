// Every endpoint the browser calls has a contract (lib/api-contract.ts): method, path, and the types
// of its body and query schemas and its answer. The route handler binds to it
// (withAuth(documentsApi.update, ...)) and lib/queries calls it (callApi(documentsApi.update, ...)),
// so both sides read one definition. The contracts are grouped a module per resource
// (lib/schemas/endpoints/<resource>.ts, exporting `<resource>Api`): a contract is a value (its method
// and path), and a page ships the whole module of each contract it calls, so one table of every
// endpoint would reach every page. Types only are imported from the schemas: these modules carry no
// zod and no schema code to the browser. This module holds what they share.
import type { ZodType } from "zod";
import { defineRoute } from "@/lib/api-contract";
import type { WithEngine } from "@/lib/schemas/ai";

export type Message = { message: string };

/** An AI tool: POST its request, answered with its result and the engine that made it. */
export function aiRoute<const P extends string>(path: P) {
  return { takes: <B extends ZodType, A>() => defineRoute("POST", path).takes<{ body: B; answer: WithEngine<A> }>() };
}
