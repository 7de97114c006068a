// BENCH-ONLY (never in the normal build: next.config.ts adds the `bench.ts` page extension only
// when SAYWRITE_BENCH_BUILD=1). The framework's floor for `npm run bench`: the same use cases (so
// the same queries) as GET/PUT /api/documents/{id}, with no session, no handler wrapper and no
// validation. The owner comes from the x-bench-user header.
import { findDocument } from "@/lib/server/documents/get-document";
import { updateDocument } from "@/lib/server/documents/update-document";
import type { UpdateDocumentData } from "@/lib/schemas/documents";
import { ApiError, errorJson } from "@/lib/server/errors";

type Ctx = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Ctx) {
  const { id } = await params;
  const doc = await findDocument(req.headers.get("x-bench-user") ?? "", id);
  return doc ? Response.json(doc) : new Response(null, { status: 404 });
}

export async function PUT(req: Request, { params }: Ctx) {
  const { id } = await params;
  const input = (await req.json()) as UpdateDocumentData;
  try {
    // what the route's schema fills in when a save names no source
    return Response.json(await updateDocument(req.headers.get("x-bench-user") ?? "", id, { ...input, source: input.source ?? "typed" }));
  } catch (err) {
    // a version conflict answers 409 with the current copy, as the route does (not a 500)
    if (err instanceof ApiError) return errorJson(err);
    throw err;
  }
}
