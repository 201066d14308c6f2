// GET /api/cookies/categories – the host organisation's cookie categories with their active services.
import { z } from "zod";
import { parseQuery, route } from "@/lib/api/route";
import { listCookieCategories } from "@/lib/consent/queries";
import { asAnon } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/locales";

const querySchema = z.object({ locale: z.enum(LOCALES).optional() });

export const GET = route(async ({ request, site }) => {
  const { locale } = parseQuery(request, querySchema);
  // Only the host's organisation: the id comes from the host, never from the caller.
  return asAnon((db) => listCookieCategories(db, { orgId: site.id, locale: locale ?? site.defaultLocale }));
});
