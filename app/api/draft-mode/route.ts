// PUT /api/draft-mode { on } – while on, this person's saves through the editing routes go into the organisation's
//   change set instead of the live site (editors and admins)
import { z } from "zod";
import { editorRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { setDraftMode } from "@/lib/publishing/mutations";

const body = z.object({ on: z.boolean() }).strict();

export const PUT = editorRoute(async ({ request, site, user }) => {
  const { on } = await parseBody(request, body);
  await withRls(user.claims, (db) => setDraftMode(db, { orgId: site.id, userId: user.id, on }));
  return privateJson({ on });
});
