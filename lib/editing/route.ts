import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseBody, roleRoute } from "@/lib/api/route";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import type { Site } from "@/lib/tenancy/site";
import { writerRole, type EntityName } from "./entities";
import { PAGE_SECTION_KINDS } from "@/lib/model/enums";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import { entityStore } from "./mutations";
import { withDraft } from "@/lib/publishing/drafts";
import { findDraft, isDraftModeOn } from "@/lib/publishing/queries";
import { createSectionOnPage, type SectionEntity } from "./place";
import { createEntity, deleteEntity, deletedResponse, saveEntity, savedResponse } from "./save";
import { parseIfMatch, versionTag } from "./versions";

const idSchema = z.uuid();

export function entityId(params: Record<string, string>): string {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", "Not found.");
  return parsed.data;
}

/**
 * GET of one editable entity: the row with its version as the ETag, never cached. Someone in draft mode gets it
 * as they left it: with their organisation's draft over the live row, at the draft's version.
 */
export async function entityResponse(entity: EntityName, { user, site, id }: { user: RequestUser; site: Site; id: string }) {
  const row = await withRls(user.claims, async (db) => {
    const live = await entityStore(entity).find(db, { orgId: site.id, id });
    if (!live || !(await isDraftModeOn(db, { orgId: site.id, userId: user.id }))) return live;
    return withDraft(live, await findDraft(db, { orgId: site.id, entity, entityId: id }));
  });
  if (!row) throw new ApiError("not_found", "Not found.");
  return Response.json(row, { headers: { etag: versionTag(row.version), "cache-control": "private, no-store" } });
}

/**
 * GET, PATCH and DELETE of one editable entity for the organisation's admins: GET answers the row with its
 * version as the ETag; PATCH changes the fields `schema` allows, from the version in If-Match (required
 * unless the spec defines the endpoint without one: then a request changes only the fields it names).
 */
export function entityRoutes(
  entity: EntityName,
  schema: z.ZodType<Record<string, unknown>>,
  { versionRequired = true }: { versionRequired?: boolean } = {},
) {
  const writers = writerRole(entity);
  return {
    GET: roleRoute(writers, async ({ site, user, params }) => entityResponse(entity, { user, site, id: entityId(params) })),
    PATCH: roleRoute(writers, async ({ request, site, user, params }) => {
      const id = entityId(params);
      const changes = await parseBody(request, schema);
      const ifMatch = parseIfMatch(request.headers.get("if-match"));
      return savedResponse(await saveEntity({ user, site, entity, id, changes, ifMatch, versionRequired }));
    }),
    DELETE: roleRoute(writers, async ({ request, site, user, params }) => {
      const ifMatch = parseIfMatch(request.headers.get("if-match"));
      return deletedResponse(await deleteEntity({ user, site, entity, id: entityId(params), ifMatch }));
    }),
  };
}

/** POST to an entity's collection: a new row of the organisation from the fields `schema` allows (201). */
export function createRoute(entity: EntityName, schema: z.ZodType<Record<string, unknown>>) {
  return roleRoute(writerRole(entity), async ({ request, site, user }) => {
    const values = await parseBody(request, schema);
    const saved = await createEntity({ user, site, entity, values });
    const response = savedResponse(saved);
    return new Response(response.body, { status: 201, headers: response.headers });
  });
}

/** A new section's place: the page it is on, and the section it follows there (null: first). */
export const placementShape = {
  url_page: z.string().trim().min(1).max(500).transform(normalizeUrlPage),
  after: z.object({ kind: z.enum(PAGE_SECTION_KINDS), id: z.uuid() }).strict().nullable().default(null),
};

type Prepare = (values: Record<string, unknown>) => Record<string, unknown>;

/**
 * POST to a section collection: the section, created on its page after the section named (201). `check`
 * adds the editor's rules across fields (spec 001 §5); `prepare` turns valid fields into stored ones
 * (sanitised rich text).
 */
export function createSectionRoute<Fields extends z.ZodObject>(
  entity: SectionEntity,
  fields: Fields,
  { prepare = (values) => values, check = () => {} }: { prepare?: Prepare; check?: (values: z.infer<Fields>, context: z.RefinementCtx) => void } = {},
) {
  // The extended object's output holds the fields' output (plus the placement), which check reads.
  const schema = fields.extend(placementShape).strict().superRefine((values, context) => check(values as z.infer<Fields>, context));
  return roleRoute(writerRole(entity), async ({ request, site, user }) => {
    const { url_page, after, ...fieldValues } = (await parseBody(request, schema)) as Record<string, unknown> & z.infer<z.ZodObject<typeof placementShape>>;
    const values = prepare(fieldValues);
    const saved = await createSectionOnPage({ user, site, entity, values, placement: { urlPage: url_page, after } });
    const response = savedResponse(saved);
    return new Response(response.body, { status: 201, headers: response.headers });
  });
}
