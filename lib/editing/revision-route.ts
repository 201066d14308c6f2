import "server-only";
import { ApiError } from "@/lib/api/errors";
import { editorRoute } from "@/lib/api/route";
import { revertRevision, restoreRevision } from "./restore";
import { savedResponse } from "./save";
import { revisionIdSchema } from "./schemas";
import { parseIfMatch } from "./versions";

function revisionId(params: Record<string, string>): number {
  const parsed = revisionIdSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", "Not found.");
  return parsed.data;
}

/** POST /api/revisions/{id}/undo and …/redo: put back what the revision changed. */
export const revertRoute = (action: "undo" | "redo") =>
  editorRoute(async ({ site, user, params }) => savedResponse(await revertRevision({ user, site, revisionId: revisionId(params), action })));

/** POST /api/revisions/{id}/restore with If-Match: the state that revision left. */
export const restoreRoute = editorRoute(async ({ request, site, user, params }) =>
  savedResponse(
    await restoreRevision({ user, site, revisionId: revisionId(params), ifMatch: parseIfMatch(request.headers.get("if-match")) }),
  ),
);
