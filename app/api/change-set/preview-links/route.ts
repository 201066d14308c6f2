// GET /api/change-set/preview-links – the organisation's preview links that still work (editors and admins)
// POST /api/change-set/preview-links – a new link that shows the site with the unpublished changes to anyone who has
//   it, without an account, for 24 hours: { id, url, expires_at } (201)
import { createHash, randomBytes } from "node:crypto";
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { PREVIEW_LINK_HOURS } from "@/lib/publishing/constants";
import { insertPreviewLink } from "@/lib/publishing/mutations";
import { listPreviewLinks } from "@/lib/publishing/queries";
import { siteMailOf } from "@/lib/support/notify";

export const GET = editorRoute(async ({ site, user }) => privateJson({ links: await withRls(user.claims, (db) => listPreviewLinks(db, { orgId: site.id })) }));

export const POST = editorRoute(async ({ request, site, user }) => {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const expiresAt = new Date(Date.now() + PREVIEW_LINK_HOURS * 3_600_000);
  const link = await withRls(user.claims, (db) => insertPreviewLink(db, { orgId: site.id, tokenHash, expiresAt, userId: user.id }));
  const origin = (await siteMailOf(request, site.id))?.origin ?? new URL(request.url).origin;
  return Response.json({ id: link.id, url: `${origin}/api/preview/${token}`, expires_at: link.expires_at }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
