import "server-only";
import { defineJob } from "@/lib/jobs/registry";
import { pruneDaily } from "./prune-job";
import { rollupJobDataSchema, type RollupJobData } from "./schemas";
import { rollUpAnalytics } from "./rollups/mutations";

/**
 * Recounts one organisation's hour and day rollups over [from, to) from its raw page views (the collector's flush
 * sends it after a batch). Idempotent: each bucket is counted whole again, so a second run writes the same rows.
 */
export const rollUpAnalyticsJob = defineJob<RollupJobData>({
  name: "roll-up-analytics",
  async handler(data) {
    const { orgId, from, to } = rollupJobDataSchema.parse(data);
    await rollUpAnalytics({ orgId, from: new Date(from), to: new Date(to) });
    await pruneDaily();
  },
});
