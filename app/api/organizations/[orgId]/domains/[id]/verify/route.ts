// POST /api/organizations/{orgId}/domains/{id}/verify – looks for the domain's TXT record (or its token file) and,
// once found, marks it verified: the site answers on it from then on (owners). 422 while it is not found.
import { ApiError } from "@/lib/api/errors";
import { withRls } from "@/lib/db";
import { forgetHosts } from "@/lib/domains/forget-hosts";
import { DOMAIN_NOT_VERIFIED_MESSAGE, domainToVerify, findToken, markVerified, parseDomainId } from "@/lib/domains/mutations";
import { domainResolver } from "@/lib/domains/resolver";
import { organizationRoute, privateJson } from "@/lib/organizations/route";

export const POST = organizationRoute(
  async ({ site, user, params }) => {
    const id = parseDomainId(params);
    const domain = await withRls(user.claims, (db) => domainToVerify(db, { orgId: site.id, id }));
    // DNS and the token file are looked up outside any transaction: they may take seconds.
    if (!domain.verified_at && !(await findToken(domainResolver(), domain.hostname, domain.verification_token))) {
      throw new ApiError("domain_not_verified", DOMAIN_NOT_VERIFIED_MESSAGE);
    }
    const verified = await withRls(user.claims, (db) => markVerified(db, { orgId: site.id, id }));
    await forgetHosts(site.id);
    return privateJson({ domain: verified });
  },
  { least: "owner" },
);
