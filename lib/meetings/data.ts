import { cacheLife, cacheTag } from "next/cache";
import { asAnon } from "@/lib/db";
import { orgTag } from "@/lib/site/tags";
import { listActiveMeetingTypes } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The meeting types the booking page offers: public (RLS shows anon the active ones), cached per organisation. */
export async function getMeetingTypes(orgId: string) {
  "use cache";
  cacheTag(orgTag(orgId));
  cacheLife("hours");
  if (!UUID.test(orgId)) return [];
  return asAnon((db) => listActiveMeetingTypes(db, { orgId }));
}
