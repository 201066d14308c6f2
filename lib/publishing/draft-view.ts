import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { cookies, draftMode } from "next/headers";
import { notFound, unstable_rethrow } from "next/navigation";
import { asAnon, withRls, type Db } from "@/lib/db";
import { EDITABLE_ENTITIES, editableFields, isEntityName, type EditableEntity, type EntityName } from "@/lib/editing/entities";
import { entityStore } from "@/lib/editing/mutations";
import { findRole } from "@/lib/memberships/queries";
import { roleAtLeast } from "@/lib/memberships/roles";
import { PREVIEW_GRANT_COOKIE, readGrant, type PreviewGrant } from "./preview-grant";

// The draft view: the site as it will be once the organisation's current change set is published, for the people
// editing it (draft mode on) and for whoever holds a preview link. It runs in Next's draft mode, which renders
// every page at request time, saves nothing to any cache, joins no visitor's cache fill and answers
// `Cache-Control: private, no-store`. Who may see it is decided twice: the preview gate (preview-grant.ts) keeps
// draft mode to requests with a signed grant for their host and marks their site path (`/sites/{host}~draft/…`),
// and guardDraftView checks that grant against the database before a page or an API route reads anything (a
// revoked link, a removed editor). A visitor's page never asks Next about draft mode: it has no mark.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether this request is in Next's draft mode (false outside a request: a job, a build). */
export async function isDraftView(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch (error) {
    unstable_rethrow(error);
    return false;
  }
}

/** The service-role key, from which the grant's signing key is derived (lib/env/server-env.ts requires it). */
export const grantSecret = () => process.env.SUPABASE_SERVICE_ROLE_KEY ?? "";

async function grantStillHolds(grant: PreviewGrant, orgId: string): Promise<boolean> {
  if (grant.kind === "link") {
    const { rows } = await asAnon((db) => db.execute<{ live: boolean }>(sql`select private.preview_link_live(${orgId}::uuid, ${grant.id}::uuid) as live`));
    return rows[0]?.live === true;
  }
  const role = await withRls({ role: "authenticated", sub: grant.id }, (db) => findRole(db, { userId: grant.id, orgId }));
  return roleAtLeast(role, "editor");
}

/**
 * For a request in draft mode: the grant it holds for `host`, checked against the database (a link neither expired
 * nor revoked; an editor who still edits this organisation). Null outside draft mode; `invalid` when the grant no
 * longer holds, which the caller answers with 404 before reading anything.
 */
export async function checkDraftView(host: string, orgId: string): Promise<PreviewGrant["kind"] | "invalid" | null> {
  if (!(await isDraftView())) return null;
  const grant = readGrant((await cookies()).get(PREVIEW_GRANT_COOKIE)?.value, host, grantSecret());
  if (!grant || !UUID.test(grant.id) || !(await grantStillHolds(grant, orgId))) return "invalid";
  return grant.kind;
}

/** checkDraftView for a page: a grant that no longer holds is a 404 (the link expired or was revoked). */
export async function guardDraftView(host: string, orgId: string): Promise<PreviewGrant["kind"] | null> {
  const view = await checkDraftView(host, orgId);
  if (view === "invalid") notFound();
  return view;
}

/** This render's draft view, set by readSiteRoute once the grant held (React's per-request cache). */
const renderInDraftView = cache(() => ({ on: false }));

export function markDraftView() {
  renderInDraftView().on = true;
}

/**
 * A cached read (`"use cache"`, its last argument: draft view or not) as pages call it: told whether this render is
 * in the draft view, which the cached function itself may not ask (it would tie its entries to the request).
 * Draft-mode requests save no cache entry, so the draft view's reads are never served to anyone else. Outside a
 * page's render (a route handler) it reads the live site: a route passes `draft` to the cached function itself.
 */
export function draftAware<Args extends unknown[], Result>(cached: (...args: [...Args, boolean]) => Promise<Result>) {
  return Object.assign(async (...args: Args) => cached(...args, renderInDraftView().on), { cached });
}

/**
 * Reads as a visitor (anon: only what the organisation publishes). In the draft view, the rows the current change
 * set changes are first copied into temporary tables of the same names, as anon sees them, with the drafts written
 * over them: the reads that follow find those first (pg_temp comes first in the search path) and the transaction
 * drops them. Nothing is written to the live tables. A page's layout (page_layout) and a section's cards
 * (section_metrics) are drafted but not shown here: they are not one table row.
 */
export async function readAsVisitor<T>(orgId: string, draft: boolean, read: (db: Db) => Promise<T>): Promise<T> {
  if (!draft || !UUID.test(orgId)) return asAnon(read);
  return asAnon(async (db) => {
    await overlayDrafts(db, orgId);
    return read(db);
  });
}

type Draft = { entity: string; entity_id: string; fields: Record<string, unknown> };

/** Entities kept one row per table row (tableStore), which a temporary copy of their table can stand for. */
const overlaid = (entity: string): entity is Exclude<EntityName, "page_layout" | "section_metrics"> =>
  isEntityName(entity) && entity !== "page_layout" && entity !== "section_metrics";

async function overlayDrafts(db: Db, orgId: string) {
  const { rows } = await db.execute<Draft>(sql`select entity, entity_id, fields from private.draft_overlay(${orgId}::uuid)`);
  const copied = new Set<string>();
  for (const draft of rows) {
    if (!overlaid(draft.entity)) continue;
    const spec: EditableEntity = EDITABLE_ENTITIES[draft.entity];
    if (!copied.has(spec.table)) {
      // A utility statement takes no parameters: the organisation's id is a checked UUID.
      const orgColumn = sql.identifier(spec.orgColumn ?? "organization_id");
      const table = sql.identifier(spec.table);
      await db.execute(sql`create temporary table ${table} on commit drop as select * from public.${table} where ${orgColumn} = ${sql.raw(`'${orgId}'`)}`);
      copied.add(spec.table);
    }
    await entityStore(draft.entity).update(db, { orgId, id: draft.entity_id, changes: editableFields(draft.entity, draft.fields) });
  }
}
