import { cacheLife, cacheTag } from "next/cache";
import { draftAware, readAsVisitor } from "@/lib/publishing/draft-view";
import { orgTag } from "@/lib/site/tags";
import { listActiveMeetingTypes } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The meeting types the booking page offers: public (RLS shows anon the active ones), cached per organisation. */
async function cachedMeetingTypes(orgId: string, draft: boolean) {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return readAsVisitor(orgId, draft, (db) => listActiveMeetingTypes(db, { orgId }));
}
export const getMeetingTypes = draftAware(cachedMeetingTypes);

