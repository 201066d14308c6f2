import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError, sqlState } from "@/lib/api/errors";
import type { Db } from "@/lib/db";
import { memberships } from "@/lib/db/schema";
import { roleAtLeast, type MembershipRole } from "./roles";

export const ROLE_ABOVE_OWN_MESSAGE = "You cannot give a role above your own.";
export const MEMBER_ABOVE_OWN_MESSAGE = "Only an owner can change or remove another owner.";
export const LAST_OWNER_MESSAGE = "A site must keep an owner: make someone else an owner first.";
export const MEMBER_NOT_FOUND_MESSAGE = "This person is not a member of this site.";

/** The database's team rules (private.guard_membership), should a change get past the checks below. */
function teamRuleError(error: unknown): unknown {
  const state = sqlState(error);
  if (state === "P0410") return new ApiError("conflict", LAST_OWNER_MESSAGE, undefined, { reason: "last_owner" });
  if (state === "42501") return new ApiError("forbidden", MEMBER_ABOVE_OWN_MESSAGE, undefined, { reason: "above_own" });
  return error;
}

interface TeamChange {
  /** The role of the person making the change. */
  actorRole: MembershipRole | null;
  orgId: string;
  userId: string;
}

/** The member's current role, after the checks the team's rules make of the person changing it. */
async function checkedTarget(db: Db, { actorRole, orgId, userId }: TeamChange, newRole?: MembershipRole) {
  const [target] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organization_id, orgId), eq(memberships.user_id, userId)));
  if (!target) throw new ApiError("not_found", MEMBER_NOT_FOUND_MESSAGE);
  if (newRole && !roleAtLeast(actorRole, newRole)) throw new ApiError("forbidden", ROLE_ABOVE_OWN_MESSAGE, undefined, { reason: "above_own" });
  if (!roleAtLeast(actorRole, target.role)) throw new ApiError("forbidden", MEMBER_ABOVE_OWN_MESSAGE, undefined, { reason: "above_own" });
  return target;
}

/** Changes a member's role (row level security: the site's admins; the database keeps the team's rules too). */
export async function changeRole(db: Db, change: TeamChange & { role: MembershipRole }) {
  const { orgId, userId, role } = change;
  await checkedTarget(db, change, role);
  try {
    const [row] = await db
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.organization_id, orgId), eq(memberships.user_id, userId)))
      .returning();
    if (!row) throw new ApiError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    return row;
  } catch (error) {
    throw teamRuleError(error);
  }
}

/** Removes a member from the site (their account stays, with any other sites it belongs to). */
export async function removeMember(db: Db, change: TeamChange) {
  const { orgId, userId } = change;
  await checkedTarget(db, change);
  try {
    const [row] = await db
      .delete(memberships)
      .where(and(eq(memberships.organization_id, orgId), eq(memberships.user_id, userId)))
      .returning();
    if (!row) throw new ApiError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    return row;
  } catch (error) {
    throw teamRuleError(error);
  }
}
