import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { memberships, organizations, profiles, teamEvents } from "@/lib/db/schema";

/** The signed-in user's role on one site (row level security shows them their own memberships), or null. */
export async function findRole(db: Db, { userId, orgId }: { userId: string; orgId: string }) {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.organization_id, orgId)));
  return row?.role ?? null;
}

/** Every site a person belongs to, with their role, by name. */
export async function listOwnSites(db: Db, { userId }: { userId: string }) {
  return db
    .select({ id: organizations.id, name: organizations.name, host: organizations.base_url, local_host: organizations.base_url_local, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(organizations.name));
}

/** A site's team and customers with their profiles (its admins read them), oldest member first. */
export async function listMembers(db: Db, { orgId }: { orgId: string }) {
  return db
    .select({
      user_id: memberships.user_id,
      role: memberships.role,
      email: profiles.email,
      username: profiles.username,
      full_name: profiles.full_name,
      created_at: memberships.created_at,
      updated_at: memberships.updated_at,
    })
    .from(memberships)
    .leftJoin(profiles, eq(profiles.id, memberships.user_id))
    .where(eq(memberships.organization_id, orgId))
    .orderBy(asc(memberships.created_at), asc(memberships.user_id));
}

export type Member = Awaited<ReturnType<typeof listMembers>>[number];

/** The newest changes of the site's team (its owners and admins read them), with who made each. */
export async function listTeamEvents(db: Db, { orgId, limit = 100 }: { orgId: string; limit?: number }) {
  return db
    .select({
      id: teamEvents.id,
      action: teamEvents.action,
      subject: teamEvents.subject,
      role: teamEvents.role,
      previous_role: teamEvents.previous_role,
      created_at: teamEvents.created_at,
      actor: sql<string | null>`coalesce(nullif(${profiles.full_name}, ''), nullif(${profiles.username}, ''), ${profiles.email})`,
    })
    .from(teamEvents)
    .leftJoin(profiles, eq(profiles.id, teamEvents.actor_id))
    .where(eq(teamEvents.organization_id, orgId))
    .orderBy(desc(teamEvents.id))
    .limit(limit);
}
