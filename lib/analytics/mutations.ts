import "server-only";
import { z } from "zod";
import { queueSql } from "@/lib/jobs/queue";
import type { PageViewRow } from "./collect/page-view";

// The collector's write: one call of a function only the app's login role may run, on the job queue's connection
// (…_analytics.sql), as the email outbox's are; no API role may write a page view.

/** Stores a batch of page views (those of organisations that turned analytics off are dropped); answers how many were stored. */
export async function recordPageViews(events: readonly PageViewRow[]): Promise<number> {
  if (events.length === 0) return 0;
  const [row] = await queueSql("select private.record_page_views($1::jsonb) as stored", [JSON.stringify(events)], z.object({ stored: z.number() }));
  return row?.stored ?? 0;
}
