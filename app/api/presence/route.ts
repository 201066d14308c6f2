// PUT /api/presence { url_page, section } – the heartbeat: this person has the page in edit mode, with that section's
//   editor open ("template_section:<id>") or none (null); sent every 2 s while edit mode is on (editors and admins)
// GET /api/presence?url_page= – who else has the page in edit mode: { people: [{ user_id, name, initials, since, section }] }
// DELETE /api/presence?url_page= – this person left the page (also sent as the tab closes)
import { editorRoute, parseBody, parseQuery } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { actorName } from "@/lib/editing/save";
import { privateJson } from "@/lib/organizations/route";
import { beatPresence, leavePresence } from "@/lib/presence/mutations";
import { listPresence } from "@/lib/presence/queries";
import { presenceBeatSchema, presencePageSchema } from "@/lib/presence/schemas";

export const GET = editorRoute(async ({ request, site, user }) => {
  const { url_page } = parseQuery(request, presencePageSchema);
  const people = await withRls(user.claims, (db) => listPresence(db, { orgId: site.id, urlPage: url_page, exceptUserId: user.id }));
  return privateJson({ people });
});

export const PUT = editorRoute(async ({ request, site, user }) => {
  const { url_page, section } = await parseBody(request, presenceBeatSchema);
  await withRls(user.claims, (db) => beatPresence(db, { orgId: site.id, userId: user.id, urlPage: url_page, section, displayName: actorName(user) }));
  return new Response(null, { status: 204 });
});

export const DELETE = editorRoute(async ({ request, site, user }) => {
  const { url_page } = parseQuery(request, presencePageSchema);
  await withRls(user.claims, (db) => leavePresence(db, { orgId: site.id, userId: user.id, urlPage: url_page }));
  return new Response(null, { status: 204 });
});
