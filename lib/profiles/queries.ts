import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { profiles } from "@/lib/db/schema";

export async function findProfile(db: Db, { userId }: { userId: string }) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

export type Profile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
