// GET /api/emails/preview?template=&locale= – one email as the site sends it, with sample values, in the
//   organisation's brand: { subject, html, text } for the admins' preview page (admins only)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminRoute, parseQuery } from "@/lib/api/route";
import { emailBrandOf } from "@/lib/email/brand";
import { composeEmail } from "@/lib/email/compose";
import { EMAIL_TEMPLATES } from "@/lib/email/constants";
import { sampleEmail } from "@/lib/email/samples";
import { LOCALES } from "@/lib/i18n/locales";
import { privateJson } from "@/lib/organizations/route";
import { siteMailOf } from "@/lib/support/notify";

const previewQuery = z.object({ template: z.enum(EMAIL_TEMPLATES), locale: z.enum(LOCALES) });

export const GET = adminRoute(async ({ request, site }) => {
  const { template, locale } = parseQuery(request, previewQuery);
  const mail = await siteMailOf(request, site.id);
  const brand = mail && (await emailBrandOf(site.id, mail.origin));
  if (!brand) throw new ApiError("site_not_found", "No site at this address.");
  const content = sampleEmail(template, { siteName: brand.siteName, origin: brand.origin, orgId: site.id, locale });
  const { subject, html, text } = await composeEmail({ to: "alex@example.com", content, brand, locale });
  return privateJson({ subject, html, text });
});
