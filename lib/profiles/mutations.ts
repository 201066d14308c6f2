import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { memberships, profiles } from "@/lib/db/schema";

interface ProfileInput {
  userId: string;
  email: string | null;
  username?: string | null;
  fullName?: string | null;
}

/** Registration's upsert by id: a person's one profile; a later call changes only the names it is given. */
export async function upsertOwnProfile(db: Db, input: ProfileInput) {
  const [row] = await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, username: input.username ?? null, full_name: input.fullName ?? null })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        username: sql`coalesce(excluded.username, ${profiles.username})`,
        full_name: sql`coalesce(excluded.full_name, ${profiles.full_name})`,
        email: sql`coalesce(excluded.email, ${profiles.email})`,
      },
    })
    .returning();
  return row;
}

/** A person signing up or logging in on a site they do not belong to yet becomes its customer; a member keeps their role. */
export async function joinAsCustomer(db: Db, { userId, orgId }: { userId: string; orgId: string }) {
  await db.insert(memberships).values({ organization_id: orgId, user_id: userId, role: "customer" }).onConflictDoNothing();
}
