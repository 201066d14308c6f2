import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { profiles } from "@/lib/db/schema";

interface ProfileInput {
  userId: string;
  organizationId: string;
  email: string | null;
  username?: string | null;
  fullName?: string | null;
}

/**
 * Registration's upsert by id: a new profile belongs to the site's organisation as a customer;
 * an existing one keeps its organisation and role (RLS and a trigger enforce that too).
 */
export async function upsertOwnProfile(db: Db, input: ProfileInput) {
  const [row] = await db
    .insert(profiles)
    .values({
      id: input.userId,
      organization_id: input.organizationId,
      email: input.email,
      username: input.username ?? null,
      full_name: input.fullName ?? null,
      role: "customer",
    })
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
