// DELETE /api/change-set/changes/{id} – discards one unpublished change: that row stays as it is live
// PATCH /api/change-set/changes/{id} { keep: true } – keeps a change whose live row moved on since its draft: it will
//   replace the row as it now stands (the conflict's "keep my version")
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { editorRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { isEntityName } from "@/lib/editing/entities";
import { entityStore } from "@/lib/editing/mutations";
import { CHANGE_NOT_FOUND_MESSAGE } from "@/lib/publishing/constants";
import { deleteChange, rebaseChange } from "@/lib/publishing/mutations";
import { findChange } from "@/lib/publishing/queries";

const changeId = (params: Record<string, string>) => {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
  return parsed.data;
};

export const DELETE = editorRoute(async ({ site, user, params }) => {
  const id = changeId(params);
  if (!(await withRls(user.claims, (db) => deleteChange(db, { orgId: site.id, id })))) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
  return new Response(null, { status: 204 });
});

const keep = z.object({ keep: z.literal(true) }).strict();

export const PATCH = editorRoute(async ({ request, site, user, params }) => {
  const id = changeId(params);
  await parseBody(request, keep);
  await withRls(user.claims, async (db) => {
    const change = await findChange(db, { orgId: site.id, id });
    if (!change || !isEntityName(change.entity)) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
    const live = await entityStore(change.entity).find(db, { orgId: site.id, id: change.entity_id });
    if (!live) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
    await rebaseChange(db, { orgId: site.id, id, baseVersion: live.version });
  });
  return new Response(null, { status: 204 });
});
