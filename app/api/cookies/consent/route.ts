// GET /api/cookies/consent – the caller's last choice ({ services }), essential services when none.
// POST /api/cookies/consent – records a choice: consent_given, services, organization_id (optional bearer).
import { ApiError } from "@/lib/api/errors";
import { clientIp, parseBody, parseQuery, route } from "@/lib/api/route";
import { getRequestUser } from "@/lib/auth/request-user";
import { recordConsent } from "@/lib/consent/mutations";
import { findUserConsent, findVisitorConsent, listServiceIds } from "@/lib/consent/queries";
import { consentBodySchema, consentQuerySchema } from "@/lib/consent/schemas";
import { readVisitorId, visitorCookieHeader } from "@/lib/consent/visitor-cookie";
import { asAnon, withRls } from "@/lib/db";

const CONSENT_RATE_LIMIT = { limit: 30, windowSeconds: 60 };

function assertHostOrganization(organizationId: string, siteId: string): void {
  if (organizationId !== siteId) throw new ApiError("forbidden", "organization_id does not match this site.");
}

export const GET = route(async ({ request, site }) => {
  const { organization_id } = parseQuery(request, consentQuerySchema);
  assertHostOrganization(organization_id, site.id);
  const user = await getRequestUser(request, site);
  const visitorId = readVisitorId(request);
  const last = user
    ? await withRls(user.claims, (db) => findUserConsent(db, { orgId: site.id, userId: user.id }))
    : visitorId
      ? await asAnon((db) => findVisitorConsent(db, { orgId: site.id, visitorId }))
      : null;
  if (last) return { services: last.services, consent_given: last.consent_given };
  // No choice yet: only the essential services, which need no consent.
  const ids = await asAnon((db) => listServiceIds(db, { orgId: site.id }));
  return { services: ids.essential, consent_given: null };
});

export const POST = route(async ({ request, site }) => {
  const body = await parseBody(request, consentBodySchema);
  assertHostOrganization(body.organization_id, site.id);
  const ids = await asAnon((db) => listServiceIds(db, { orgId: site.id }));
  const unknown = body.services.filter((id) => !ids.all.includes(id));
  if (unknown.length > 0) {
    throw new ApiError("bad_request", "Invalid request body.", { services: "Unknown cookie service for this site." });
  }
  // Essential services cannot be declined (spec §5), so every record includes them.
  const services = [...new Set([...ids.essential, ...body.services])];
  const user = await getRequestUser(request, site);
  const existingVisitor = readVisitorId(request);
  const visitorId = existingVisitor ?? crypto.randomUUID();
  const record = { orgId: site.id, consentGiven: body.consent_given, services, visitorId };
  if (user) await withRls(user.claims, (db) => recordConsent(db, { ...record, userId: user.id }));
  else await asAnon((db) => recordConsent(db, { ...record, userId: null }));
  const headers = existingVisitor ? undefined : { "set-cookie": visitorCookieHeader(visitorId, request) };
  return Response.json({ ok: true, services, consent_given: body.consent_given }, { status: 201, headers });
}, { rateLimit: { key: (request, site) => `consent:${site.id}:${clientIp(request)}`, ...CONSENT_RATE_LIMIT } });
