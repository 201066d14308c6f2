import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/** Whether the session of the claims in force still exists (logout deletes it; the token lives on until it expires). */
export async function isSessionLive(db: Db): Promise<boolean> {
  const result = await db.execute<{ live: boolean }>(sql`select private.session_is_live() as live`);
  return result.rows[0]?.live === true;
}

/** Whether an address registering on a site has an account there ('member'), only elsewhere ('elsewhere'), or none yet ('new'). */
export type RegistrationStatus = "member" | "elsewhere" | "new";

/** What registering `email` on the site meets (private.registration_status; asked by anyone, as anon). */
export async function findRegistrationStatus(db: Db, { orgId, email }: { orgId: string; email: string }): Promise<RegistrationStatus> {
  const result = await db.execute<{ status: RegistrationStatus }>(sql`select private.registration_status(${orgId}::uuid, ${email}) as status`);
  return result.rows[0]?.status ?? "new";
}
