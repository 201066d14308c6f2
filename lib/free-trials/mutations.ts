import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { freeTrials } from "@/lib/db/schema";

/** Records a free-trial sign-up; signing up twice with one address keeps the first. */
export async function createFreeTrial(db: Db, input: { organizationId: string; email: string; userId: string | null }) {
  await db
    .insert(freeTrials)
    .values({ organization_id: input.organizationId, email: input.email.toLowerCase(), user_id: input.userId })
    .onConflictDoNothing();
}

/** True once per fresh sign-up: the free-trial email may then be sent without a session. */
export async function claimFreeTrialEmail(db: Db, input: { organizationId: string; email: string }) {
  const result = await db.execute<{ claimed: boolean }>(
    sql`select private.claim_free_trial_email(${input.organizationId}, ${input.email}) as claimed`,
  );
  return result.rows[0]?.claimed === true;
}
