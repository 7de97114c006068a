// BENCH-ONLY (never in the normal build: next.config.ts adds the `bench.ts` page extension only
// when SAYWRITE_BENCH_BUILD=1). The SQL that Prisma really sends for the reads every signed-in
// visit makes (dashboard statistics, the documents list, opening a document), with its
// parameters, so `npm run bench` can ask the planner about exactly those statements. It records
// what node-postgres is given while these use cases run; nothing else runs during that call.
import pg from "pg";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { listDocuments } from "@/lib/server/documents/list-documents";
import { findDocument } from "@/lib/server/documents/get-document";

type Sent = { use: string; text: string; values: unknown[] };
type QueryConfig = { text?: string; values?: unknown[] };

export async function GET(req: Request) {
  const userId = req.headers.get("x-bench-user") ?? "";
  const documentId = new URL(req.url).searchParams.get("document") ?? "";
  const sent: Sent[] = [];
  let use = "";
  const original = pg.Client.prototype.query;
  // node-postgres's query(config) or query(text, values): the adapter passes a config object
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | QueryConfig, unknown[] | undefined];
    const text = typeof first === "string" ? first : first?.text;
    const values = typeof first === "string" ? second : first?.values;
    if (text) sent.push({ use, text, values: values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    use = "dashboard statistics";
    await getDashboardStats(userId, "Europe/London");
    use = "documents list";
    await listDocuments(userId);
    use = "open a document";
    await findDocument(userId, documentId);
  } finally {
    pg.Client.prototype.query = original;
  }
  return Response.json(sent);
}
