import "server-only";
import { sql } from "drizzle-orm";
import { asAnon } from "@/lib/db";

/** One round trip to the database through the app's own pool and role wrapper: a free connection and an answer. */
export async function pingDatabase(): Promise<void> {
  await asAnon((db) => db.execute(sql`select 1`));
}
