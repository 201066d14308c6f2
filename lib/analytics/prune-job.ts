import "server-only";
import { enqueue } from "@/lib/jobs/queue";
import { defineJob } from "@/lib/jobs/registry";
import { ANALYTICS_PRUNE_INTERVAL_MS } from "./constants";
import { isoDay } from "./period";
import { pruneAnalytics } from "./rollups/mutations";

/** Deletes what the retention rules no longer keep: raw page views after 30 days, rollups after two years. */
export const pruneAnalyticsJob = defineJob<Record<string, never>>({
  name: "prune-analytics",
  async handler() {
    await pruneAnalytics();
  },
});

let lastSent = 0;

/**
 * Sends the prune job at most once a day per process. The queue runs no cron schedules (lib/jobs/queue.ts), so the
 * rollup job, which runs whenever a site is visited, sends it; a site nobody visits has nothing new to prune.
 */
export async function pruneDaily(now = new Date()): Promise<void> {
  if (now.getTime() - lastSent < ANALYTICS_PRUNE_INTERVAL_MS) return;
  lastSent = now.getTime();
  // Stored with the job for whoever reads the queue: one prune a day, whichever process sent it.
  await enqueue(pruneAnalyticsJob, {}, { singletonKey: `prune-analytics-${isoDay(now)}` }).catch((error: unknown) => {
    lastSent = 0;
    throw error;
  });
}
