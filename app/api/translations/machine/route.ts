// POST /api/translations/machine { url_page | post_slug, lang } – translates the page's or post's missing and
//   outdated texts with the configured model, into the change set for review: { changes, skipped } (admins; 503
//   without a model)
import { adminRoute, parseBody } from "@/lib/api/route";
import { translationLanguage } from "@/lib/translations/language";
import { machineTranslate } from "@/lib/translations/machine-page";
import { machineRequestSchema } from "@/lib/translations/schemas";

export const POST = adminRoute(async ({ request, site, user }) => {
  const body = await parseBody(request, machineRequestSchema);
  const lang = translationLanguage(site, body.lang);
  return machineTranslate({ user, site, lang, request: body });
});
