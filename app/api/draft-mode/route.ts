// PUT /api/draft-mode { on } – while on, this person's saves through the editing routes go into the organisation's
//   change set instead of the live site, and this browser shows the site with the change set applied (editors and
//   admins)
import { z } from "zod";
import { editorRoute, parseBody } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { EDITOR_DRAFT_VIEW_HOURS } from "@/lib/publishing/constants";
import { setDraftMode } from "@/lib/publishing/mutations";
import { closeDraftView, openDraftView } from "@/lib/publishing/preview-cookies";
import { normalizeHost } from "@/lib/tenancy/host";

const body = z.object({ on: z.boolean() }).strict();

export const PUT = editorRoute(async ({ request, site, user }) => {
  const { on } = await parseBody(request, body);
  await withRls(user.claims, (db) => setDraftMode(db, { orgId: site.id, userId: user.id, on }));
  const host = normalizeHost(request.headers.get("host"))!;
  if (on) await openDraftView({ host, kind: "editor", id: user.id, expires: Date.now() + EDITOR_DRAFT_VIEW_HOURS * 3_600_000 });
  else await closeDraftView();
  return privateJson({ on });
});
