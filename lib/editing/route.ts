import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import type { EntityName } from "./entities";
import { findEntityRow } from "./queries";
import { saveEntity, savedResponse } from "./save";
import { parseIfMatch, versionTag } from "./versions";

const idSchema = z.uuid();

export function entityId(params: Record<string, string>): string {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", "Not found.");
  return parsed.data;
}

/**
 * GET and PATCH of one editable entity for the organisation's admins: GET answers the row with its
 * version as the ETag; PATCH changes the fields `schema` allows, from the version in If-Match (required
 * unless the spec defines the endpoint without one: then a request changes only the fields it names).
 */
export function entityRoutes(
  entity: EntityName,
  schema: z.ZodType<Record<string, unknown>>,
  { versionRequired = true }: { versionRequired?: boolean } = {},
) {
  return {
    GET: adminRoute(async ({ site, user, params }) => {
      const id = entityId(params);
      const row = await withRls(user.claims, (db) => findEntityRow(db, { entity, orgId: site.id, id }));
      if (!row) throw new ApiError("not_found", "Not found.");
      return Response.json(row, { headers: { etag: versionTag(row.version), "cache-control": "private, no-store" } });
    }),
    PATCH: adminRoute(async ({ request, site, user, params }) => {
      const id = entityId(params);
      const changes = await parseBody(request, schema);
      const ifMatch = parseIfMatch(request.headers.get("if-match"));
      return savedResponse(await saveEntity({ user, site, entity, id, changes, ifMatch, versionRequired }));
    }),
  };
}
