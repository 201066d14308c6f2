// GET /api/preview/{token} – opens a preview link: this browser then sees the site with its unpublished changes (a
//   303 to the home page). An expired, revoked or unknown token, or another site's, is a 404.
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { clientIp, hostSite, route } from "@/lib/api/route";
import { asAnon } from "@/lib/db";
import { PREVIEW_LINK_NOT_FOUND_MESSAGE } from "@/lib/publishing/constants";
import { openDraftView } from "@/lib/publishing/preview-cookies";
import { openPreviewLink } from "@/lib/publishing/queries";
import { normalizeHost } from "@/lib/tenancy/host";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const GET = route(
  async ({ request, site, params }) => {
    const token = params.token ?? "";
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const link = TOKEN.test(token) ? await asAnon((db) => openPreviewLink(db, { orgId: site.id, tokenHash })) : null;
    if (!link) throw new ApiError("not_found", PREVIEW_LINK_NOT_FOUND_MESSAGE);
    await openDraftView({ host: normalizeHost(request.headers.get("host"))!, kind: "link", id: link.id, expires: Date.parse(link.expires_at) });
    return new Response(null, { status: 303, headers: { location: "/", "cache-control": "private, no-store" } });
  },
  // Guessing a token (256 bits) is hopeless; this keeps anyone from trying at speed.
  { site: hostSite, rateLimit: { key: (request, site) => `preview:${site.id}:${clientIp(request)}`, limit: 30, windowSeconds: 60 } },
);
