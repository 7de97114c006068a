import "server-only";
import { z } from "zod";
import { idParam } from "@/lib/server/http";

/** Params of a `[id]/revisions/[revisionId]` route; a malformed id is a 404 like a missing one. */
export const revisionParams = z.object({ id: idParam, revisionId: idParam });
