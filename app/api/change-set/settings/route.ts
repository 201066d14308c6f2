// PUT /api/change-set/settings { draft_mode_default, editors_may_publish } – the organisation's publishing rules (admins)
import { z } from "zod";
import { adminRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { writePublishingRules } from "@/lib/publishing/mutations";

const body = z.object({ draft_mode_default: z.boolean(), editors_may_publish: z.boolean() }).strict();

export const PUT = adminRoute(async ({ request, site, user }) => {
  const rules = await parseBody(request, body);
  await withRls(user.claims, (db) => writePublishingRules(db, { orgId: site.id, rules }));
  return privateJson(rules);
});
