import { pruneAnalyticsJob } from "@/lib/analytics/prune-job";
import { rollUpAnalyticsJob } from "@/lib/analytics/rollup-job";
import { sendEmailJob } from "@/lib/email/send-job";
import { publishChangeSetJob } from "@/lib/publishing/publish-job";
import { publishPostJob } from "@/lib/publishing/publish-post-job";
import type { JobDefinition } from "./registry";

/**
 * Every job the workers run (instrumentation.ts starts them). A feature that sends jobs defines them with
 * defineJob in its own folder and adds the definition here; a job sent to a queue no worker runs waits forever.
 */
export const ALL_JOBS: JobDefinition[] = [publishChangeSetJob, publishPostJob, sendEmailJob, rollUpAnalyticsJob, pruneAnalyticsJob];
