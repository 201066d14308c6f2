// GET /api/help-center?locale= – the host organisation's FAQs, help-centre articles and features for the widget.
import { z } from "zod";
import { parseQuery, route } from "@/lib/api/route";
import { getHelpContent } from "@/lib/help-widget/data";
import { LOCALES } from "@/lib/i18n/locales";

const querySchema = z.object({ locale: z.enum(LOCALES).optional() });

export const GET = route(async ({ request, site }) => {
  const { locale } = parseQuery(request, querySchema);
  return getHelpContent(site.id, locale ?? site.defaultLocale);
});
