import "server-only";
import { z } from "zod";
import { queueSql } from "@/lib/jobs/queue";

// The rollups' writes: functions only the app's login role may run, on the job queue's connection
// (…_analytics.sql), as the email outbox's are; no API role may write a rollup.

/** Recounts the hour and day rollups of one organisation that overlap [from, to) from its raw page views. */
export async function rollUpAnalytics({ orgId, from, to }: { orgId: string; from: Date; to: Date }): Promise<void> {
  await queueSql("select private.roll_up_analytics($1, $2, $3)", [orgId, from.toISOString(), to.toISOString()], z.unknown());
}

/** Deletes raw page views older than 30 days and rollups older than two years. */
export async function pruneAnalytics(): Promise<void> {
  await queueSql("select private.prune_analytics()", [], z.unknown());
}
