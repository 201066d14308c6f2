import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { Db } from "@/lib/db";
import { domains } from "@/lib/db/schema";
import { VERIFICATION_FILE_PATH, VERIFICATION_RECORD_PREFIX, verificationRecords } from "./hostname";
import type { DomainResolver } from "./resolver";

export const DOMAIN_TAKEN_MESSAGE = "This domain is already in use by a site.";
export const DOMAIN_ON_SITE_MESSAGE = "This domain is already on this site.";
export const DOMAIN_NOT_FOUND_MESSAGE = "This domain does not exist.";
export const DOMAIN_NOT_VERIFIED_MESSAGE =
  "We could not find the TXT record or the verification file yet. DNS changes can take a while to spread; please try again in a few minutes.";
export const DOMAIN_VERIFY_FIRST_MESSAGE = "Verify this domain before making it the primary one.";

const columns = {
  id: domains.id,
  hostname: domains.hostname,
  verification_token: domains.verification_token,
  verified_at: domains.verified_at,
  is_primary: domains.is_primary,
  created_at: domains.created_at,
};
export type DomainRow = { id: string; hostname: string; verification_token: string; verified_at: string | null; is_primary: boolean; created_at: string };

/** A domain as the API answers it: its state and the records that verify it. */
function shown(row: DomainRow) {
  return {
    id: row.id,
    hostname: row.hostname,
    verified: row.verified_at !== null,
    verified_at: row.verified_at,
    primary: row.is_primary,
    created_at: row.created_at,
    ...verificationRecords(row.hostname, row.verification_token),
  };
}
export type Domain = ReturnType<typeof shown>;

/** The site's custom domains, oldest first (row level security: its owners and admins). */
export async function listDomains(db: Db, { orgId }: { orgId: string }): Promise<Domain[]> {
  const rows = await db.select(columns).from(domains).where(eq(domains.organization_id, orgId)).orderBy(asc(domains.created_at), asc(domains.hostname));
  return rows.map(shown);
}

async function findDomain(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<DomainRow> {
  const [row] = await db.select(columns).from(domains).where(and(eq(domains.organization_id, orgId), eq(domains.id, id)));
  if (!row) throw new ApiError("not_found", DOMAIN_NOT_FOUND_MESSAGE);
  return row;
}

const taken = () => new ApiError("conflict", DOMAIN_TAKEN_MESSAGE, { hostname: DOMAIN_TAKEN_MESSAGE }, { reason: "taken" });

/** Adds an unverified domain with a fresh token; a hostname some site already answers on is refused. */
export async function addDomain(db: Db, { orgId, hostname, userId }: { orgId: string; hostname: string; userId: string }): Promise<Domain> {
  const { rows } = await db.execute<{ organization_id: string; matched: string }>(sql`select organization_id, matched from private.resolve_host(${hostname})`);
  const owner = rows[0];
  const onSite = await db.select({ id: domains.id }).from(domains).where(and(eq(domains.organization_id, orgId), eq(domains.hostname, hostname)));
  if (onSite.length > 0 || (owner && owner.matched !== "alias" && owner.organization_id === orgId)) {
    throw new ApiError("conflict", DOMAIN_ON_SITE_MESSAGE, { hostname: DOMAIN_ON_SITE_MESSAGE }, { reason: "on_site" });
  }
  if (owner && owner.matched !== "alias") throw taken();
  try {
    const [row] = await db
      .insert(domains)
      .values({ organization_id: orgId, hostname, verification_token: randomBytes(24).toString("base64url"), created_by: userId })
      .returning(columns);
    return shown(row);
  } catch (error) {
    // A platform address (the insert's trigger) or a race with the same site.
    if (sqlState(error) === "23505") throw taken();
    throw error;
  }
}

/** The domain's id from a route's path; anything but a uuid is no domain. */
export function parseDomainId(params: Record<string, string>): string {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new ApiError("not_found", DOMAIN_NOT_FOUND_MESSAGE);
  return id.data;
}

/** Where the token was found: the TXT record, the HTTP file, or nowhere. */
export async function findToken(resolver: DomainResolver, hostname: string, token: string): Promise<"txt" | "http" | null> {
  const txt = await resolver.txt(`${VERIFICATION_RECORD_PREFIX}.${hostname}`);
  if (txt.some((value) => value.trim() === token)) return "txt";
  const file = await resolver.httpText(hostname, VERIFICATION_FILE_PATH);
  return file?.trim() === token ? "http" : null;
}

/** The domain an owner asks to verify, with its token (to look up outside any transaction). */
export async function domainToVerify(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<DomainRow> {
  return findDomain(db, { orgId, id });
}

/** Marks a domain verified once its token was found; 409 when another site verified the hostname first. */
export async function markVerified(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Domain> {
  try {
    await db.execute(sql`select private.verify_domain(${id}::uuid)`);
  } catch (error) {
    if (sqlState(error) === "23505") throw taken();
    if (sqlState(error) === "P0002") throw new ApiError("not_found", DOMAIN_NOT_FOUND_MESSAGE);
    throw error;
  }
  return shown(await findDomain(db, { orgId, id }));
}

/** Makes a verified domain primary, or (false) hands that back to the platform address. */
export async function setPrimaryDomain(db: Db, { orgId, id, primary }: { orgId: string; id: string; primary: boolean }): Promise<Domain> {
  await findDomain(db, { orgId, id });
  try {
    await db.execute(sql`select private.set_primary_domain(${id}::uuid, ${primary})`);
  } catch (error) {
    if (sqlState(error) === "22023") throw new ApiError("conflict", DOMAIN_VERIFY_FIRST_MESSAGE, undefined, { reason: "unverified" });
    if (sqlState(error) === "P0002") throw new ApiError("not_found", DOMAIN_NOT_FOUND_MESSAGE);
    throw error;
  }
  return shown(await findDomain(db, { orgId, id }));
}

/** Removes a domain; false when the site has none by that id. */
export async function removeDomain(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const rows = await db.delete(domains).where(and(eq(domains.organization_id, orgId), eq(domains.id, id))).returning({ id: domains.id });
  return rows.length > 0;
}
