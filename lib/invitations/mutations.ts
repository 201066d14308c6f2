import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { Db } from "@/lib/db";
import { invitations } from "@/lib/db/schema";
import { ROLE_ABOVE_OWN_MESSAGE } from "@/lib/memberships/mutations";
import { roleAtLeast, type MembershipRole } from "@/lib/memberships/roles";
import { newInvitationToken, tokenHash } from "./tokens";

export const ALREADY_MEMBER_MESSAGE = "This person is already a member of this site's team.";
export const INVITATION_NOT_FOUND_MESSAGE = "This invitation does not exist or is no longer open.";
export const INVITATION_USED_MESSAGE = "This invitation has already been used.";
export const INVITATION_EXPIRED_MESSAGE = "This invitation has expired. Please ask for a new one.";
export const INVITATION_OTHER_ADDRESS_MESSAGE = "This invitation is for another email address. Please log in with the invited address.";

/** What the team page shows of an open invitation (never its token). */
const listed = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invited_by: invitations.invited_by,
  created_at: invitations.created_at,
  expires_at: invitations.expires_at,
};

/** The site's open invitations, newest first (row level security: its owners and admins). */
export function listOpenInvitations(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({ ...listed, expired: sql<boolean>`${invitations.expires_at} <= now()` })
    .from(invitations)
    .where(and(eq(invitations.organization_id, orgId), isNull(invitations.accepted_at), isNull(invitations.revoked_at)))
    .orderBy(desc(invitations.created_at));
}

/**
 * A new invitation, replacing an open one to the same address (a resend): the token for the email's link and the
 * stored row. Nobody invites above their own role or invites someone already on the team.
 */
export async function createInvitation(
  db: Db,
  { orgId, email, role, inviter }: { orgId: string; email: string; role: Exclude<MembershipRole, "customer">; inviter: { id: string; role: MembershipRole | null } },
) {
  if (!roleAtLeast(inviter.role, role)) throw new ApiError("forbidden", ROLE_ABOVE_OWN_MESSAGE, { role: ROLE_ABOVE_OWN_MESSAGE }, { reason: "above_own" });
  const member = await db.execute<{ member: boolean }>(sql`select private.is_member_email(${orgId}::uuid, ${email}) as member`);
  if (member.rows[0]?.member) throw new ApiError("conflict", ALREADY_MEMBER_MESSAGE, { email: ALREADY_MEMBER_MESSAGE }, { reason: "already_member" });
  await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(invitations.organization_id, orgId), eq(invitations.email, email), isNull(invitations.accepted_at), isNull(invitations.revoked_at)));
  const token = newInvitationToken();
  const [row] = await db
    .insert(invitations)
    .values({ organization_id: orgId, email, role, token_hash: tokenHash(token), invited_by: inviter.id })
    .returning(listed);
  return { token, invitation: row };
}

/** Revokes an open invitation (kept, for the record); false when there is none by that id. */
export async function revokeInvitation(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(invitations.organization_id, orgId), eq(invitations.id, id), isNull(invitations.accepted_at), isNull(invitations.revoked_at)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** An invitation by its link's token, on its own site: the site's name, role, address and state. */
export async function findInvitation(db: Db, { token, orgId }: { token: string; orgId: string }) {
  const { rows } = await db.execute<{ organization_id: string; site_name: string; role: MembershipRole; email: string; expires_at: string; state: "open" | "used" | "expired" }>(
    sql`select * from private.invitation_by_token(${tokenHash(token)})`,
  );
  const row = rows[0];
  return row && row.organization_id === orgId ? { site_name: row.site_name, role: row.role, email: row.email, state: row.state } : null;
}

/** Accepts an invitation as the signed-in person; their role on the site afterwards. */
export async function acceptInvitation(db: Db, { token, orgId }: { token: string; orgId: string }): Promise<MembershipRole> {
  try {
    const { rows } = await db.execute<{ role: MembershipRole }>(sql`select private.accept_invitation(${tokenHash(token)}, ${orgId}::uuid) as role`);
    return rows[0].role;
  } catch (error) {
    const state = sqlState(error);
    if (state === "P0440") throw new ApiError("not_found", INVITATION_NOT_FOUND_MESSAGE);
    if (state === "P0441") throw new ApiError("conflict", INVITATION_USED_MESSAGE);
    if (state === "P0442") throw new ApiError("conflict", INVITATION_EXPIRED_MESSAGE);
    if (state === "P0443") throw new ApiError("forbidden", INVITATION_OTHER_ADDRESS_MESSAGE);
    throw error;
  }
}
