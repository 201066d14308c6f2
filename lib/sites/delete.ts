import "server-only";
import { sql } from "drizzle-orm";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { logger } from "@/lib/log/logger.mjs";
import { removeMediaFiles } from "@/lib/media/store";
import { findRole } from "@/lib/memberships/queries";

export const SITE_NOT_FOUND_MESSAGE = "This site does not exist.";
export const OWNERS_DELETE_MESSAGE = "Only the site's owners can delete it.";

/**
 * Deletes a site the caller owns: its files, then the organisation with every row that belongs to it, and the
 * addresses it answered on stop at once. 404 for a site the caller is not a member of, 403 for a member who is
 * no owner.
 */
export async function deleteSite(user: RequestUser, orgId: string): Promise<void> {
  const { role, files } = await withRls(user.claims, async (db) => {
    const found = await findRole(db, { userId: user.id, orgId });
    if (found !== "owner") return { role: found, files: [] };
    const names = await db.execute<{ name: string }>(sql`select private.site_media_names(${orgId}::uuid) as name`);
    return { role: found, files: names.rows.map((row) => row.name) };
  });
  if (!role) throw new ApiError("not_found", SITE_NOT_FOUND_MESSAGE);
  if (role !== "owner") throw new ApiError("forbidden", OWNERS_DELETE_MESSAGE);

  const failed = await removeMediaFiles(user, files, orgId);
  if (failed.length > 0) logger.warn({ organizationId: orgId, failed: failed.length }, "some files of a deleted site were not removed");
  await withRls(user.claims, (db) => db.execute(sql`select private.delete_site(${orgId}::uuid)`)).catch((error: unknown) => {
    if (sqlState(error) === "P0002") throw new ApiError("forbidden", OWNERS_DELETE_MESSAGE);
    throw error;
  });
  await forgetHosts(orgId);
}
