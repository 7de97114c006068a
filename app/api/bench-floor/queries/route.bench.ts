// BENCH-ONLY (never in the normal build: next.config.ts adds the `bench.ts` page extension only
// when SAYWRITE_BENCH_BUILD=1). The SQL that Prisma really sends for the reads every signed-in
// visit makes (dashboard statistics, the documents list, opening a document), with its
// parameters, so `npm run bench` can ask the planner about exactly those statements. It records
// what node-postgres sends while these use cases run; nothing else runs during that call.
import pg from "pg";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { listDocuments } from "@/lib/server/documents/list-documents";
import { findDocument } from "@/lib/server/documents/get-document";

type Sent = { use: string; text: string; values: unknown[] };
type Submit = (this: { text?: string; values?: unknown[] }, ...args: unknown[]) => unknown;

export async function GET(req: Request) {
  const userId = req.headers.get("x-bench-user") ?? "";
  const documentId = new URL(req.url).searchParams.get("document") ?? "";
  const sent: Sent[] = [];
  let use = "";
  // Recorded where node-postgres puts a query on the wire (Query#submit): the app's pool wraps
  // each connection's query() once (lib/server/db-pool.ts), so a patch of query() would miss
  // connections made before this call.
  const proto = pg.Query.prototype as unknown as { submit: Submit };
  const original = proto.submit;
  proto.submit = function (...args) {
    if (this.text) sent.push({ use, text: this.text, values: this.values ?? [] });
    return original.apply(this, args);
  };
  try {
    use = "dashboard statistics";
    await getDashboardStats(userId, "Europe/London");
    use = "documents list";
    await listDocuments(userId);
    use = "open a document";
    await findDocument(userId, documentId);
  } finally {
    proto.submit = original;
  }
  return Response.json(sent);
}
